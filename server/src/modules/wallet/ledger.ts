/**
 * The append-only wallet ledger. Every credit names its source; the same source key credits
 * once (the primary key), so replaying a ride or closing a campaign twice changes nothing.
 * Each written row also moves the member's stored totals in the same transaction (DECISIONS 19).
 */
import type { Transaction } from 'kysely';
import { preparedRowsQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { LedgerTable } from './tables';
import { addTotals, emptyDelta, type TotalsDelta } from './totals';

export type LedgerProgramme =
  'ddr' | 'crr' | 'bbr' | 'hlr' | 'regional' | 'payout' | 'withdrawal' | 'adjustment';

export interface LedgerEntry {
  memberId: string;
  programme: LedgerProgramme;
  /** Positive for credits, negative for payouts. Fils (1/100 AED). */
  amountFils: number;
  /** Unique per credit, e.g. `ride:<id>:ddr:<level>`, `bbr:<campaignId>:<memberId>`. */
  sourceKey: string;
  description: string;
  level?: number | null;
  rideId?: string | null;
  /** When the credit was earned (a ride's completion time); now when absent. */
  createdAt?: string;
}

// Every ride writes ledger rows: compiled once per number of rows (db/prepared.ts).
const insertLedgerRows = preparedRowsQuery((db, rows: Omit<LedgerTable, 'seq'>[]) =>
  db
    .insertInto('ledger')
    .values(rows)
    .onConflict((oc) => oc.column('source_key').doNothing())
    .returning('source_key'),
);

/** Writes the entry unless its source key exists; returns true when it was written. */
export async function credit(trx: Transaction<Database>, entry: LedgerEntry): Promise<boolean> {
  const written = await creditMany(trx, [entry]);
  return written.length === 1;
}

/**
 * Writes many entries in one statement, skipping source keys that exist, and moves the totals
 * of the written ones. Returns the entries written.
 *
 * The totals move first: on PostgreSQL that upsert takes every named member's totals row lock
 * (in id order), so the ledger insert below draws its posting numbers (`seq`) under the lock
 * of each member it credits. Two transactions for one member therefore number their entries in
 * the order they commit, and no entry can commit behind a statement cursor already handed out
 * (DECISIONS 45). On SQLite the transaction already holds the write lock. Entries whose source
 * key existed have their share taken back (rare: a replay).
 */
export async function creditMany(
  trx: Transaction<Database>,
  requested: readonly LedgerEntry[],
  extra?: Map<string, TotalsDelta>,
): Promise<LedgerEntry[]> {
  const entries = await withoutClosedMembers(trx, requested);
  const deltas = extra ?? new Map<string, TotalsDelta>();
  for (const e of entries) addEntryToDelta(deltaOf(deltas, e.memberId), e);
  await addTotals(trx, deltas);
  if (entries.length === 0) return [];
  // Taken under the locks, so a member's posting times follow its posting numbers.
  const postedAt = new Date().toISOString();
  const inserted = await insertLedgerRows(
    trx,
    entries.map((e) => ({
      source_key: e.sourceKey,
      member_id: e.memberId,
      programme: e.programme,
      level: e.level ?? null,
      amount_fils: e.amountFils,
      ride_id: e.rideId ?? null,
      description: e.description,
      created_at: e.createdAt ?? postedAt,
      posted_at: postedAt,
    })),
  );
  const keys = new Set(inserted.map((r) => r.source_key));
  const written = entries.filter((e) => keys.has(e.sourceKey));
  if (written.length < entries.length) {
    const undo = new Map<string, TotalsDelta>();
    for (const e of entries) {
      if (!keys.has(e.sourceKey))
        addEntryToDelta(deltaOf(undo, e.memberId), { ...e, amountFils: -e.amountFils });
    }
    await addTotals(trx, undo);
  }
  return written;
}

function deltaOf(deltas: Map<string, TotalsDelta>, memberId: string): TotalsDelta {
  let d = deltas.get(memberId);
  if (!d) deltas.set(memberId, (d = emptyDelta()));
  return d;
}

/**
 * A closed member earns nothing more (DECISIONS 48): credits meant for them are not written, so
 * their share stays with the company, like an unheld regional title. Withdrawal rows still post.
 */
async function withoutClosedMembers(
  trx: Transaction<Database>,
  entries: readonly LedgerEntry[],
): Promise<readonly LedgerEntry[]> {
  const ids = [
    ...new Set(entries.filter((e) => e.programme !== 'withdrawal').map((e) => e.memberId)),
  ];
  if (ids.length === 0) return entries;
  const closed = await trx
    .selectFrom('members')
    .select('id')
    .where('id', 'in', ids)
    .where('closed_at', 'is not', null)
    .execute();
  if (closed.length === 0) return entries;
  const gone = new Set(closed.map((m) => m.id));
  return entries.filter((e) => e.programme === 'withdrawal' || !gone.has(e.memberId));
}

function addEntryToDelta(d: TotalsDelta, e: LedgerEntry): void {
  switch (e.programme) {
    case 'ddr': {
      const level = e.level ?? 1;
      if (level === 1) d.ddr_l1_fils += e.amountFils;
      else if (level === 2) d.ddr_l2_fils += e.amountFils;
      else if (level === 3) d.ddr_l3_fils += e.amountFils;
      else d.ddr_l4_fils += e.amountFils;
      d.ddr_fils += e.amountFils;
      break;
    }
    case 'crr':
      d.crr_fils += e.amountFils;
      break;
    case 'bbr':
      d.bbr_fils += e.amountFils;
      break;
    case 'hlr':
      d.hlr_fils += e.amountFils;
      break;
    case 'regional':
      d.regional_fils += e.amountFils;
      break;
    case 'payout':
      d.payout_fils -= e.amountFils;
      break;
    case 'adjustment':
      // Signed as posted: the available balance moves, the lifetime earned total never does.
      d.adjustment_fils += e.amountFils;
      break;
    case 'withdrawal':
      // Holds and their release or payment move held/withdrawn through the caller's `extra`
      // deltas (modules/withdrawals), which know the withdrawal's amount.
      break;
  }
}
