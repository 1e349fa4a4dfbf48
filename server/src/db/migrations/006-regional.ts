import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('regional_permanent_titles')
    .addColumn('country', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('member_id', 'varchar(24)', (c) => c.notNull().unique().references('members.id'))
    .addColumn('since', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('country_requests')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('member_id', 'varchar(24)', (c) => c.notNull().references('members.id'))
    .addColumn('current_country', 'varchar(60)', (c) => c.notNull())
    .addColumn('requested_country', 'varchar(60)', (c) => c.notNull())
    .addColumn('reason', 'varchar(300)')
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('requested_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(40)')
    .addColumn('note', 'varchar(300)')
    .execute();
  // One pending request per member, enforced by the database so two quick clicks make one.
  await db.schema
    .createIndex('country_requests_one_pending')
    .on('country_requests')
    .column('member_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('country_requests_status')
    .on('country_requests')
    .columns(['status', 'requested_at'])
    .execute();
  await raceIndexes(db);
}

// The regional race order as index expressions, spelled as the queries spell them
// (modules/regional/titles.ts RANK_LEVEL_SQL, modules/regional/service.ts).
const RACE = sql.raw(
  "((case lower(crr_rank) when 'challenger' then 1 when 'warrior' then 2 when 'tycoon' then 3 when 'champion' then 4 when 'boss' then 5 else 0 end)) desc, (pgp_total + tgp_total) desc, coalesce(crr_rank_at, '9999'), id",
);

async function raceIndexes(db: Kysely<unknown>): Promise<void> {
  // Race pages (all countries or one) and the title holders read KYC-approved members in race
  // order from these indexes instead of sorting the members table.
  await sql`create index members_regional_race on members (kyc_status, ${RACE})`.execute(db);
  await sql`create index members_regional_country on members (country, kyc_status, ${RACE})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('members_regional_country').execute();
  await db.schema.dropIndex('members_regional_race').execute();
  for (const t of ['country_requests', 'regional_permanent_titles']) {
    await db.schema.dropTable(t).execute();
  }
}
