import { sql, type Kysely } from 'kysely';
import { isPostgres } from './on-postgres';

/**
 * Operators' TOTP keys are stored sealed (`s1:` and the base64url blob, about 90 characters):
 * PostgreSQL's column grows from varchar(64). SQLite does not enforce the length. Keys stored
 * plain before this are sealed by the server the first time they are read (the migration has no
 * key to seal with).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`alter table operators alter column totp_secret type varchar(200)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`alter table operators alter column totp_secret type varchar(64)`.execute(db);
  }
}
