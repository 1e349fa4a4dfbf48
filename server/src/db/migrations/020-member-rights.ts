import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Member rights (issue 28, DECISIONS 48): the accepted terms version and its time, the closing
 * time of a closed account, the device a session was opened on (the profile lists them), and the
 * payout account details of a closed member's withdrawals, sealed and kept until `retain_until`
 * (five years after the closing, then deleted).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('members').addColumn('terms_version', 'varchar(20)').execute();
  await db.schema.alterTable('members').addColumn('terms_accepted_at', 'varchar(40)').execute();
  await db.schema.alterTable('members').addColumn('closed_at', 'varchar(40)').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(200)').execute();
  // One row per withdrawal of a closed member: its holder, IBAN and phone sealed together.
  await db.schema
    .createTable('retained_payout_accounts')
    .addColumn('withdrawal_id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('member_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('sealed', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('key_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('retain_until', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('retained_payout_accounts_until')
    .on('retained_payout_accounts')
    .column('retain_until')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('retained_payout_accounts').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await db.schema.alterTable('members').dropColumn('closed_at').execute();
  await db.schema.alterTable('members').dropColumn('terms_accepted_at').execute();
  await db.schema.alterTable('members').dropColumn('terms_version').execute();
}
