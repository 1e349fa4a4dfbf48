import { useApiQuery } from '@/lib/use-api-query';
import { dashboardApi } from '../shared/api';
import { Panel, SectionState } from '../shared/panel';
import { RewardPage } from '../shared/reward-page';
import { useCurrentUserId } from '../shared/use-current-user-id';
import { useLoadToast } from '@/lib/use-load-toast';
import { ddrApi } from './api';
import { DdrLeaderboard } from './ddr-leaderboard';
import { LevelTiles } from './level-tiles';

/** Dream Dividend Rewards /ddr: level-earnings tiles L1-L4, then the leaderboard (spec section 2). */
export default function DdrPage() {
  const userId = useCurrentUserId();
  const dashboard = useApiQuery(
    userId && `dashboard:${userId}`,
    () => dashboardApi.get(userId ?? ''),
    'Failed to load MLM dashboard',
  );
  const board = useApiQuery(
    userId && `ddr-leaderboard:${userId}`,
    ddrApi.leaderboard,
    'Failed to load DDR leaderboard',
  );
  const dashboardError = dashboard.error?.message ?? null;
  const boardError = board.error?.message ?? null;
  useLoadToast('ddr-dashboard', { loading: dashboard.loading, error: dashboardError }, null);
  useLoadToast(
    'ddr-leaderboard',
    { loading: board.loading, error: boardError },
    'Loading DDR leaderboard...',
  );

  return (
    <RewardPage
      title="Dream Dividend Rewards"
      subtitle="DDR: your share of every ride taken in your four-level team"
      userId={userId}
    >
      <section aria-labelledby="ddr-earnings">
        <h2 id="ddr-earnings" className="mb-3 text-lg font-bold">
          Your DDR earnings
        </h2>
        <SectionState
          loading={dashboard.loading && !dashboard.data}
          error={dashboardError}
          loadingText="Loading DDR earnings..."
          onRetry={dashboard.refetch}
        >
          {dashboard.data && <LevelTiles earnings={dashboard.data.ddr} />}
        </SectionState>
      </section>
      <Panel title={board.data?.title ?? 'Leaderboard'}>
        <SectionState
          loading={board.loading && !board.data}
          error={boardError}
          loadingText="Loading DDR leaderboard..."
          onRetry={board.refetch}
        >
          {board.data && <DdrLeaderboard board={board.data} />}
        </SectionState>
      </Panel>
    </RewardPage>
  );
}
