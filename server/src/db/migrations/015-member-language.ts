import { sql, type Kysely } from 'kysely';

/**
 * Issue 15 / DECISIONS 38: the member's language, 'en' or 'ar', which the e-mails and the member
 * pages follow. Every member so far read English, so existing rows take the default. The check
 * keeps the column to the two values the contract knows (contract/language.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('language', 'varchar(8)', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'ar')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('language').execute();
}
