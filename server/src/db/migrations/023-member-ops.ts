import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The members desk of the console (issue 30, DECISIONS 49).
 * `member_notes`: operators' internal notes on a member, never shown to the member.
 * `member_locks`: sign-in locks with their reason (shown to the member only after the right
 * password) and, once lifted, who lifted it and why; at most one open lock per member.
 * Search indexes: a prefix is read as a range (`>= 'abc' and < 'abc' || U+10FFFF`) in binary
 * order on both databases, whatever PostgreSQL's collation, and names are indexed with the
 * username after them so an exact name is read in username order. The phone is found exactly by
 * its unique index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('member_notes')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('member_id', 'varchar(24)', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    // The operator's id, or null for a note written with the CLI.
    .addColumn('operator_id', 'varchar(24)')
    .addColumn('author', 'varchar(120)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_notes_member')
    .on('member_notes')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('member_locks')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('member_id', 'varchar(24)', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('reason', 'varchar(300)', (c) => c.notNull())
    .addColumn('locked_by', 'varchar(120)', (c) => c.notNull())
    .addColumn('locked_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('unlocked_by', 'varchar(120)')
    .addColumn('unlocked_at', 'varchar(40)')
    .addColumn('unlock_reason', 'varchar(300)')
    .execute();
  await db.schema
    .createIndex('member_locks_open')
    .on('member_locks')
    .column('member_id')
    .unique()
    .where(sql.ref('unlocked_at'), 'is', null)
    .execute();

  // Each way of matching reads its index in username order, so a page is the first rows of a
  // range: binary order on both databases ("C" on PostgreSQL, SQLite's default).
  if (postgres) {
    await sql`create index members_search_username on members ((username_lower collate "C"))`.execute(
      db,
    );
    await sql`create index members_search_email on members ((email collate "C"))`.execute(db);
    await sql`create index members_search_first on members ((lower(first_name) collate "C"), (username_lower collate "C"))`.execute(
      db,
    );
    await sql`create index members_search_last on members ((lower(last_name) collate "C"), (username_lower collate "C"))`.execute(
      db,
    );
  } else {
    // username_lower and email have their unique (binary) indexes already.
    await sql`create index members_search_first on members (lower(first_name), username_lower)`.execute(
      db,
    );
    await sql`create index members_search_last on members (lower(last_name), username_lower)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await db.schema.dropIndex('members_search_username').execute();
    await db.schema.dropIndex('members_search_email').execute();
  }
  await db.schema.dropIndex('members_search_first').execute();
  await db.schema.dropIndex('members_search_last').execute();
  await db.schema.dropTable('member_locks').execute();
  await db.schema.dropTable('member_notes').execute();
}
