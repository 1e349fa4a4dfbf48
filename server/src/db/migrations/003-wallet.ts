import type { Kysely } from 'kysely';

const MONEY_COLUMNS = [
  'ddr_l1_fils',
  'ddr_l2_fils',
  'ddr_l3_fils',
  'ddr_l4_fils',
  'ddr_fils',
  'crr_fils',
  'bbr_fils',
  'hlr_fils',
  'regional_fils',
  'payout_fils',
  'team_tgp',
] as const;

/** Rides, the append-only ledger and per-member totals (wallet module). */
export async function up(db: Kysely<unknown>): Promise<void> {
  let rides = db.schema
    .createTable('rides')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('rider_id', 'varchar(24)', (c) => c.notNull().references('members.id'))
    .addColumn('driver_id', 'varchar(24)', (c) => c.notNull().references('members.id'));
  for (const col of [
    'fare_fils',
    'rewards_fils',
    'ddr_pool_fils',
    'ddr_paid_fils',
    'crr_pool_fils',
    'bbr_pool_fils',
    'hlr_pool_fils',
    'regional_pool_fils',
    'company_fils',
    'pgp_points',
    'tgp_points',
  ]) {
    rides = rides.addColumn(col, 'bigint', (c) => c.notNull());
  }
  await rides
    .addColumn('completed_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('recorded_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rides_rider')
    .on('rides')
    .columns(['rider_id', 'completed_at'])
    .execute();
  await db.schema
    .createIndex('rides_driver')
    .on('rides')
    .columns(['driver_id', 'completed_at'])
    .execute();
  await db.schema.createIndex('rides_completed').on('rides').column('completed_at').execute();

  await db.schema
    .createTable('ledger')
    .addColumn('source_key', 'varchar(160)', (c) => c.primaryKey())
    .addColumn('member_id', 'varchar(24)', (c) => c.notNull().references('members.id'))
    .addColumn('programme', 'varchar(12)', (c) => c.notNull())
    .addColumn('level', 'integer')
    .addColumn('amount_fils', 'bigint', (c) => c.notNull())
    .addColumn('ride_id', 'varchar(64)')
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  // Recent transactions: newest first per member, straight from the index.
  await db.schema
    .createIndex('ledger_member_time')
    .on('ledger')
    .columns(['member_id', 'created_at'])
    .execute();

  let totals = db.schema
    .createTable('member_totals')
    .addColumn('member_id', 'varchar(24)', (c) => c.primaryKey().references('members.id'));
  for (const col of MONEY_COLUMNS) {
    totals = totals.addColumn(col, 'bigint', (c) => c.notNull().defaultTo(0));
  }
  await totals.execute();
  // The DDR leaderboard pages through this index.
  await db.schema
    .createIndex('member_totals_ddr')
    .on('member_totals')
    .columns(['ddr_fils', 'member_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['member_totals', 'ledger', 'rides']) await db.schema.dropTable(t).execute();
}
