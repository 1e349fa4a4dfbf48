import { StatusMessage } from '@/components/ui/status-message';
import { useApiQuery } from '@/lib/use-api-query';
import { useT } from '@/i18n/language-context';
import { rewardsMessages } from '@/features/rewards/shared/messages';
import { RewardPage } from '@/features/rewards/shared/reward-page';
import { TipsCard } from '@/features/rewards/shared/tips-card';
import { useCurrentUserId } from '../shared/use-current-user-id';
import { adaptRegionalProgress } from './adapt';
import { fetchGlobalAmbassadors, fetchRegionalLeaderboard, fetchRegionalProgress } from './api';
import { GlobalAmbassadors } from './ambassadors';
import { EarningsCard } from './earnings-card';
import { RegionalLeaderboard } from './leaderboard';
import { regionalMessages } from './messages';
import { YourProgress } from './your-progress';

/** Regional Ambassador /RegionalAmbassador (spec section 2). */
export default function RegionalPage() {
  const t = useT(regionalMessages);
  const shared = useT(rewardsMessages);
  const userId = useCurrentUserId();
  const progress = useApiQuery(
    userId && `regional-progress:${userId}`,
    () => (userId ? fetchRegionalProgress(userId) : Promise.resolve(null)),
    t('progressFailed'),
  );
  const leaderboard = useApiQuery(
    userId && 'regional-leaderboard',
    fetchRegionalLeaderboard,
    t('boardFailed'),
  );
  const ambassadors = useApiQuery(
    userId && 'global-ambassadors',
    fetchGlobalAmbassadors,
    t('ambassadorsFailed'),
  );
  const view = progress.data ?? adaptRegionalProgress(null);

  return (
    <RewardPage title={t('title')} subtitle={t('subtitle')} userId={userId}>
      {progress.loading && !progress.data ? (
        <StatusMessage kind="loading">{t('loadingProgress')}</StatusMessage>
      ) : progress.error ? (
        <StatusMessage kind="error">{progress.error.message}</StatusMessage>
      ) : (
        userId && (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
            <div className="lg:col-span-2">
              <EarningsCard view={view} />
            </div>
            <div className="lg:col-span-3">
              <YourProgress view={view} userId={userId} onCountryRequested={progress.refetch} />
            </div>
          </div>
        )
      )}
      <RegionalLeaderboard query={leaderboard} />
      <GlobalAmbassadors query={ambassadors} />
      <TipsCard title={shared('tip')} tips={[t('tipText')]} />
    </RewardPage>
  );
}
