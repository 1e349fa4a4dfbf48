/**
 * DDR and CRR leaderboards: paged lists (page/limit), the caller's own row marked
 * `isCurrentUser` and repeated as `currentUser` with its true position. Without data the list is
 * empty (DECISIONS 18).
 */
import { sql, type Kysely } from 'kysely';
import type { CrrTopEarner, DdrTopEarner } from '../../../../contract/rewards';
import type { Pagination } from '../../../../contract/common';
import type { Database } from '../../db/schema';
import { toAed } from './money';
import { currentRankName, rankIcon } from './ranks';
import { CRR_RANKS } from './reward-config';
import { displayName } from './reads';

export interface Page {
  page: number;
  limit: number;
}

export const DDR_TITLE = '🏅 Leaderboard – Top Earners:';
export const DDR_TIP = 'Active L1-L4 growth boosts all levels and increases your DDR income';
export const CRR_TITLE = '🥇 CRR Leaderboard – Top Earners:';
export const CRR_TIP =
  'Maintain consistent TGP and PGP growth to advance ranks and increase CRR rewards';

const pagination = (p: Page, total: number): Pagination => ({
  page: p.page,
  limit: p.limit,
  total,
  hasMore: p.page * p.limit < total,
});

export async function ddrLeaderboard(db: Kysely<Database>, me: string, p: Page) {
  const base = db
    .selectFrom('member_totals as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .where('t.ddr_fils', '>', 0);
  const [rows, count, mine] = await Promise.all([
    base
      .select(['m.id', 'm.username', 'm.first_name', 'm.last_name'])
      .select(['t.ddr_fils', 't.ddr_l1_fils', 't.ddr_l2_fils', 't.ddr_l3_fils', 't.ddr_l4_fils'])
      .orderBy('t.ddr_fils', 'desc')
      .orderBy('t.member_id')
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute(),
    // Every member_totals row belongs to a member: the count needs no join.
    db
      .selectFrom('member_totals')
      .where('ddr_fils', '>', 0)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    base
      .select(['m.id', 'm.username', 'm.first_name', 'm.last_name'])
      .select(['t.ddr_fils', 't.ddr_l1_fils', 't.ddr_l2_fils', 't.ddr_l3_fils', 't.ddr_l4_fils'])
      .where('t.member_id', '=', me)
      .executeTakeFirst(),
  ]);
  type Row = NonNullable<typeof mine>;
  const toEarner = (r: Row, rank: number): DdrTopEarner => ({
    rank,
    name: displayName(r.first_name, r.last_name, r.username),
    username: r.username,
    earnings: toAed(r.ddr_fils),
    isCurrentUser: r.id === me,
    levelBreakdown: {
      level1: toAed(r.ddr_l1_fils),
      level2: toAed(r.ddr_l2_fils),
      level3: toAed(r.ddr_l3_fils),
      level4: toAed(r.ddr_l4_fils),
    },
  });
  let currentUser: DdrTopEarner | null = null;
  if (mine) {
    const ahead = await db
      .selectFrom('member_totals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('ddr_fils', '>', mine.ddr_fils),
          eb.and([eb('ddr_fils', '=', mine.ddr_fils), eb('member_id', '<', me)]),
        ]),
      )
      .executeTakeFirst();
    currentUser = toEarner(mine, (ahead?.n ?? 0) + 1);
  }
  const total = count?.n ?? 0;
  const offset = (p.page - 1) * p.limit;
  return {
    title: DDR_TITLE,
    tip: DDR_TIP,
    topEarners: rows.map((r, i) => toEarner(r, offset + i + 1)),
    currentUser,
    totalParticipants: total,
    pagination: pagination(p, total),
  };
}

/**
 * Rank level and points as SQL, so the list sorts by rank first, then by points. These are the
 * expressions of the `members_crr_board` index (migration 007): change both together.
 */
const rankLevelSql = sql<number>`case m.crr_rank ${sql.join(
  CRR_RANKS.map((r) => sql`when ${sql.lit(r.name)} then ${sql.lit(r.level)}`),
  sql` `,
)} else 0 end`;
const pointsSql = sql<number>`m.pgp_total + m.tgp_total`;
const partsSql = ['m.pgp_total', 'm.tgp_total'] as const;

/** Points are shown whole: a total beside its parts is the sum of the parts as shown. */
export const shownPointsSum = (pgpHundredths: number, tgpHundredths: number): number =>
  Math.round(pgpHundredths / 100) + Math.round(tgpHundredths / 100);

export async function crrLeaderboard(db: Kysely<Database>, me: string, p: Page) {
  const base = db
    .selectFrom('members as m')
    .where('m.pgp_total', '>', 0)
    .where('m.tgp_total', '>', 0);
  const cols = ['m.id', 'm.username', 'm.first_name', 'm.last_name', 'm.crr_rank'] as const;
  const [rows, count, mine] = await Promise.all([
    base
      .select(cols)
      .select([rankLevelSql.as('lvl'), pointsSql.as('pts'), ...partsSql])
      // The expressions themselves, not their aliases, so the board index is used.
      .orderBy(rankLevelSql, 'desc')
      .orderBy(pointsSql, 'desc')
      .orderBy('m.id')
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .select(cols)
      .select([rankLevelSql.as('lvl'), pointsSql.as('pts'), ...partsSql])
      .where('m.id', '=', me)
      .executeTakeFirst(),
  ]);
  type Row = NonNullable<typeof mine>;
  const toEarner = (r: Row, position: number): CrrTopEarner => ({
    rank: currentRankName(r.crr_rank),
    position,
    name: displayName(r.first_name, r.last_name, r.username),
    username: r.username,
    crrRank: currentRankName(r.crr_rank),
    rankIcon: rankIcon(r.crr_rank),
    // PGP + TGP as screens show them (whole points): the sum of the parts shown (DECISIONS 46).
    earnings: shownPointsSum(r.pgp_total, r.tgp_total),
    isCurrentUser: r.id === me,
  });
  let currentUser: CrrTopEarner | null = null;
  if (mine) {
    const lvl = mine.lvl;
    const pts = mine.pts;
    const ahead = await base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb(rankLevelSql, '>', lvl),
          eb.and([eb(rankLevelSql, '=', lvl), eb(pointsSql, '>', pts)]),
          eb.and([eb(rankLevelSql, '=', lvl), eb(pointsSql, '=', pts), eb('m.id', '<', me)]),
        ]),
      )
      .executeTakeFirst();
    currentUser = toEarner(mine, (ahead?.n ?? 0) + 1);
  }
  const total = count?.n ?? 0;
  const offset = (p.page - 1) * p.limit;
  return {
    title: CRR_TITLE,
    tip: CRR_TIP,
    topEarners: rows.map((r, i) => toEarner(r, offset + i + 1)),
    currentUser,
    totalParticipants: total,
    pagination: pagination(p, total),
  };
}
