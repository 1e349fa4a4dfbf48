import type { Kysely } from 'kysely';

/**
 * Accounts: e-mailed codes (sign-up and password reset), the mail log, DB-backed rate-limit
 * counters (shared by every server process) and contact messages. Times are ISO strings except
 * the rate-limit window, kept in epoch milliseconds so the upsert can compare it in SQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_codes')
    // For reset codes this id is the opaque `userId` handle the client sends back.
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(10)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    // Null for sign-up codes and for reset requests on unknown e-mails (DECISIONS 5).
    .addColumn('member_id', 'varchar(24)', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'varchar(40)')
    // One code per e-mail and purpose at a time: a new send replaces the old row.
    .addUniqueConstraint('email_codes_one_per_email', ['purpose', 'email'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(320)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_expires')
    .on('rate_limits')
    .column('expires_at')
    .execute();

  // What was sent, to whom and whether it went out; never the body (it may hold a code).
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(40)')
    .addColumn('error', 'varchar(200)')
    .execute();
  await db.schema
    .createIndex('mail_outbox_created')
    .on('mail_outbox')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('mailed_at', 'varchar(40)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['contact_messages', 'mail_outbox', 'rate_limits', 'email_codes']) {
    await db.schema.dropTable(t).execute();
  }
}
