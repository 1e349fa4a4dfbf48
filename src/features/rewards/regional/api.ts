/** The regional calls of spec section 7. Reads return null when the server answers non-ok (logged). */
import { API } from '@contract/api-paths';
import type {
  CountryUpdateRequest,
  GlobalAmbassadorsResponse,
  RegionalLeaderboardResponse,
  RegionalProgressResponse,
} from '@contract/rewards';
import { apiClient } from '@/lib/api-client';
import { nullWhenNotOk, requireSuccess } from '@/features/rewards/shared/non-ok';
import {
  adaptAmbassadors,
  adaptRegionalLeaderboard,
  adaptRegionalProgress,
  type AmbassadorView,
  type RegionalProgressView,
  type RegionalRowView,
} from './adapt';

/** Spec section 9: leaderboard page size 20, page 1. */
export const REGIONAL_PAGE = { page: 1, limit: 20 } as const;

export async function fetchRegionalProgress(userId: string): Promise<RegionalProgressView | null> {
  const res = await nullWhenNotOk(
    apiClient.get<RegionalProgressResponse>(API.regionalProgress(userId)),
    'Regional progress',
  );
  return res && adaptRegionalProgress(requireSuccess(res.data, 'Regional progress').data);
}

export async function fetchRegionalLeaderboard(): Promise<RegionalRowView[] | null> {
  const res = await nullWhenNotOk(
    apiClient.get<RegionalLeaderboardResponse>(API.regionalLeaderboard, { params: REGIONAL_PAGE }),
    'Regional leaderboard',
  );
  return res && adaptRegionalLeaderboard(requireSuccess(res.data, 'Regional leaderboard').data);
}

export async function fetchGlobalAmbassadors(): Promise<AmbassadorView[] | null> {
  const res = await nullWhenNotOk(
    apiClient.get<GlobalAmbassadorsResponse>(API.globalAmbassadors, { params: REGIONAL_PAGE }),
    'Global ambassadors',
  );
  return res && adaptAmbassadors(requireSuccess(res.data, 'Global ambassadors').data);
}

/** Only the ok status is read (spec section 7); any failure rejects. */
export async function requestCountryUpdate(userId: string, newCountry: string): Promise<void> {
  const body: CountryUpdateRequest = { userId, newCountry };
  await apiClient.post(API.countryUpdateRequest, body);
}
