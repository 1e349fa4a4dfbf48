import { sql, type Kysely } from 'kysely';
import { isPostgres } from './on-postgres';

/**
 * Withdrawals (DECISIONS 39) and the ledger's posting sequence.
 *
 * `ledger.seq` orders a member's statement by when each entry was posted, so a late import
 * (an old ride recorded today) lands at the top and never rewrites past balances. PostgreSQL
 * draws it from a sequence (a column default); SQLite assigns it in an insert trigger from the
 * row's rowid, which only grows because ledger rows are never deleted. Existing rows are
 * numbered in their time order.
 *
 * `member_totals` gains the held and withdrawn amounts, written in the same transaction as
 * their ledger rows (DECISIONS 19).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = await isPostgres(db);
  await db.schema.alterTable('ledger').addColumn('seq', 'bigint').execute();
  if (postgres) {
    await sql`create sequence ledger_seq_seq`.execute(db);
    await sql`update ledger set seq = x.n from (select source_key, row_number() over (order by created_at, source_key) as n from ledger) x where ledger.source_key = x.source_key`.execute(
      db,
    );
    await sql`select setval('ledger_seq_seq', coalesce((select max(seq) from ledger), 0) + 1, false)`.execute(
      db,
    );
    await sql`alter table ledger alter column seq set default nextval('ledger_seq_seq')`.execute(
      db,
    );
    await sql`alter table ledger alter column seq set not null`.execute(db);
  } else {
    await sql`update ledger set seq = rowid`.execute(db);
    await sql`create trigger ledger_seq_assign after insert on ledger when new.seq is null
      begin update ledger set seq = new.rowid where rowid = new.rowid; end`.execute(db);
  }
  // The statement pages through this index newest first; amount is included so the running
  // balance of a range is summed from the index alone.
  await db.schema
    .createIndex('ledger_member_seq')
    .on('ledger')
    .columns(['member_id', 'seq', 'amount_fils'])
    .execute();
  // A programme filter pages through its own entries without reading the others.
  await db.schema
    .createIndex('ledger_member_programme_seq')
    .on('ledger')
    .columns(['member_id', 'programme', 'seq'])
    .execute();

  for (const col of ['held_fils', 'withdrawn_fils']) {
    await db.schema
      .alterTable('member_totals')
      .addColumn(col, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('member_id', 'varchar(24)', (c) => c.notNull().references('members.id'))
    .addColumn('reference', 'varchar(24)', (c) => c.notNull().unique())
    .addColumn('amount_fils', 'bigint', (c) => c.notNull())
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('account_holder', 'varchar(100)')
    .addColumn('iban', 'varchar(34)')
    .addColumn('phone', 'varchar(16)')
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('reason', 'varchar(300)')
    .addColumn('transfer_ref', 'varchar(100)')
    .addColumn('idempotency_key', 'varchar(100)')
    .addColumn('request_hash', 'varchar(64)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('withdrawals_member_time')
    .on('withdrawals')
    .columns(['member_id', 'created_at'])
    .execute();
  // At most one pending request per member, whatever the locking above it does.
  await db.schema
    .createIndex('withdrawals_one_pending')
    .on('withdrawals')
    .column('member_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('withdrawals_idempotency')
    .on('withdrawals')
    .columns(['member_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema.createIndex('withdrawals_status').on('withdrawals').column('status').execute();

  // Who changed a request, when, and why: every transition, the member's and the operators'.
  await db.schema
    .createTable('withdrawal_events')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('withdrawal_id', 'varchar(24)', (c) => c.notNull().references('withdrawals.id'))
    .addColumn('action', 'varchar(12)', (c) => c.notNull())
    .addColumn('actor', 'varchar(100)', (c) => c.notNull())
    .addColumn('note', 'varchar(300)')
    .addColumn('at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('withdrawal_events_withdrawal')
    .on('withdrawal_events')
    .columns(['withdrawal_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('withdrawal_events').execute();
  await db.schema.dropTable('withdrawals').execute();
}
