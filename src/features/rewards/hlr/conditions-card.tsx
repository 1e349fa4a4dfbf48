import { ScrollText } from 'lucide-react';
import { formatAed, formatNumber } from '@/lib/format';
import type { HlrProgressView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';

/** Spec 2: the reward conditions, with the section 9 defaults when data is missing. */
export function ConditionsCard({
  requirements,
}: {
  requirements: HlrProgressView['requirements'];
}) {
  return (
    <SectionCard title="Reward Conditions" icon={ScrollText}>
      <p className="text-sm">
        A one-time reward at retirement age{' '}
        <strong className="tabular">{formatNumber(requirements.retirementAge)}</strong>, or
        instantly if qualified and deceased.
      </p>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-muted">Retirement age</dt>
        <dd className="tabular text-end font-semibold">
          {formatNumber(requirements.retirementAge)}
        </dd>
        <dt className="text-ink-muted">Required PGP</dt>
        <dd className="tabular text-end font-semibold">{formatNumber(requirements.requiredPGP)}</dd>
        <dt className="text-ink-muted">Required TGP</dt>
        <dd className="tabular text-end font-semibold">{formatNumber(requirements.requiredTGP)}</dd>
        <dt className="text-ink-muted">Reward amount</dt>
        <dd className="tabular text-end font-semibold text-sand-800 dark:text-sand-200">
          {formatAed(requirements.rewardAmount)}
        </dd>
      </dl>
    </SectionCard>
  );
}
