/**
 * The reports' reads: each section grouped by Dubai day in SQL, straight from the tables the
 * figures live in (members, rides, ledger, withdrawal events), never from stored totals.
 *
 * Times are stored as UTC ISO strings (`…Z`), so a range of Dubai days is a plain string range
 * on the stored column (the indexes of migration 027 and `rides_completed` serve it), and the
 * day of a row is its UTC time plus 4 hours: Asia/Dubai keeps +04:00 all year (no daylight
 * saving), so the fixed offset is exact on both databases.
 */
import { sql, type RawBuilder } from 'kysely';
import { NOT_REWARDS, WITHDRAWAL_REPORT_ACTIONS } from '../../../../contract/ops-reports';
import type { Db, DbKind } from '../../db/database';

/** [start, end) in UTC ISO strings. */
export interface UtcRange {
  start: string;
  end: string;
}

/** YYYY-MM-DD of the Dubai day of a stored UTC time column. */
export function dubaiDayOf(kind: DbKind, column: string): RawBuilder<string> {
  const ref = sql.ref(column);
  return kind === 'postgres'
    ? sql<string>`to_char((cast(${ref} as timestamptz) at time zone 'UTC') + interval '4 hours', 'YYYY-MM-DD')`
    : sql<string>`date(${ref}, '+4 hours')`;
}

// PostgreSQL answers count and sum as bigint (strings); SQLite as numbers.
const n = (v: string | number | bigint | null) => Number(v ?? 0);

export async function newMembersByDay(db: Db, kind: DbKind, r: UtcRange) {
  const day = dubaiDayOf(kind, 'created_at');
  const rows = await db
    .selectFrom('members')
    .select([day.as('day'), sql<string | number>`count(*)`.as('count')])
    .where('created_at', '>=', r.start)
    .where('created_at', '<', r.end)
    .groupBy(day)
    .execute();
  return rows.map((x) => ({ day: x.day, count: n(x.count) }));
}

/** Rides on the day they were completed (the ride's own time). */
export async function ridesByDay(db: Db, kind: DbKind, r: UtcRange) {
  const day = dubaiDayOf(kind, 'completed_at');
  const rows = await db
    .selectFrom('rides')
    .select([
      day.as('day'),
      sql<string | number>`count(*)`.as('count'),
      sql<string | number>`sum(fare_fils)`.as('fils'),
    ])
    .where('completed_at', '>=', r.start)
    .where('completed_at', '<', r.end)
    .groupBy(day)
    .execute();
  return rows.map((x) => ({ day: x.day, count: n(x.count), fils: n(x.fils) }));
}

/**
 * Credits per programme on the day they were posted (DECISIONS 45: reports follow posting);
 * every programme the ledger holds except money leaving a member, so a new one (adjustment)
 * appears without a change here.
 */
export async function rewardsByDay(db: Db, kind: DbKind, r: UtcRange) {
  const day = dubaiDayOf(kind, 'posted_at');
  const rows = await db
    .selectFrom('ledger')
    .select([day.as('day'), 'programme', sql<string | number>`sum(amount_fils)`.as('fils')])
    .where('posted_at', '>=', r.start)
    .where('posted_at', '<', r.end)
    .where('programme', 'not in', [...NOT_REWARDS])
    .groupBy([day, 'programme'])
    .execute();
  return rows.map((x) => ({ day: x.day, programme: x.programme, fils: n(x.fils) }));
}

/**
 * Withdrawals requested, paid and rejected on the day each happened, from the requests' own
 * history (the ledger cannot tell a rejection from a member's cancel, and an approval's entry
 * carries no amount).
 */
export async function withdrawalsByDay(db: Db, kind: DbKind, r: UtcRange) {
  const day = dubaiDayOf(kind, 'e.at');
  const rows = await db
    .selectFrom('withdrawal_events as e')
    .innerJoin('withdrawals as w', 'w.id', 'e.withdrawal_id')
    .select([
      day.as('day'),
      'e.action',
      sql<string | number>`count(*)`.as('count'),
      sql<string | number>`sum(w.amount_fils)`.as('fils'),
    ])
    .where('e.action', 'in', [...WITHDRAWAL_REPORT_ACTIONS])
    .where('e.at', '>=', r.start)
    .where('e.at', '<', r.end)
    .groupBy([day, 'e.action'])
    .execute();
  return rows.map((x) => ({ day: x.day, action: x.action, count: n(x.count), fils: n(x.fils) }));
}
