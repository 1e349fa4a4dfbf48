import { StatusMessage } from '@/components/ui/status-message';
import { useApiQuery } from '@/lib/use-api-query';
import { useT } from '@/i18n/language-context';
import { useCurrentUserId } from '../shared/use-current-user-id';
import { fetchBbrLeaderboard, fetchCurrentCampaign, fetchPastWins } from './api';
import { CampaignCard } from './campaign-card';
import { RewardPage } from '@/features/rewards/shared/reward-page';
import { TipsCard } from '@/features/rewards/shared/tips-card';
import { BbrLeaderboard } from './leaderboard-table';
import { MotivationZone } from './motivation-zone';
import { PastWins } from './past-wins-table';
import { ProgressTracker } from './progress-tracker';
import { RewardPreview } from './reward-preview';
import { bbrMessages } from './messages';
import { BBR_TIPS } from './tips';

/** BBR /bbr (spec section 2): campaign, progress, motivation, reward, leaderboard, past wins. */
export default function BbrPage() {
  const t = useT(bbrMessages);
  const userId = useCurrentUserId();
  // Each call waits for the member's id (spec section 4).
  const campaign = useApiQuery(
    userId && `bbr-campaign:${userId}`,
    () => (userId ? fetchCurrentCampaign(userId) : Promise.resolve(null)),
    t('campaignFailed'),
  );
  const leaderboard = useApiQuery(
    userId && 'bbr-leaderboard',
    fetchBbrLeaderboard,
    t('boardFailed'),
  );
  const pastWins = useApiQuery(
    userId && `bbr-past-wins:${userId}`,
    () => (userId ? fetchPastWins(userId) : Promise.resolve(null)),
    t('pastWinsFailed'),
  );
  const view = campaign.data ?? { campaign: null, progress: null };

  return (
    <RewardPage title={t('title')} subtitle={t('subtitle')} userId={userId}>
      {campaign.loading ? (
        <StatusMessage kind="loading">{t('loadingCampaign')}</StatusMessage>
      ) : campaign.error ? (
        <StatusMessage kind="error">{campaign.error.message}</StatusMessage>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
            <div className="lg:col-span-2">
              <CampaignCard campaign={view.campaign} />
            </div>
            <div className="lg:col-span-3">
              <ProgressTracker view={view} />
            </div>
          </div>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <RewardPreview view={view} />
            <MotivationZone view={view} />
          </div>
        </>
      )}
      <BbrLeaderboard query={leaderboard} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <PastWins query={pastWins} />
        </div>
        <div className="lg:col-span-2">
          <TipsCard tips={BBR_TIPS.map((id) => t(id))} />
        </div>
      </div>
    </RewardPage>
  );
}
