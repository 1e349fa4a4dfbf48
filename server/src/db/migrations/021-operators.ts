import type { Kysely } from 'kysely';

/**
 * Operators of the console (DECISIONS 49): their accounts, one-time recovery codes, cookie
 * sessions kept on the server, and the approvals of withdrawals (four eyes). Separate from
 * members: no member row ever becomes an operator.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // Comma-separated roles: support, compliance, finance, admin.
    .addColumn('roles', 'varchar(100)', (c) => c.notNull())
    // pending (set-up link not used yet), active, disabled
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('totp_secret', 'varchar(64)')
    // The last TOTP time step accepted: a code is never accepted twice.
    .addColumn('totp_last_step', 'integer')
    .addColumn('setup_token_hash', 'varchar(64)')
    .addColumn('setup_expires_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operators_setup_token')
    .on('operators')
    .column('setup_token_hash')
    .execute();

  await db.schema
    .createTable('operator_recovery_codes')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('operator_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('operator_recovery_codes_operator')
    .on('operator_recovery_codes')
    .columns(['operator_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('operator_sessions')
    // sha256 of the cookie's value: a database read never yields a usable cookie.
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('operator_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('operator_sessions_operator')
    .on('operator_sessions')
    .column('operator_id')
    .execute();

  await db.schema
    .createTable('withdrawal_approvals')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('withdrawal_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('operator_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('at', 'varchar(40)', (c) => c.notNull())
    // Nobody approves the same request twice, even in two tabs at once.
    .addUniqueConstraint('withdrawal_approvals_once', ['withdrawal_id', 'operator_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['withdrawal_approvals', 'operator_sessions', 'operator_recovery_codes'])
    await db.schema.dropTable(t).execute();
  await db.schema.dropTable('operators').execute();
}
