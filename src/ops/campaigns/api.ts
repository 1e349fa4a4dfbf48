/**
 * The campaigns and country-requests desks' calls, through the console's own client (cookie
 * only, a 401 goes to the console's sign-in).
 */
import {
  OPS_CAMPAIGNS_API,
  type OpsCampaign,
  type OpsCampaignClosed,
  type OpsCampaignDraft,
  type OpsCountryRequest,
  type OpsCountryRequestStatus,
  type OpsLeaderboard,
} from '@contract/ops-campaigns';
import { call } from '../api';

export const campaignsApi = {
  list: () => call<{ campaigns: OpsCampaign[] }>('GET', OPS_CAMPAIGNS_API.campaigns),
  create: (draft: OpsCampaignDraft) =>
    call<{ campaign: OpsCampaign }>('POST', OPS_CAMPAIGNS_API.campaigns, draft),
  close: (id: string) => call<OpsCampaignClosed>('POST', OPS_CAMPAIGNS_API.close(id), {}),
  leaderboard: (id: string, page: number) =>
    call<{ leaderboard: OpsLeaderboard }>(
      'GET',
      `${OPS_CAMPAIGNS_API.leaderboard(id)}?page=${String(page)}&limit=50`,
    ),
};

export const countryApi = {
  queue: (status: OpsCountryRequestStatus) =>
    call<{ requests: OpsCountryRequest[] }>(
      'GET',
      `${OPS_CAMPAIGNS_API.countryRequests}?status=${status}`,
    ),
  decide: (id: string, decision: 'approve' | 'reject', note: string) =>
    call<{ status: string }>(
      'POST',
      decision === 'approve'
        ? OPS_CAMPAIGNS_API.countryApprove(id)
        : OPS_CAMPAIGNS_API.countryReject(id),
      note.trim() ? { note: note.trim() } : {},
    ),
};
