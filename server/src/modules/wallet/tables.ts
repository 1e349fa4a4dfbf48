import type { Generated } from 'kysely';

/**
 * Tables owned by the wallet module (migration 003-wallet). Money in fils, points in
 * hundredths, both integers.
 */

/** One completed ride; the id is the idempotency key (a ride is recorded once). */
export interface RidesTable {
  id: string;
  rider_id: string;
  driver_id: string;
  fare_fils: number;
  /** 15% of the fare. */
  rewards_fils: number;
  /** What each pool received from this ride (pool accounting; the regional pool is shared). */
  ddr_pool_fils: number;
  /** Of the DDR pool, what was credited (fewer than 4 uplines leave the rest unpaid). */
  ddr_paid_fils: number;
  crr_pool_fils: number;
  bbr_pool_fils: number;
  hlr_pool_fils: number;
  regional_pool_fils: number;
  company_fils: number;
  /** PGP for rider and driver each, TGP for each upline level, hundredths. */
  pgp_points: number;
  tgp_points: number;
  completed_at: string;
  /** YYYY-MM (Asia/Dubai, migration 017) of completed_at: the monthly points bucket. */
  month: string;
  recorded_at: string;
}

/** Append-only: a row is never updated or deleted. The source key makes each credit unique. */
export interface LedgerTable {
  source_key: string;
  member_id: string;
  /** ddr | crr | bbr | hlr | regional | payout */
  programme: string;
  level: number | null;
  /** Positive credit, negative payout. */
  amount_fils: number;
  ride_id: string | null;
  description: string;
  /** When the credit was earned (a ride's completion time, a withdrawal's change). */
  created_at: string;
  /** When the entry was posted (migration 017, DECISIONS 45): the statement line's date. */
  posted_at: string;
  /** Posting sequence (migration 012): assigned by the database on insert. */
  seq: Generated<number>;
}

/**
 * Per-member totals kept beside the ledger, written in the same transaction as each ledger row
 * (DECISIONS 19); `npm run admin -- recompute` rebuilds and checks them.
 */
export interface MemberTotalsTable {
  member_id: string;
  ddr_l1_fils: number;
  ddr_l2_fils: number;
  ddr_l3_fils: number;
  ddr_l4_fils: number;
  ddr_fils: number;
  crr_fils: number;
  bbr_fils: number;
  hlr_fils: number;
  regional_fils: number;
  /** Paid out, as a positive number. */
  payout_fils: number;
  /** Pending withdrawals' holds, positive (DECISIONS 39). */
  held_fils: number;
  /** Approved withdrawals, positive. */
  withdrawn_fils: number;
  /** Operators' adjustments, signed (credits +, debits -): the available balance only (migration 024). */
  adjustment_fils: number;
  /** TGP of the member and of the whole downline (hundredths): a leg's strength. */
  team_tgp: number;
}

export interface WalletTables {
  rides: RidesTable;
  ledger: LedgerTable;
  member_totals: MemberTotalsTable;
}
