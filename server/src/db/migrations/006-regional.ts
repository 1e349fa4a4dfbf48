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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['country_requests', 'regional_permanent_titles']) {
    await db.schema.dropTable(t).execute();
  }
}
