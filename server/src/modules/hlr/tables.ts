/** The loyalty reward (HLR): one row per member who has been paid. Amounts in fils. */
export interface HlrAwardsTable {
  member_id: string;
  reason: 'retirement' | 'deceased';
  amount_fils: number;
  /** The heir named by the operator when the reason is 'deceased'. */
  heir_name: string | null;
  awarded_at: string;
}

export interface HlrTables {
  hlr_awards: HlrAwardsTable;
}
