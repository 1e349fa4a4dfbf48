/**
 * Booster campaigns (BBR). Amounts in fils (1/100 AED); timestamps ISO strings (UTC); flags 0/1
 * so one schema serves SQLite and PostgreSQL.
 */
export type CampaignType = 'solo' | 'team' | 'solo_or_team';

export interface BbrCampaignsTable {
  id: string;
  name: string;
  /** Rides needed to qualify. */
  requirement: number;
  duration_days: number;
  type: CampaignType;
  /** 1: team rides count only for riders who joined after the campaign began. */
  newbie_only: number;
  reward_fils: number;
  /** JSON array of perk names. */
  perks: string;
  starts_at: string;
  ends_at: string;
  /** 'active' until closed; at most one campaign is active (a partial unique index). */
  status: 'active' | 'closed';
  created_at: string;
  closed_at: string | null;
}

/** One row per member who has counted rides in a campaign. */
export interface BbrProgressTable {
  campaign_id: string;
  member_id: string;
  solo_rides: number;
  team_rides: number;
  /** What counts toward the requirement for the campaign's type (kept for the leaderboard index). */
  total_rides: number;
  /** Time of the last counted ride: on equal totals the member who got there first ranks higher. */
  updated_at: string;
}

/** Written when a campaign closes, once per qualified member (the past wins). */
export interface BbrWinsTable {
  campaign_id: string;
  member_id: string;
  campaign_name: string;
  reward_fils: number;
  rides: number;
  won_at: string;
}

export interface BbrTables {
  bbr_campaigns: BbrCampaignsTable;
  bbr_progress: BbrProgressTable;
  bbr_wins: BbrWinsTable;
}
