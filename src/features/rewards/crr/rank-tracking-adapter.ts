/**
 * Reads the CRR rank tracking answer into the ladder the screen shows, with the defaults of
 * spec section 9 wherever data is missing (DECISIONS 6, 9, 10).
 */
import type { CurrentRank, RankName } from '@contract/user';
import { num, obj } from '../shared/loose';
import { CRR_LADDER, normalizeRank } from '../shared/rank';

/** Spec section 9: 30 days left when the server does not say (DECISIONS 6). */
export const DEFAULT_DAYS_LEFT = 30;

export interface Points {
  pgp: number;
  tgp: number;
}
export interface LadderStep {
  rank: RankName;
  reward: number;
  isAchieved: boolean;
  isLocked: boolean;
  requirements: Points;
  currentPoints: Points;
}
export interface CrrProgress {
  currentRank: CurrentRank;
  ladder: LadderStep[];
  /** The first rank neither achieved nor locked; null once every rank is achieved. */
  next: LadderStep | null;
  daysLeft: number;
  /** Accumulated points. */
  totals: Points;
  monthly: Points | null;
}

const points = (value: unknown, fallback: Points): Points => {
  const o = obj(value);
  return {
    pgp: typeof o.pgp === 'number' ? o.pgp : fallback.pgp,
    tgp: typeof o.tgp === 'number' ? o.tgp : fallback.tgp,
  };
};

export function readRankTracking(body: unknown): CrrProgress {
  const data = obj(obj(body).data);
  const totals = points(data.totalPoints, { pgp: 0, tgp: 0 });
  const entries = Array.isArray(data.rankTracking) ? data.rankTracking.map(obj) : [];
  const byRank = new Map(entries.map((e) => [normalizeRank(e.rank ?? e.rankName ?? e.name), e]));

  const ladder = CRR_LADDER.map((def, i): LadderStep => {
    const e = byRank.get(def.rank);
    if (!e) {
      // Without data only the first rank is open (spec section 9: next rank Challenger).
      return {
        rank: def.rank,
        reward: def.reward,
        isAchieved: false,
        isLocked: i > 0,
        requirements: { pgp: def.pgp, tgp: def.tgp },
        currentPoints: totals,
      };
    }
    return {
      rank: def.rank,
      reward: typeof e.reward === 'number' ? e.reward : def.reward,
      isAchieved: e.isAchieved === true,
      isLocked: e.isAchieved !== true && e.isLocked === true,
      requirements: points(e.requirements, { pgp: def.pgp, tgp: def.tgp }),
      currentPoints: points(e.currentPoints, totals),
    };
  });

  const achieved = ladder.filter((s) => s.isAchieved);
  const named = normalizeRank(data.currentRank);
  const monthly = data.monthlyPoints ? points(data.monthlyPoints, { pgp: 0, tgp: 0 }) : null;
  const days = data.daysUntilReset;
  return {
    currentRank: named !== 'None' ? named : (achieved[achieved.length - 1]?.rank ?? 'None'),
    ladder,
    next: ladder.find((s) => !s.isAchieved && !s.isLocked) ?? null,
    daysLeft: typeof days === 'number' && days >= 0 ? Math.ceil(days) : DEFAULT_DAYS_LEFT,
    totals,
    monthly,
  };
}

/** Percent of a target reached, for the capped bars (target 0 counts as reached). */
export const percentOf = (value: number, target: number): number =>
  target > 0 ? Math.min(100, (num(value) / target) * 100) : 100;
