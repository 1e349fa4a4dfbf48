import { Gift, Lock, Sparkles } from 'lucide-react';
import { StatusMessage } from '@/components/ui/status-message';
import { useT } from '@/i18n/language-context';
import { formatAed } from '@/lib/format';
import type { CurrentCampaignView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { bbrMessages } from './messages';

/** Spec 4: the qualified flag switches the preview between unlocked and locked. */
export function RewardPreview({ view }: { view: CurrentCampaignView }) {
  const t = useT(bbrMessages);
  const reward = view.campaign?.reward ?? null;
  const unlocked = view.progress?.isQualified === true;
  return (
    <SectionCard title={t('preview')} icon={Gift}>
      {!reward || !view.campaign ? (
        <StatusMessage kind="empty">{t('noReward')}</StatusMessage>
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
                {t('unlocked')}
              </>
            ) : (
              <>
                <Lock aria-hidden="true" className="size-4" />
                {t('lockedUntil', { count: view.campaign.requirement })}
              </>
            )}
          </p>
        </div>
      )}
    </SectionCard>
  );
}
