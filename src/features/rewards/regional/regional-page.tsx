import { StatusMessage } from '@/components/ui/status-message';
import { useApiQuery } from '@/lib/use-api-query';
import { RewardPage } from '@/features/rewards/shared/reward-page';
import { TipsCard } from '@/features/rewards/shared/tips-card';
import { useCurrentUserId } from '../shared/use-current-user-id';
import { adaptRegionalProgress } from './adapt';
import { fetchGlobalAmbassadors, fetchRegionalLeaderboard, fetchRegionalProgress } from './api';
import { GlobalAmbassadors } from './ambassadors';
import { EarningsCard } from './earnings-card';
import { RegionalLeaderboard } from './leaderboard';
import { YourProgress } from './your-progress';

const REGIONAL_TIP =
  'Each country has one ambassador: the KYC-verified member with the highest CRR rank. Reach Boss and the title is yours for good.';

/** Regional Ambassador /RegionalAmbassador (spec section 2). */
export default function RegionalPage() {
  const userId = useCurrentUserId();
  const progress = useApiQuery(
    userId && `regional-progress:${userId}`,
    () => (userId ? fetchRegionalProgress(userId) : Promise.resolve(null)),
    'Failed to load progress data',
  );
  const leaderboard = useApiQuery(
    userId && 'regional-leaderboard',
    fetchRegionalLeaderboard,
    'Failed to load leaderboard data',
  );
  const ambassadors = useApiQuery(
    userId && 'global-ambassadors',
    fetchGlobalAmbassadors,
    'Failed to load global ambassadors',
  );
  const view = progress.data ?? adaptRegionalProgress(null);

  return (
    <RewardPage
      title="Regional Ambassador"
      subtitle="Lead your country and share in the regional pool"
      userId={userId}
    >
      {progress.loading && !progress.data ? (
        <StatusMessage kind="loading">Loading progress...</StatusMessage>
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
      <TipsCard title="Tip" tips={[REGIONAL_TIP]} />
    </RewardPage>
  );
}
