import type { Kysely } from 'kysely';

// Migrations use the schema builder's portable types so one file serves SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('username', 'varchar(30)', (c) => c.notNull())
    .addColumn('username_lower', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('phone_national', 'varchar(15)', (c) => c.notNull())
    .addColumn('country', 'varchar(60)', (c) => c.notNull())
    .addColumn('gender', 'varchar(10)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('sponsor_code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('sponsor_member_id', 'varchar(24)', (c) => c.references('members.id'))
    .addColumn('sponsor_by', 'varchar(60)')
    .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('customer'))
    .addColumn('kyc_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('kyc_status', 'varchar(20)')
    .addColumn('selfie_image', 'varchar(255)')
    .addColumn('date_of_birth', 'varchar(10)')
    .addColumn('deceased_at', 'varchar(40)')
    .addColumn('heir_name', 'varchar(120)')
    .addColumn('crr_rank', 'varchar(20)', (c) => c.notNull().defaultTo('None'))
    .addColumn('crr_rank_at', 'varchar(40)')
    .addColumn('pgp_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tgp_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('members_phone_national')
    .on('members')
    .column('phone_national')
    .execute();
  await db.schema
    .createIndex('members_sponsor')
    .on('members')
    .column('sponsor_member_id')
    .execute();
  await db.schema
    .createIndex('members_country_rank')
    .on('members')
    .columns(['country', 'crr_rank'])
    .execute();

  await db.schema
    .createTable('referral_paths')
    .addColumn('ancestor_id', 'varchar(24)', (c) => c.notNull().references('members.id'))
    .addColumn('descendant_id', 'varchar(24)', (c) => c.notNull().references('members.id'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('joined_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('referral_paths_pk', ['ancestor_id', 'descendant_id'])
    .execute();
  // A level page is a range scan of this index whatever the tree's size.
  await db.schema
    .createIndex('referral_paths_level')
    .on('referral_paths')
    .columns(['ancestor_id', 'depth', 'joined_at', 'descendant_id'])
    .execute();
  await db.schema
    .createIndex('referral_paths_upline')
    .on('referral_paths')
    .columns(['descendant_id', 'depth'])
    .execute();

  await db.schema
    .createTable('level_counts')
    .addColumn('member_id', 'varchar(24)', (c) => c.notNull().references('members.id'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('level_counts_pk', ['member_id', 'depth'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('member_id', 'varchar(24)', (c) => c.notNull().references('members.id'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();

  await db.schema
    .createTable('monthly_points')
    .addColumn('member_id', 'varchar(24)', (c) => c.notNull().references('members.id'))
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('pgp', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tgp', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('monthly_points_pk', ['member_id', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['monthly_points', 'sessions', 'level_counts', 'referral_paths', 'members']) {
    await db.schema.dropTable(t).execute();
  }
}
