/**
 * The append-only wallet ledger (filled in by the rewards-engine issue, part 1).
 * Every credit names its source; the same source key credits once (a unique key), so replaying
 * a ride or closing a campaign twice changes nothing.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export type LedgerProgramme = 'ddr' | 'crr' | 'bbr' | 'hlr' | 'regional' | 'payout';

export interface LedgerEntry {
  memberId: string;
  programme: LedgerProgramme;
  /** Positive for credits, negative for payouts. Fils (1/100 AED). */
  amountFils: number;
  /** Unique per credit, e.g. `ride:<id>:ddr:<memberId>`, `bbr:<campaignId>:<memberId>`. */
  sourceKey: string;
  description: string;
  level?: number | null;
  rideId?: string | null;
}

/** Writes the entry unless its source key exists; returns true when it was written. */
export function credit(_trx: Transaction<Database>, _entry: LedgerEntry): Promise<boolean> {
  return Promise.reject(new Error('ledger not implemented yet'));
}
