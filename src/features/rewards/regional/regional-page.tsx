import { lazy, Suspense } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { useApiQuery } from '@/lib/use-api-query';
import { useT } from '@/i18n/language-context';
import { rewardsMessages } from '@/features/rewards/shared/messages';
import { RewardPage } from '@/features/rewards/shared/reward-page';
import { TipsCard } from '@/features/rewards/shared/tips-card';
import { useCurrentUserId } from '../shared/use-current-user-id';
import { adaptRegionalProgress } from './adapt';
import { fetchGlobalAmbassadors, fetchRegionalLeaderboard, fetchRegionalProgress } from './api';
import { EarningsCard } from './earnings-card';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { regionalMessages } from './messages';
import { YourProgress } from './your-progress';

// The race table and the ambassador cards sit below the fold: their code loads beside the data
// calls (which start with the page) instead of with the page (member route budget, issue 9).
const Rankings = lazy(() => import('./rankings'));

/** Until that code is here, each section says it is loading, as it does while its data loads. */
function RankingsLoading() {
  const t = useT(regionalMessages);
  return (
    <>
      <SectionCard title={t('raceLeaderboard')}>
        <StatusMessage kind="loading">{t('loadingBoard')}</StatusMessage>
      </SectionCard>
      <SectionCard title={t('ambassadors')}>
        <StatusMessage kind="loading">{t('loadingAmbassadors')}</StatusMessage>
      </SectionCard>
    </>
  );
}

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
      <Suspense fallback={<RankingsLoading />}>
        <Rankings leaderboard={leaderboard} ambassadors={ambassadors} />
      </Suspense>
      <TipsCard title={shared('tip')} tips={[t('tipText')]} />
    </RewardPage>
  );
}
