import { Flame, Users } from 'lucide-react';
import { useT } from '@/i18n/language-context';
import { formatNumber } from '@/lib/format';
import { newbiesActive, ridesPerDay, type CurrentCampaignView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { NODE, withNode } from '@/features/rewards/shared/with-node';
import { bbrMessages } from './messages';

/** DECISIONS 6: computed from the member's progress, the spec's static words as the fallback. */
export function MotivationZone({ view }: { view: CurrentCampaignView }) {
  const t = useT(bbrMessages);
  const perDay = ridesPerDay(view);
  const newbies = newbiesActive(view);
  return (
    <SectionCard title={t('motivation')} icon={Flame}>
      <ul className="space-y-3">
        <li className="flex items-start gap-3 rounded-card bg-sand-50 p-3 dark:bg-sand-900/40">
          <Flame
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-sand-700 dark:text-sand-300"
          />
          <p>
            {perDay > 0
              ? withNode(
                  t('perDay', { count: perDay, n: NODE }),
                  <strong className="tabular">{formatNumber(perDay)}</strong>,
                )
              : t('goalReached')}
          </p>
        </li>
        <li className="flex items-start gap-3 rounded-card bg-brand-50 p-3 dark:bg-brand-950">
          <Users
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
          />
          <p>
            {withNode(
              t('newbies', { count: newbies, n: NODE }),
              <strong className="tabular">{formatNumber(newbies)}</strong>,
            )}
          </p>
        </li>
      </ul>
    </SectionCard>
  );
}
