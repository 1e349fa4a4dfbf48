import { sql, type Kysely } from 'kysely';
import { isPostgres } from './on-postgres';

/**
 * The audit trail (DECISIONS 48, 49). Nothing in the product edits or deletes it, and the
 * database refuses to as well: a trigger aborts any UPDATE or DELETE on either database, so a
 * bug or a careless query cannot rewrite history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('at', 'varchar(40)', (c) => c.notNull())
    .addColumn('actor_kind', 'varchar(12)', (c) =>
      c.notNull().check(sql`actor_kind in ('operator', 'cli', 'member', 'system')`),
    )
    .addColumn('actor_id', 'varchar(80)')
    .addColumn('actor_role', 'varchar(16)')
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('member_id', 'varchar(24)')
    .addColumn('target_type', 'varchar(30)')
    .addColumn('target_id', 'varchar(40)')
    .addColumn('fields', 'varchar(500)')
    .addColumn('ip', 'varchar(64)')
    .execute();
  // Newest first, whole list and per member: the two ways it is read.
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('audit_log_member_at')
    .on('audit_log')
    .columns(['member_id', 'at', 'id'])
    .execute();

  if (await isPostgres(db)) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (await isPostgres(db)) await sql`drop function if exists audit_log_append_only()`.execute(db);
}
