/**
 * GET /mlm/crr/rank-tracking/:userId — the five ranks with requirements, the member's points,
 * progress and the three-leg rule per rank. "Achieved" is the stored rank (evaluated after each
 * ride with the leg rule), so this screen, the dashboard and the leaderboard always agree.
 */
import type { Kysely } from 'kysely';
import type { RankTrackingEntry, RankTrackingResponse } from '../../../../contract/rewards';
import type { Database } from '../../db/schema';
import { legTotals, threeLegStatus } from './legs';
import { toAed } from './money';
import { currentRankName, rankLevel } from './ranks';
import { CRR_RANKS, THREE_LEG_RULE } from './reward-config';
import { daysUntilReset, memberRow, monthlyRow } from './reads';

const pct = (have: number, need: number): number =>
  need <= 0 ? 100 : Math.min(100, Math.floor((have * 100) / need));

export async function buildRankTracking(
  db: Kysely<Database>,
  memberId: string,
): Promise<RankTrackingResponse['data']> {
  const m = await memberRow(db, memberId);
  const [monthly, legs] = await Promise.all([monthlyRow(db, memberId), legTotals(db, memberId)]);
  const achievedLevel = rankLevel(m.crr_rank);
  const legValues = legs.map((l) => l.tgp);
  const rankTracking = CRR_RANKS.map((rule): RankTrackingEntry => {
    const isAchieved = rule.level <= achievedLevel;
    const isLocked = rule.level > achievedLevel + 1;
    const status = threeLegStatus(legValues, rule.tgp);
    const pgp = pct(m.pgp_total, rule.pgp * 100);
    const tgp = pct(m.tgp_total, rule.tgp * 100);
    // Each of the three strongest legs against its minimum (a third of 60% of the TGP).
    const legMin = (rule.tgp * 100 * THREE_LEG_RULE.sharePct) / 100 / THREE_LEG_RULE.eachLegDivisor;
    const legPct = Math.min(
      ...Array.from({ length: THREE_LEG_RULE.legs }, (_, i) =>
        pct(status.strongest[i] ?? 0, legMin),
      ),
    );
    return {
      rank: rule.name,
      reward: rule.rewardAed,
      icon: rule.icon,
      isAchieved,
      isLocked,
      isCurrentRank: rule.level === achievedLevel,
      status: isAchieved ? 'Achieved' : isLocked ? 'Locked' : 'In Progress',
      requirements: { pgp: rule.pgp, tgp: rule.tgp },
      currentPoints: { pgp: toAed(m.pgp_total), tgp: toAed(m.tgp_total) },
      progress: { pgp, tgp, overall: isAchieved ? 100 : Math.floor((pgp + tgp + legPct) / 3) },
      legs: {
        qualifies: status.qualifies,
        legCount: status.legCount,
        strongest: status.strongest.map(toAed),
      },
    };
  });
  return {
    currentRank: currentRankName(m.crr_rank),
    totalPoints: {
      pgp: toAed(m.pgp_total),
      tgp: toAed(m.tgp_total),
      total: toAed(m.pgp_total + m.tgp_total),
    },
    monthlyPoints: { pgp: toAed(monthly.pgp), tgp: toAed(monthly.tgp) },
    daysUntilReset: daysUntilReset(),
    rankTracking,
  };
}
