import { sql, type Kysely } from 'kysely';

/**
 * Whether a migration runs on PostgreSQL: SQLite has no `version()`. (Migrations get a bare
 * Kysely, without the app's dialect flag.)
 */
export async function isPostgres(db: Kysely<unknown>): Promise<boolean> {
  try {
    await sql`select version()`.execute(db);
    return true;
  } catch {
    return false;
  }
}
