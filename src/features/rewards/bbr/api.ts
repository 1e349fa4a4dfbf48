/** The BBR calls of spec section 7. Each returns null when the server answers non-ok (logged). */
import { API } from '@contract/api-paths';
import type {
  BbrCurrentCampaignResponse,
  BbrLeaderboardResponse,
  BbrPastWinsResponse,
} from '@contract/rewards';
import { apiClient } from '@/lib/api-client';
import {
  adaptCurrentCampaign,
  adaptLeaderboard,
  adaptPastWins,
  type CurrentCampaignView,
  type LeaderRowView,
  type PastWinView,
} from './adapt';
import { nullWhenNotOk, requireSuccess } from '@/features/rewards/shared/non-ok';

export async function fetchCurrentCampaign(userId: string): Promise<CurrentCampaignView | null> {
  const res = await nullWhenNotOk(
    apiClient.get<BbrCurrentCampaignResponse>(API.bbrCurrentCampaign(userId)),
    'BBR current campaign',
  );
  return res && adaptCurrentCampaign(requireSuccess(res.data, 'BBR current campaign').data);
}

export async function fetchBbrLeaderboard(): Promise<LeaderRowView[] | null> {
  const res = await nullWhenNotOk(
    apiClient.get<BbrLeaderboardResponse>(API.bbrLeaderboard),
    'BBR leaderboard',
  );
  return res && adaptLeaderboard(requireSuccess(res.data, 'BBR leaderboard').data);
}

export async function fetchPastWins(userId: string): Promise<PastWinView[] | null> {
  const res = await nullWhenNotOk(
    apiClient.get<BbrPastWinsResponse>(API.bbrPastWins(userId)),
    'BBR past wins',
  );
  return res && adaptPastWins(requireSuccess(res.data, 'BBR past wins').data);
}
