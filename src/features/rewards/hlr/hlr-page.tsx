import { StatusMessage } from '@/components/ui/status-message';
import { useApiQuery } from '@/lib/use-api-query';
import { RewardPage } from '@/features/rewards/shared/reward-page';
import { TipsCard } from '@/features/rewards/shared/tips-card';
import { useCurrentUserId } from '../shared/use-current-user-id';
import { adaptHlrProgress } from './adapt';
import { fetchHlrLeaderboard, fetchHlrProgress } from './api';
import { ConditionsCard } from './conditions-card';
import { HlrLeaderboard } from './leaderboard';
import { HlrProgressCard } from './progress-card';

const HLR_TIP =
  'Grow three strong legs: the loyalty reward needs your three strongest team legs to carry at least 60% of the TGP target together.';

/** HLR /hlr (spec section 2): conditions, progress, badges, leaderboard and a tip. */
export default function HlrPage() {
  const userId = useCurrentUserId();
  const progress = useApiQuery(
    userId && `hlr-progress:${userId}`,
    () => (userId ? fetchHlrProgress(userId) : Promise.resolve(null)),
    'Failed to load HLR progress',
  );
  const leaderboard = useApiQuery(
    userId && 'hlr-leaderboard',
    fetchHlrLeaderboard,
    'Failed to load HLR leaderboard',
  );
  // Missing data shows the section 9 defaults (and zero progress).
  const view = progress.data ?? adaptHlrProgress(null);

  return (
    <RewardPage
      title="HLR Loyalty Reward"
      subtitle="A reward for the years you have given the road"
      userId={userId}
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {progress.loading ? (
            <StatusMessage kind="loading">Loading HLR progress...</StatusMessage>
          ) : progress.error ? (
            <StatusMessage kind="error">{progress.error.message}</StatusMessage>
          ) : (
            <HlrProgressCard view={view} />
          )}
        </div>
        <ConditionsCard requirements={view.requirements} />
      </div>
      <HlrLeaderboard query={leaderboard} />
      <TipsCard title="Tip" tips={[HLR_TIP]} />
    </RewardPage>
  );
}
