import { Gift, Lock, Sparkles } from 'lucide-react';
import { StatusMessage } from '@/components/ui/status-message';
import { formatAed, formatNumber } from '@/lib/format';
import type { CurrentCampaignView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';

/** Spec 4: the qualified flag switches the preview between unlocked and locked. */
export function RewardPreview({ view }: { view: CurrentCampaignView }) {
  const reward = view.campaign?.reward ?? null;
  const unlocked = view.progress?.isQualified === true;
  return (
    <SectionCard title="Reward Preview" icon={Gift}>
      {!reward || !view.campaign ? (
        <StatusMessage kind="empty">No reward information available</StatusMessage>
      ) : (
        <div
          className={`rounded-card border p-4 ${
            unlocked
              ? 'border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950'
              : 'border-line bg-surface-alt'
          }`}
        >
          <p className="tabular text-2xl font-bold text-sand-800 dark:text-sand-200">
            {formatAed(reward.amount)}
          </p>
          {reward.perks.length > 0 && (
            <ul className="mt-2 space-y-1 text-sm">
              {reward.perks.map((perk) => (
                <li key={perk} className="flex items-center gap-2">
                  <Sparkles
                    aria-hidden="true"
                    className="size-4 text-sand-600 dark:text-sand-300"
                  />
                  {perk}
                </li>
              ))}
            </ul>
          )}
          <p
            className={`mt-3 flex items-center gap-2 text-sm font-semibold ${
              unlocked ? 'text-success' : 'text-ink-muted'
            }`}
          >
            {unlocked ? (
              <>
                <Sparkles aria-hidden="true" className="size-4" />
                Reward Unlocked!
              </>
            ) : (
              <>
                <Lock aria-hidden="true" className="size-4" />
                Locked until you reach {formatNumber(view.campaign.requirement)} rides
              </>
            )}
          </p>
        </div>
      )}
    </SectionCard>
  );
}
