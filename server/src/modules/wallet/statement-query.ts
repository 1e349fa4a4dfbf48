/**
 * One page of a member's ledger, newest posting first, with the balance after each entry.
 *
 * Keyset paging on (member_id, seq): a page starts below the cursor's sequence number, so the
 * 10,000th entry costs what the first does. The balance after an entry is the balance at the
 * top of the range (the stored wallet total on the first page, the cursor's on later ones) minus
 * the amounts posted after it, summed by a window over the index `ledger_member_seq`, which
 * holds the amount: a filtered page sums the entries it skips without reading the table.
 */
import { sql } from 'kysely';
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
  balanceAfterFils: number;
}

const NO_CURSOR = Number.MAX_SAFE_INTEGER;

/** The member's available balance from the stored totals (DECISIONS 19): the sum of the ledger. */
const storedBalance = (memberId: string) =>
  sql<number>`(select ddr_fils + crr_fils + bbr_fils + hlr_fils + regional_fils - payout_fils - withdrawn_fils - held_fils from member_totals where member_id = ${memberId})`;

export async function ledgerPage(
  db: Db,
  memberId: string,
  filter: StatementFilter,
  limit: number,
  cursor: { beforeSeq: number; balanceFils: number } | null,
): Promise<LedgerPageRow[]> {
  const before = cursor?.beforeSeq ?? NO_CURSOR;
  const conditions = [sql`1 = 1`];
  if (filter.programme) conditions.push(sql`programme = ${filter.programme}`);
  if (filter.range) {
    conditions.push(sql`created_at >= ${filter.range[0]} and created_at < ${filter.range[1]}`);
  }
  // The top balance is read in the same statement as the rows: one snapshot on PostgreSQL.
  const top = cursor
    ? sql`cast(${cursor.balanceFils} as bigint)`
    : sql`coalesce(${storedBalance(memberId)}, 0)`;
  const { rows } = await sql<{
    seq: number;
    programme: string;
    level: number | null;
    amount_fils: number;
    ride_id: string | null;
    source_key: string;
    description: string;
    created_at: string;
    newer_fils: number | null;
    top_fils: number;
  }>`
    select x.*, ${top} as top_fils from (
      select seq, programme, level, amount_fils, ride_id, source_key, description, created_at,
        sum(amount_fils) over (order by seq desc rows between unbounded preceding and 1 preceding) as newer_fils
      from ledger where member_id = ${memberId} and seq < ${before}
    ) x
    where ${sql.join(conditions, sql` and `)}
    order by x.seq desc
    limit ${limit}`.execute(db);
  return rows.map((r) => ({
    seq: r.seq,
    programme: r.programme,
    level: r.level,
    amountFils: r.amount_fils,
    rideId: r.ride_id,
    sourceKey: r.source_key,
    description: r.description,
    createdAt: r.created_at,
    balanceAfterFils: r.top_fils - (r.newer_fils ?? 0),
  }));
}
