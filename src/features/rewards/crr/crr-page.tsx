import { useApiQuery } from '@/lib/use-api-query';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { Panel, SectionState } from '../shared/panel';
import { RewardPage } from '../shared/reward-page';
import { useCurrentUserId } from '../shared/use-current-user-id';
import { useLoadToast } from '@/lib/use-load-toast';
import { useLanguage, useT } from '@/i18n/language-context';
import { rewardsMessages } from '../shared/messages';
import { useRankText } from '../shared/rank-text';
import { crrApi } from './api';
import { CrrLeaderboard } from './crr-leaderboard';
import { CrrSummary } from './crr-summary';
import { crrMessages } from './messages';
import { RankLadder } from './rank-ladder';
import { RankProgress } from './rank-progress';
import { readRankTracking } from './rank-tracking-adapter';

// The ladder of spec section 3 with the section 9 defaults, shown when tracking fails.
const DEFAULTS = readRankTracking(undefined);

/** Championship Rank Rewards /crr: rank ladder with progress, then the leaderboard. */
export default function CrrPage() {
  const t = useT(crrMessages);
  const shared = useT(rewardsMessages);
  const rankText = useRankText();
  const language = useLanguage();
  const userId = useCurrentUserId();
  const tracking = useApiQuery(
    userId && `crr-tracking:${userId}`,
    () => crrApi.rankTracking(userId ?? ''),
    t('trackingFailed'),
  );
  const board = useApiQuery(
    userId && `crr-leaderboard:${userId}`,
    crrApi.leaderboard,
    t('boardFailed'),
  );
  const trackingError = tracking.error?.message ?? null;
  const boardError = board.error?.message ?? null;
  useLoadToast(
    'crr-tracking',
    { loading: tracking.loading, error: trackingError },
    t('loadingTracking'),
  );
  useLoadToast('crr-leaderboard', { loading: board.loading, error: boardError }, t('loadingBoard'));
  const progress = tracking.data ?? DEFAULTS;
  const trackingLoading = tracking.loading && !tracking.data;

  return (
    <RewardPage title={t('title')} subtitle={t('subtitle')} userId={userId}>
      {trackingLoading ? (
        <StatusMessage kind="loading">{t('loadingTracking')}</StatusMessage>
      ) : (
        <>
          {trackingError && (
            <StatusMessage
              kind="error"
              action={
                <Button variant="secondary" size="sm" onClick={tracking.refetch}>
                  {shared('tryAgain')}
                </Button>
              }
            >
              {trackingError}
            </StatusMessage>
          )}
          <CrrSummary progress={progress} />
          <Panel
            title={
              progress.next
                ? t('progressTo', { rank: rankText(progress.next.rank) })
                : t('yourProgress')
            }
          >
            <RankProgress progress={progress} />
          </Panel>
          <Panel title={t('rankLadder')}>
            <RankLadder ladder={progress.ladder} next={progress.next} />
          </Panel>
        </>
      )}
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
          {board.data && <CrrLeaderboard board={board.data} />}
        </SectionState>
      </Panel>
    </RewardPage>
  );
}
