/** What the HLR calls answer: a member's progress and the leaderboard, through the one rule of rules.ts. */
import { sql } from 'kysely';
import type { HlrLeaderboardResponse, HlrProgressData } from '../../../../contract/rewards';
import type { Db } from '../../db/database';
import { userNotFound } from '../../lib/errors';
import { HLR_RULES } from '../bbr/figures';
import { countryLabel, displayName, flagOf } from '../regional/display';
import { filsToAed } from '../regional/money';
import { HLR_MEMBER_COLUMNS, loadFacts } from './facts';
import { hlrState } from './rules';

const fraction = (value: number, required: number) =>
  Math.min(1, Math.round((value / (required * 100)) * 10000) / 10000);

export async function progressFor(
  db: Db,
  memberId: string,
  now = new Date(),
): Promise<HlrProgressData> {
  const m = await db
    .selectFrom('members')
    .select(HLR_MEMBER_COLUMNS)
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!m) throw userNotFound();
  const facts = (await loadFacts(db, [m])).get(m.id);
  if (!facts) throw userNotFound();
  const state = hlrState(facts, now);
  const award = await db
    .selectFrom('hlr_awards')
    .select(['reason', 'awarded_at', 'amount_fils'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const pgpProgress = fraction(facts.pgp, HLR_RULES.requiredPgp);
  const tgpProgress = fraction(facts.tgp, HLR_RULES.requiredTgp);
  const mean = Math.round(((pgpProgress + tgpProgress) / 2) * 10000) / 10000;
  return {
    requirements: {
      requiredPGP: HLR_RULES.requiredPgp,
      requiredTGP: HLR_RULES.requiredTgp,
      rewardAmount: filsToAed(HLR_RULES.rewardFils),
      retirementAge: HLR_RULES.retirementAge,
    },
    progress: {
      currentPGP: facts.pgp / 100,
      currentTGP: facts.tgp / 100,
      // Full points with the leg rule still unmet must not read as 100 %.
      overallProgress: state.isQualified ? 1 : Math.min(mean, 0.99),
      pgpProgress,
      tgpProgress,
    },
    qualification: {
      isQualified: state.isQualified,
      isRetirementEligible: state.isRetirementEligible,
      isRewardClaimed: state.isRewardClaimed,
      status: state.status,
      currentAge: state.currentAge,
    },
    reward: {
      amount: filsToAed(award?.amount_fils ?? HLR_RULES.rewardFils),
      claimedAt: award?.awarded_at ?? null,
      claimReason: award?.reason ?? null,
    },
  };
}

const TOTAL_SQL = sql<number>`(pgp_total + tgp_total)`;

export async function leaderboard(
  db: Db,
  page: number,
  limit: number,
  now = new Date(),
): Promise<HlrLeaderboardResponse['data']> {
  // Points are never negative: "PGP or TGP above 0" is "PGP + TGP above 0", a range of the
  // members_hlr_points index (migration 005), which also gives the page in order.
  const withPoints = db.selectFrom('members').where(TOTAL_SQL, '>', 0);
  const [rows, count, candidates] = await Promise.all([
    withPoints
      .select([...HLR_MEMBER_COLUMNS, 'first_name', 'last_name', 'username', 'country'])
      .orderBy(TOTAL_SQL, 'desc')
      .orderBy('pgp_total', 'desc')
      .orderBy('tgp_total', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    withPoints.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    // Only members whose points qualify can be qualified: few, so the legs are read for them alone.
    withPoints
      .select(HLR_MEMBER_COLUMNS)
      .where(TOTAL_SQL, '>=', (HLR_RULES.requiredPgp + HLR_RULES.requiredTgp) * 100)
      .where('pgp_total', '>=', HLR_RULES.requiredPgp * 100)
      .where('tgp_total', '>=', HLR_RULES.requiredTgp * 100)
      .execute(),
  ]);
  const facts = await loadFacts(db, [
    ...rows,
    ...candidates.filter((c) => !rows.some((r) => r.id === c.id)),
  ]);
  const stateOf = (id: string) => {
    const f = facts.get(id);
    return f ? hlrState(f, now) : null;
  };
  const total = count?.n ?? 0;
  const totalQualified = candidates.filter((c) => stateOf(c.id)?.isQualified).length;
  return {
    leaderboard: rows.map((r, i) => {
      const s = stateOf(r.id);
      const award = facts.get(r.id)?.award;
      return {
        rank: (page - 1) * limit + i + 1,
        name: displayName(r),
        flag: flagOf(r.country),
        country: countryLabel(r.country),
        isQualified: s?.isQualified ?? false,
        rewardClaimed: s?.isRewardClaimed ?? false,
        totalPoints: (r.pgp_total + r.tgp_total) / 100,
        // What was paid, so a claimed row shows money and never the points (DECISIONS 36).
        rewardAmount: award ? filsToAed(award.amountFils) : null,
        status: s?.status ?? 'In Progress',
      };
    }),
    statistics: { totalParticipating: total, totalQualified },
    pagination: { page, limit, total, hasMore: page * limit < total },
  };
}
