/**
 * The campaigns desk (BBR booster campaigns) and the country-requests desk under `/api/ops`
 * (DECISIONS 49; docs/rewards-programmes.md): paths, the rules a new campaign meets (the same
 * for the console and `npm run admin -- campaign create`), and the answers' shapes. Plain data,
 * no zod.
 */

export const CAMPAIGN_TYPES = ['solo', 'team', 'solo_or_team'] as const;
export type OpsCampaignType = (typeof CAMPAIGN_TYPES)[number];

/** What a new campaign may be (checked by the BBR module's service for both doors). */
export const CAMPAIGN_LIMITS = {
  nameMax: 80,
  /** Rides and days: whole numbers from 1 to 999,999 (the CLI's six digits). */
  countMax: 999_999,
  /** AED 0.01 to AED 999,999,999.99 (the CLI's nine whole digits). */
  rewardMaxFils: 99_999_999_999,
  perksMax: 10,
  perkMax: 80,
} as const;

export const OPS_CAMPAIGNS_API = {
  campaigns: '/ops/campaigns',
  close: (id: string) => `/ops/campaigns/${encodeURIComponent(id)}/close`,
  leaderboard: (id: string) => `/ops/campaigns/${encodeURIComponent(id)}/leaderboard`,
  countryRequests: '/ops/country-requests',
  countryApprove: (id: string) => `/ops/country-requests/${encodeURIComponent(id)}/approve`,
  countryReject: (id: string) => `/ops/country-requests/${encodeURIComponent(id)}/reject`,
} as const;

/** The body of `POST /ops/campaigns`: the fields of `campaign create`, defaults where absent. */
export interface OpsCampaignDraft {
  name?: string;
  /** Rides needed (`--rides`). */
  requirement?: number;
  /** `--days` */
  durationDays?: number;
  type?: OpsCampaignType;
  /** `--newbie-only` (true) or `--all-rides` (false). */
  newbieOnly?: boolean;
  /** AED, at most two decimals (`--reward`). */
  reward?: number;
  perks?: string[];
  /** ISO time with its offset (`--start`); now when absent. */
  startsAt?: string;
}

export interface OpsCampaign {
  id: string;
  name: string;
  requirement: number;
  durationDays: number;
  type: OpsCampaignType;
  newbieOnly: boolean;
  /** AED */
  reward: number;
  perks: string[];
  startsAt: string;
  endsAt: string;
  status: 'active' | 'closed';
  createdAt: string;
  closedAt: string | null;
  /** Members with at least one counted ride. */
  participants: number;
  /** Members at or above the requirement. */
  qualified: number;
}

export interface OpsCampaignClosed {
  campaign: OpsCampaign;
  alreadyClosed: boolean;
  /** Members credited by this close. */
  paid: number;
  qualified: number;
}

/** One row of a campaign's live leaderboard, in the member leaderboard's order. */
export interface OpsLeaderboardRow {
  rank: number;
  memberId: string;
  username: string;
  name: string;
  role: string;
  rides: number;
  soloRides: number;
  teamRides: number;
  status: 'Achieved' | 'Locked';
}

export interface OpsLeaderboard {
  campaign: OpsCampaign;
  rows: OpsLeaderboardRow[];
  pagination: { page: number; limit: number; total: number; hasMore: boolean };
}

export const COUNTRY_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OpsCountryRequestStatus = (typeof COUNTRY_REQUEST_STATUSES)[number];

/** A decision's note: optional, at most this long (`--note`). */
export const COUNTRY_NOTE_MAX = 300;

export interface OpsCountryRequest {
  id: string;
  memberId: string;
  username: string;
  name: string;
  currentCountry: string;
  requestedCountry: string;
  reason: string | null;
  status: OpsCountryRequestStatus;
  requestedAt: string;
  decidedAt: string | null;
  note: string | null;
}
