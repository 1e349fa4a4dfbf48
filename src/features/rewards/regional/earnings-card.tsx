import { Info, Landmark } from 'lucide-react';
import { AED_PER_USD } from '@contract/money';
import { translate } from '@/i18n/catalogue';
import { useT } from '@/i18n/language-context';
import { formatAed, formatUsd } from '@/lib/format';
import type { RegionalProgressView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { Flag } from '@/components/ui/flag';
import { regionalMessages } from './messages';

export function EarningsCard({ view }: { view: RegionalProgressView }) {
  const t = useT(regionalMessages);
  return (
    <SectionCard
      title={t('totalEarnings')}
      icon={Landmark}
      actions={
        <button
          type="button"
          aria-label={t('poolInfoLabel')}
          onClick={() => {
            window.alert(translate(regionalMessages, 'poolInfo', { rate: String(AED_PER_USD) }));
          }}
          className="inline-flex size-11 items-center justify-center rounded-pill border border-line text-ink-muted hover:bg-surface-alt hover:text-ink"
        >
          <Info aria-hidden="true" className="size-5" />
        </button>
      }
    >
      <p className="text-sm text-ink-muted">{t('regionalShares')}</p>
      {/* Dollars as the spec says, and the wallet's AED for the same shares (DECISIONS 35). */}
      <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="tabular text-3xl font-bold text-sand-800 dark:text-sand-200">
          {formatUsd(view.regionalShares)}
        </span>
        <span className="tabular text-sm font-semibold text-ink-muted">
          {t('inWallet', { amount: formatAed(view.regionalSharesAed) })}
        </span>
      </p>
      <div className="mt-5 rounded-card bg-surface-alt p-3 text-sm">
        <p className="text-ink-muted">{t('titleHolder')}</p>
        {view.titleHolder ? (
          <p className="mt-0.5 flex items-center gap-2 font-semibold">
            <Flag
              country={view.titleHolder.country || t('country')}
              emoji={view.titleHolder.flag}
              className="text-lg"
            />
            {view.titleHolder.name}
          </p>
        ) : (
          <p className="mt-0.5 font-semibold">{t('noTitleHolder')}</p>
        )}
      </div>
    </SectionCard>
  );
}
