import { sql, type Kysely } from 'kysely';
import { isPostgres } from './on-postgres';

/**
 * Posting order a member can read (DECISIONS 44, 45).
 *
 * - `ledger.posted_at`: the moment an entry was posted, the statement line's date. Existing
 *   rows take what they have: a ride's credit the time the ride was recorded, everything else
 *   its own time. The existing posting numbers are then renumbered in that order, so dates and
 *   order agree on old rows too; new numbers stay above them (the PostgreSQL sequence and
 *   SQLite's rowid are both past the row count). A statement cursor is short-lived; one
 *   handed out before the migration pages the renumbered list.
 * - Monthly points are bucketed by Dubai month: `rides.month` is rewritten in Asia/Dubai
 *   (UTC+4, no daylight saving) and `monthly_points` rebuilt from the rides.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = await isPostgres(db);
  await db.schema.alterTable('ledger').addColumn('posted_at', 'varchar(40)').execute();
  await sql`update ledger set posted_at = coalesce(
      (select r.recorded_at from rides r where r.id = ledger.ride_id), created_at)`.execute(db);
  if (postgres) {
    await sql`alter table ledger alter column posted_at set not null`.execute(db);
    await sql`update ledger set seq = x.n from (
        select source_key, row_number() over (order by posted_at, seq) as n from ledger) x
      where ledger.source_key = x.source_key and ledger.seq <> x.n`.execute(db);
    await sql`update rides set month = to_char(
        (completed_at::timestamptz at time zone 'Asia/Dubai'), 'YYYY-MM')`.execute(db);
  } else {
    await sql`update ledger set seq = (
        select n from (select source_key as k, row_number() over (order by posted_at, seq) as n
          from ledger) x where x.k = ledger.source_key)`.execute(db);
    await sql`update rides set month = strftime('%Y-%m', completed_at, '+4 hours')`.execute(db);
  }
  // The month filter reads the posting date.
  await db.schema
    .createIndex('ledger_member_posted')
    .on('ledger')
    .columns(['member_id', 'posted_at'])
    .execute();
  await sql`delete from monthly_points`.execute(db);
  await sql`insert into monthly_points (member_id, month, pgp, tgp)
    select member_id, month, sum(pgp), sum(tgp) from (
      select rider_id as member_id, month, pgp_points as pgp, 0 as tgp from rides
      union all select driver_id, month, pgp_points, 0 from rides
      union all select rp.ancestor_id, r.month, 0, r.tgp_points from rides r
        join referral_paths rp on rp.descendant_id = r.rider_id and rp.depth <= 4
    ) x group by member_id, month`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_member_posted').execute();
  await db.schema.alterTable('ledger').dropColumn('posted_at').execute();
}
