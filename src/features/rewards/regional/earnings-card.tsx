import { Info, Landmark } from 'lucide-react';
import { AED_PER_USD } from '@contract/money';
import { formatAed, formatUsd } from '@/lib/format';
import type { RegionalProgressView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { Flag } from '@/components/ui/flag';

export const REGIONAL_POOL_INFO =
  'Regional shares come from the Regional Ambassador pool: 0.4% of the rewards amount of every completed ride. ' +
  `The pool is shared equally among the country title holders. Amounts are shown in US dollars at 1 USD = ${String(AED_PER_USD)} AED, with the AED your wallet receives beside them.`;

export function EarningsCard({ view }: { view: RegionalProgressView }) {
  return (
    <SectionCard
      title="Total Earnings"
      icon={Landmark}
      actions={
        <button
          type="button"
          aria-label="How regional shares work"
          onClick={() => {
            window.alert(REGIONAL_POOL_INFO);
          }}
          className="inline-flex size-11 items-center justify-center rounded-pill border border-line text-ink-muted hover:bg-surface-alt hover:text-ink"
        >
          <Info aria-hidden="true" className="size-5" />
        </button>
      }
    >
      <p className="text-sm text-ink-muted">Regional shares</p>
      {/* Dollars as the spec says, and the wallet's AED for the same shares (DECISIONS 35). */}
      <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="tabular text-3xl font-bold text-sand-800 dark:text-sand-200">
          {formatUsd(view.regionalShares)}
        </span>
        <span className="tabular text-sm font-semibold text-ink-muted">
          {formatAed(view.regionalSharesAed)} in your wallet
        </span>
      </p>
      <div className="mt-5 rounded-card bg-surface-alt p-3 text-sm">
        <p className="text-ink-muted">Title holder</p>
        {view.titleHolder ? (
          <p className="mt-0.5 flex items-center gap-2 font-semibold">
            <Flag
              country={view.titleHolder.country}
              emoji={view.titleHolder.flag}
              className="text-lg"
            />
            {view.titleHolder.name}
          </p>
        ) : (
          <p className="mt-0.5 font-semibold">No title holder yet</p>
        )}
      </div>
    </SectionCard>
  );
}
