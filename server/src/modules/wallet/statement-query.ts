/**
 * One page of a member's ledger, newest posting first, with the balance after each entry.
 *
 * Keyset paging on (member_id, seq): a page starts below the cursor's sequence number, so the
 * 10,000th entry costs what the first does. The balance after an entry is the balance at the
 * top of the range minus the amounts posted after it:
 * - on the first page the top is the stored wallet total, read in the same statement as the
 *   sums of the entries above each line (one snapshot on PostgreSQL);
 * - on later pages it comes from the cursor, and an unfiltered page needs no sum at all;
 * - a filtered page sums the entries it skipped, by bucket, from the index `ledger_member_seq`
 *   (which holds the amount), without reading the table.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';

export interface StatementFilter {
  programme?: string | undefined;
  /** [start, end) UTC ISO bounds of the month. */
  range?: [string, string] | undefined;
}

export interface LedgerPageRow {
  seq: number;
  programme: string;
  level: number | null;
  amountFils: number;
  rideId: string | null;
  sourceKey: string;
  description: string;
  createdAt: string;
  postedAt: string;
  balanceAfterFils: number;
}

type Row = Omit<LedgerPageRow, 'balanceAfterFils'>;

/** The member's available balance from the stored totals (DECISIONS 19): the sum of the ledger. */
const storedBalance = (memberId: string) =>
  sql<number>`(select ddr_fils + crr_fils + bbr_fils + hlr_fils + regional_fils - payout_fils - withdrawn_fils - held_fils + adjustment_fils from member_totals where member_id = ${memberId})`;

async function pageRows(
  db: Db,
  memberId: string,
  filter: StatementFilter,
  limit: number,
  before: number | null,
): Promise<Row[]> {
  let q = db
    .selectFrom('ledger')
    .select([
      'seq',
      'programme',
      'level',
      'amount_fils as amountFils',
      'ride_id as rideId',
      'source_key as sourceKey',
      'description',
      'created_at as createdAt',
      'posted_at as postedAt',
    ])
    .where('member_id', '=', memberId);
  if (before !== null) q = q.where('seq', '<', before);
  if (filter.programme) q = q.where('programme', '=', filter.programme);
  if (filter.range) {
    // A line's month is its posting date's (DECISIONS 45).
    q = q.where('posted_at', '>=', filter.range[0]).where('posted_at', '<', filter.range[1]);
  }
  return q.orderBy('seq', 'desc').limit(limit).execute();
}

/**
 * Sums of the entries above each page row: bucket i holds the entries with
 * seq in (seq_i, seq_{i-1}] (bucket 0: above the first row, up to the range's top), and the
 * row with bucket -1 carries the stored balance when `withTop`.
 */
async function bucketSums(
  db: Db,
  memberId: string,
  rows: Row[],
  before: number | null,
  withTop: boolean,
): Promise<{ top: number; sums: number[] }> {
  const last = rows[rows.length - 1];
  if (!last) return { top: 0, sums: [] };
  const cases = rows.map((r, i) => sql`when seq > ${r.seq} then ${sql.lit(i)}`);
  const bucket: RawBuilder<number> = sql`case ${sql.join(cases, sql` `)} else ${sql.lit(rows.length)} end`;
  const upper = before === null ? sql`` : sql`and seq < ${before}`;
  const top = withTop
    ? sql`select -1 as b, coalesce(${storedBalance(memberId)}, 0) as s union all `
    : sql``;
  const { rows: out } = await sql<{ b: number; s: number }>`
    ${top}select ${bucket} as b, sum(amount_fils) as s from ledger
    where member_id = ${memberId} and seq > ${last.seq} ${upper} group by 1`.execute(db);
  const sums = rows.map(() => 0);
  let topFils = 0;
  for (const r of out) {
    const b = r.b;
    if (b === -1) topFils = r.s;
    else if (b < sums.length) sums[b] = r.s;
  }
  return { top: topFils, sums };
}

export async function ledgerPage(
  db: Db,
  memberId: string,
  filter: StatementFilter,
  limit: number,
  cursor: { beforeSeq: number; balanceFils: number } | null,
): Promise<LedgerPageRow[]> {
  const rows = await pageRows(db, memberId, filter, limit, cursor?.beforeSeq ?? null);
  const filtered = !!filter.programme || !!filter.range;
  let top = cursor?.balanceFils ?? 0;
  let sums: number[];
  if (cursor && !filtered) {
    // Nothing skipped: each row's bucket is the row above it.
    sums = rows.map((_, i) => (i === 0 ? 0 : (rows[i - 1]?.amountFils ?? 0)));
  } else {
    const b = await bucketSums(db, memberId, rows, cursor?.beforeSeq ?? null, !cursor);
    sums = b.sums;
    if (!cursor) top = b.top;
  }
  let above = 0;
  return rows.map((r, i) => {
    above += sums[i] ?? 0;
    return { ...r, balanceAfterFils: top - above };
  });
}
