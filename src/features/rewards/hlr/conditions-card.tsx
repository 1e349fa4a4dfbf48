import { ScrollText } from 'lucide-react';
import { useT } from '@/i18n/language-context';
import { formatAed, formatNumber } from '@/lib/format';
import type { HlrProgressView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { NODE, withNode } from '@/features/rewards/shared/with-node';
import { hlrMessages } from './messages';

/** Spec 2: the reward conditions, with the section 9 defaults when data is missing. */
export function ConditionsCard({
  requirements,
}: {
  requirements: HlrProgressView['requirements'];
}) {
  const t = useT(hlrMessages);
  return (
    <SectionCard title={t('conditions')} icon={ScrollText}>
      <p className="text-sm">
        {withNode(
          t('conditionsText', { age: NODE }),
          <strong className="tabular">{formatNumber(requirements.retirementAge)}</strong>,
        )}
      </p>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-muted">{t('retirementAge')}</dt>
        <dd className="tabular text-end font-semibold">
          {formatNumber(requirements.retirementAge)}
        </dd>
        <dt className="text-ink-muted">{t('requiredPgp')}</dt>
        <dd className="tabular text-end font-semibold">{formatNumber(requirements.requiredPGP)}</dd>
        <dt className="text-ink-muted">{t('requiredTgp')}</dt>
        <dd className="tabular text-end font-semibold">{formatNumber(requirements.requiredTGP)}</dd>
        <dt className="text-ink-muted">{t('rewardAmount')}</dt>
        <dd className="tabular text-end font-semibold text-sand-800 dark:text-sand-200">
          {formatAed(requirements.rewardAmount)}
        </dd>
      </dl>
    </SectionCard>
  );
}
