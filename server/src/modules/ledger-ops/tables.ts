/** The ledger desk's proposals (migration 024-ledger-proposals, DECISIONS 49). */
export interface LedgerProposalsTable {
  id: string;
  /** adjustment | payout | ride */
  kind: string;
  /** pending | posted | rejected */
  status: string;
  /** The adjusted or paid member, or a ride's rider. */
  member_id: string;
  driver_id: string | null;
  /** Fils, positive (a ride's fare). */
  amount_fils: number;
  /** credit | debit, for an adjustment. */
  direction: string | null;
  reason: string;
  /** An adjustment's or payout's reference. */
  reference: string | null;
  ride_id: string | null;
  completed_at: string | null;
  proposed_by: string;
  proposed_at: string;
  decided_by: string | null;
  decided_at: string | null;
  note: string | null;
}

export interface LedgerOpsTables {
  ledger_proposals: LedgerProposalsTable;
}
