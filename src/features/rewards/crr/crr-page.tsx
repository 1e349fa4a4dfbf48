import { useApiQuery } from '@/lib/use-api-query';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { Panel, SectionState } from '../shared/panel';
import { RewardPage } from '../shared/reward-page';
import { useCurrentUserId } from '../shared/use-current-user-id';
import { useLoadToast } from '@/lib/use-load-toast';
import { crrApi } from './api';
import { CrrLeaderboard } from './crr-leaderboard';
import { CrrSummary } from './crr-summary';
import { RankLadder } from './rank-ladder';
import { RankProgress } from './rank-progress';
import { readRankTracking } from './rank-tracking-adapter';

// The ladder of spec section 3 with the section 9 defaults, shown when tracking fails.
const DEFAULTS = readRankTracking(undefined);

/** Championship Rank Rewards /crr: rank ladder with progress, then the leaderboard. */
export default function CrrPage() {
  const userId = useCurrentUserId();
  const tracking = useApiQuery(
    userId && `crr-tracking:${userId}`,
    () => crrApi.rankTracking(userId ?? ''),
    'Failed to load CRR rank tracking',
  );
  const board = useApiQuery(
    userId && `crr-leaderboard:${userId}`,
    crrApi.leaderboard,
    'Failed to load CRR leaderboard',
  );
  const trackingError = tracking.error?.message ?? null;
  const boardError = board.error?.message ?? null;
  useLoadToast(
    'crr-tracking',
    { loading: tracking.loading, error: trackingError },
    'Loading CRR rank tracking...',
  );
  useLoadToast(
    'crr-leaderboard',
    { loading: board.loading, error: boardError },
    'Loading CRR leaderboard...',
  );
  const progress = tracking.data ?? DEFAULTS;
  const trackingLoading = tracking.loading && !tracking.data;

  return (
    <RewardPage
      title="Championship Rank Rewards"
      subtitle="CRR: reach a rank on your points and your team’s, and earn its one-off bonus"
      userId={userId}
    >
      {trackingLoading ? (
        <StatusMessage kind="loading">Loading CRR rank tracking...</StatusMessage>
      ) : (
        <>
          {trackingError && (
            <StatusMessage
              kind="error"
              action={
                <Button variant="secondary" size="sm" onClick={tracking.refetch}>
                  Try Again
                </Button>
              }
            >
              {trackingError}
            </StatusMessage>
          )}
          <CrrSummary progress={progress} />
          <Panel title={progress.next ? `Progress to ${progress.next.rank}` : 'Your progress'}>
            <RankProgress progress={progress} />
          </Panel>
          <Panel title="Rank ladder">
            <RankLadder ladder={progress.ladder} next={progress.next} />
          </Panel>
        </>
      )}
      <Panel title={board.data?.title ?? 'CRR Leaderboard'}>
        <SectionState
          loading={board.loading && !board.data}
          error={boardError}
          loadingText="Loading CRR leaderboard..."
          onRetry={board.refetch}
        >
          {board.data && <CrrLeaderboard board={board.data} />}
        </SectionState>
      </Panel>
    </RewardPage>
  );
}
