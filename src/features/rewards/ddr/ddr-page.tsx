import { useApiQuery } from '@/lib/use-api-query';
import { dashboardApi } from '../shared/api';
import { Panel, SectionState } from '../shared/panel';
import { RewardPage } from '../shared/reward-page';
import { useCurrentUserId } from '../shared/use-current-user-id';
import { useLoadToast } from '@/lib/use-load-toast';
import { useLanguage, useT } from '@/i18n/language-context';
import { ddrApi } from './api';
import { DdrLeaderboard } from './ddr-leaderboard';
import { LevelTiles } from './level-tiles';
import { ddrMessages } from './messages';

/** Dream Dividend Rewards /ddr: level-earnings tiles L1-L4, then the leaderboard (spec section 2). */
export default function DdrPage() {
  const t = useT(ddrMessages);
  const language = useLanguage();
  const userId = useCurrentUserId();
  const dashboard = useApiQuery(
    userId && `dashboard:${userId}`,
    () => dashboardApi.get(userId ?? ''),
    t('dashboardFailed'),
  );
  const board = useApiQuery(
    userId && `ddr-leaderboard:${userId}`,
    ddrApi.leaderboard,
    t('boardFailed'),
  );
  const dashboardError = dashboard.error?.message ?? null;
  const boardError = board.error?.message ?? null;
  useLoadToast('ddr-dashboard', { loading: dashboard.loading, error: dashboardError }, null);
  useLoadToast('ddr-leaderboard', { loading: board.loading, error: boardError }, t('loadingBoard'));

  return (
    <RewardPage title={t('title')} subtitle={t('subtitle')} userId={userId}>
      <section aria-labelledby="ddr-earnings">
        <h2 id="ddr-earnings" className="mb-3 text-lg font-bold">
          {t('earningsHeading')}
        </h2>
        <SectionState
          loading={dashboard.loading && !dashboard.data}
          error={dashboardError}
          loadingText={t('loadingEarnings')}
          onRetry={dashboard.refetch}
        >
          {dashboard.data && <LevelTiles earnings={dashboard.data.ddr} />}
        </SectionState>
      </section>
      <Panel
        title={
          !board.data
            ? t('leaderboard')
            : language === 'en' && board.data.title
              ? board.data.title
              : t('fallbackTitle')
        }
      >
        <SectionState
          loading={board.loading && !board.data}
          error={boardError}
          loadingText={t('loadingBoard')}
          onRetry={board.refetch}
        >
          {board.data && <DdrLeaderboard board={board.data} />}
        </SectionState>
      </Panel>
    </RewardPage>
  );
}
