import { Flame, Users } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { newbiesActive, ridesPerDay, type CurrentCampaignView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';

/** DECISIONS 6: computed from the member's progress, the spec's static words as the fallback. */
export function MotivationZone({ view }: { view: CurrentCampaignView }) {
  const perDay = ridesPerDay(view);
  const newbies = newbiesActive(view);
  return (
    <SectionCard title="Motivation Zone" icon={Flame}>
      <ul className="space-y-3">
        <li className="flex items-start gap-3 rounded-card bg-sand-50 p-3 dark:bg-sand-900/40">
          <Flame
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-sand-700 dark:text-sand-300"
          />
          <p>
            {perDay > 0 ? (
              <>
                You need <strong className="tabular">{formatNumber(perDay)}</strong> more{' '}
                {perDay === 1 ? 'ride' : 'rides'} per day to reach the goal.
              </>
            ) : (
              'Goal reached. Every extra ride still moves you up the leaderboard.'
            )}
          </p>
        </li>
        <li className="flex items-start gap-3 rounded-card bg-brand-50 p-3 dark:bg-brand-950">
          <Users
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
          />
          <p>
            <strong className="tabular">{formatNumber(newbies)}</strong> newbie team{' '}
            {newbies === 1 ? 'member' : 'members'} active.
          </p>
        </li>
      </ul>
    </SectionCard>
  );
}
