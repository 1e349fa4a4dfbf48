/** Visits to referral links (migration 022-sharing, DECISIONS 50). */
export interface ReferralVisitsTable {
  member_id: string;
  /** YYYY-MM-DD, the Dubai calendar day. */
  day: string;
  visits: number;
}

export interface ReferralTables {
  referral_visits: ReferralVisitsTable;
}
