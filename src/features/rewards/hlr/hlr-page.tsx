import { StatusMessage } from '@/components/ui/status-message';
import { useApiQuery } from '@/lib/use-api-query';
import { useT } from '@/i18n/language-context';
import { rewardsMessages } from '@/features/rewards/shared/messages';
import { RewardPage } from '@/features/rewards/shared/reward-page';
import { TipsCard } from '@/features/rewards/shared/tips-card';
import { useCurrentUserId } from '../shared/use-current-user-id';
import { adaptHlrProgress } from './adapt';
import { fetchHlrLeaderboard, fetchHlrProgress } from './api';
import { ConditionsCard } from './conditions-card';
import { HlrLeaderboard } from './leaderboard';
import { hlrMessages } from './messages';
import { HlrProgressCard } from './progress-card';

/** HLR /hlr (spec section 2): conditions, progress, badges, leaderboard and a tip. */
export default function HlrPage() {
  const t = useT(hlrMessages);
  const shared = useT(rewardsMessages);
  const userId = useCurrentUserId();
  const progress = useApiQuery(
    userId && `hlr-progress:${userId}`,
    () => (userId ? fetchHlrProgress(userId) : Promise.resolve(null)),
    t('progressFailed'),
  );
  const leaderboard = useApiQuery(
    userId && 'hlr-leaderboard',
    fetchHlrLeaderboard,
    t('boardFailed'),
  );
  // Missing data shows the section 9 defaults (and zero progress).
  const view = progress.data ?? adaptHlrProgress(null);

  return (
    <RewardPage title={t('title')} subtitle={t('subtitle')} userId={userId}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {progress.loading ? (
            <StatusMessage kind="loading">{t('loadingProgress')}</StatusMessage>
          ) : progress.error ? (
            <StatusMessage kind="error">{progress.error.message}</StatusMessage>
          ) : (
            <HlrProgressCard view={view} />
          )}
        </div>
        <ConditionsCard requirements={view.requirements} />
      </div>
      <HlrLeaderboard query={leaderboard} />
      <TipsCard title={shared('tip')} tips={[t('tipText')]} />
    </RewardPage>
  );
}
