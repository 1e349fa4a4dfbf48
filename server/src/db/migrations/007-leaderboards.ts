import { sql, type Kysely } from 'kysely';

/**
 * The CRR leaderboard reads members in board order (rank level, then points, then id) from
 * this partial index instead of sorting the members table on every call. The expressions must
 * stay exactly those of `crrLeaderboard` (server/src/modules/wallet/leaderboards.ts), or the
 * planner cannot use the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index members_crr_board on members ((case crr_rank when 'Challenger' then 1 when 'Warrior' then 2 when 'Tycoon' then 3 when 'Champion' then 4 when 'Boss' then 5 else 0 end) desc, (pgp_total + tgp_total) desc, id) where pgp_total > 0 and tgp_total > 0`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('members_crr_board').execute();
}
