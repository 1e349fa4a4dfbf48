/** The calls of the team page's share section (issue 31). */
import type { ReferralLinkResponse } from '@contract/tree';
import { API } from '@contract/api-paths';
import { REFERRAL_API, type ReferralStats, type ReferralStatsResponse } from '@contract/referrals';
import { apiClient } from '@/lib/api-client';

export const shareApi = {
  referralLink: () =>
    apiClient.get<ReferralLinkResponse>(API.referralLink).then((r) => r.data.referralLink),
  stats: (): Promise<ReferralStats> =>
    apiClient.get<ReferralStatsResponse>(REFERRAL_API.stats).then((r) => r.data.stats),
};
