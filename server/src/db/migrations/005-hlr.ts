import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The primary key makes the reward once per member, beside the ledger's unique source key.
  await db.schema
    .createTable('hlr_awards')
    .addColumn('member_id', 'varchar(24)', (c) => c.primaryKey().references('members.id'))
    .addColumn('reason', 'varchar(12)', (c) => c.notNull())
    .addColumn('amount_fils', 'bigint', (c) => c.notNull())
    .addColumn('heir_name', 'varchar(120)')
    .addColumn('awarded_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  // The HLR leaderboard (members with points, by PGP + TGP) reads its page from this index; the
  // queries spell the expression the same way (modules/hlr/service.ts).
  await sql`create index members_hlr_points on members ((pgp_total + tgp_total) desc, pgp_total desc, tgp_total desc, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('members_hlr_points').execute();
  await db.schema.dropTable('hlr_awards').execute();
}
