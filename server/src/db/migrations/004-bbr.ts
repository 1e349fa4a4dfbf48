import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bbr_campaigns')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('requirement', 'integer', (c) => c.notNull())
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('newbie_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reward_fils', 'bigint', (c) => c.notNull())
    .addColumn('perks', 'varchar(1000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('starts_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('closed_at', 'varchar(40)')
    .execute();
  // At most one campaign runs at a time, even with two operators racing.
  await db.schema
    .createIndex('bbr_campaigns_one_active')
    .on('bbr_campaigns')
    .column('status')
    .unique()
    .where(sql.ref('status'), '=', 'active')
    .execute();

  await db.schema
    .createTable('bbr_progress')
    .addColumn('campaign_id', 'varchar(24)', (c) => c.notNull().references('bbr_campaigns.id'))
    .addColumn('member_id', 'varchar(24)', (c) => c.notNull().references('members.id'))
    .addColumn('solo_rides', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('team_rides', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_rides', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('bbr_progress_pk', ['campaign_id', 'member_id'])
    .execute();
  // The leaderboard page (most rides first, then who got there first) and a member's position
  // are range scans of this index, in its order.
  await sql`create index bbr_progress_board on bbr_progress (campaign_id, total_rides desc, updated_at, member_id)`.execute(
    db,
  );

  await db.schema
    .createTable('bbr_wins')
    .addColumn('campaign_id', 'varchar(24)', (c) => c.notNull().references('bbr_campaigns.id'))
    .addColumn('member_id', 'varchar(24)', (c) => c.notNull().references('members.id'))
    .addColumn('campaign_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('reward_fils', 'bigint', (c) => c.notNull())
    .addColumn('rides', 'integer', (c) => c.notNull())
    .addColumn('won_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('bbr_wins_pk', ['campaign_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('bbr_wins_member')
    .on('bbr_wins')
    .columns(['member_id', 'won_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['bbr_wins', 'bbr_progress', 'bbr_campaigns']) {
    await db.schema.dropTable(t).execute();
  }
}
