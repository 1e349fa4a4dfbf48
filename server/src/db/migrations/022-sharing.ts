import { sql, type Kysely } from 'kysely';

/**
 * Issue 31 (DECISIONS 38, 50).
 * `members.language_chosen`: whether the member picked their language with the switch. An account
 * that never chose takes the language of the page it logs in or signs up on; a choice is kept.
 * Accounts already in Arabic got there by signing up on an Arabic page or by the switch: either
 * way they read Arabic, so they count as chosen and no login from an English page undoes it.
 * `referral_visits`: one counter per sponsor and Dubai day, never a row per visitor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('language_chosen', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update members set language_chosen = 1 where language = 'ar'`.execute(db);
  await db.schema
    .createTable('referral_visits')
    .addColumn('member_id', 'varchar(24)', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('referral_visits_pk', ['member_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referral_visits').execute();
  await db.schema.alterTable('members').dropColumn('language_chosen').execute();
}
