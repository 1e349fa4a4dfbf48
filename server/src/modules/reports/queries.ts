/**
 * The reports' reads, straight from the tables the figures live in (members, rides, ledger,
 * withdrawal events), never from stored totals.
 *
 * Times are stored as UTC ISO strings (`…Z`), and Asia/Dubai keeps +04:00 all year (no
 * daylight saving), so each Dubai day is the fixed UTC range [D−1 20:00Z, D 20:00Z). The
 * days' bounds are computed once in TypeScript and sent as a VALUES list; each figure of each
 * day is then a range read on an index that holds it (migration 027), summed by the database.
 * No row is sorted or grouped, so a year over millions of ledger rows costs one pass over its
 * index entries, the same SQL on SQLite and PostgreSQL.
 */
import { sql, type RawBuilder } from 'kysely';
import { NOT_REWARDS, WITHDRAWAL_REPORT_ACTIONS } from '../../../../contract/ops-reports';
import type { Db } from '../../db/database';

/** A Dubai day and its bounds, UTC ISO strings. */
export interface DayBounds {
  day: string;
  start: string;
  end: string;
}

// PostgreSQL answers count and sum as bigint (strings); SQLite as numbers; sum of nothing is null.
const n = (v: string | number | bigint | null) => Number(v ?? 0);
type Figure = string | number | null;

const daysCte = (days: readonly DayBounds[]): RawBuilder<unknown> =>
  sql`days (day, s, e) as (values ${sql.join(
    days.map((d) => sql`(${d.day}, ${d.start}, ${d.end})`),
  )})`;

export async function newMembersByDay(db: Db, days: readonly DayBounds[]) {
  const r = await sql<{ day: string; count: Figure }>`with ${daysCte(days)}
    select day, (select count(*) from members m
      where m.created_at >= days.s and m.created_at < days.e) as count
    from days`.execute(db);
  return r.rows.map((x) => ({ day: x.day, count: n(x.count) }));
}

/** Rides on the day they were completed (the ride's own time). */
export async function ridesByDay(db: Db, days: readonly DayBounds[]) {
  const r = await sql<{ day: string; count: Figure; fils: Figure }>`with ${daysCte(days)}
    select day,
      (select count(*) from rides r
        where r.completed_at >= days.s and r.completed_at < days.e) as count,
      (select sum(r.fare_fils) from rides r
        where r.completed_at >= days.s and r.completed_at < days.e) as fils
    from days`.execute(db);
  return r.rows.map((x) => ({ day: x.day, count: n(x.count), fils: n(x.fils) }));
}

/**
 * The ledger's programmes: a skip over the `(programme, posted_at, …)` index, one seek per
 * programme. Every programme except money leaving a member is a reward column, so a new one
 * (adjustment) appears without a change here.
 */
export async function rewardProgrammes(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (;;) {
    const last = found.at(-1);
    const next = await db
      .selectFrom('ledger')
      .select((eb) => eb.fn.min('programme').as('p'))
      .$if(last !== undefined, (q) => q.where('programme', '>', last ?? ''))
      .executeTakeFirst();
    if (!next?.p) break;
    found.push(next.p);
  }
  const money: readonly string[] = NOT_REWARDS;
  return found.filter((p) => !money.includes(p));
}

/** Credits per programme on the day they were posted (DECISIONS 45: reports follow posting). */
export async function rewardsByDay(db: Db, days: readonly DayBounds[], programmes: string[]) {
  if (programmes.length === 0) return [];
  const r = await sql<{ day: string; programme: string; fils: Figure }>`with ${daysCte(days)},
    programmes (programme) as (values ${sql.join(programmes.map((p) => sql`(${p})`))})
    select days.day, programmes.programme,
      (select sum(l.amount_fils) from ledger l where l.programme = programmes.programme
        and l.posted_at >= days.s and l.posted_at < days.e) as fils
    from days cross join programmes`.execute(db);
  return r.rows.map((x) => ({ day: x.day, programme: x.programme, fils: n(x.fils) }));
}

/**
 * Withdrawals requested, paid and rejected on the day each happened, from the requests' own
 * history (the ledger cannot tell a rejection from a member's cancel, and an approval's entry
 * carries no amount).
 */
export async function withdrawalsByDay(db: Db, days: readonly DayBounds[]) {
  const r = await sql<{ day: string; action: string; count: Figure; fils: Figure }>`with ${daysCte(
    days,
  )}, actions (action) as (values ${sql.join(WITHDRAWAL_REPORT_ACTIONS.map((a) => sql`(${a})`))})
    select days.day, actions.action,
      (select count(*) from withdrawal_events e where e.action = actions.action
        and e.at >= days.s and e.at < days.e) as count,
      (select sum(w.amount_fils) from withdrawal_events e
        join withdrawals w on w.id = e.withdrawal_id
        where e.action = actions.action and e.at >= days.s and e.at < days.e) as fils
    from days cross join actions`.execute(db);
  return r.rows.map((x) => ({ day: x.day, action: x.action, count: n(x.count), fils: n(x.fils) }));
}
