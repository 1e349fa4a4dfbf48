/**
 * Every reward figure of ARCHITECTURE.md section 4 (the company's own, API-CONTRACT section 8),
 * in one place. Percentages are written as the documents write them; `bp()` turns them into
 * integer basis points so that money is computed in integers (see money.ts).
 * Units: money in AED here, fils (1/100 AED) in the ledger; points in points (1 point = 1 AED)
 * here, hundredths in the tables.
 */
import type { RankName } from '../../../../contract/user';

/** Per completed ride: the rewards amount is 15% of the fare, half charged to each side. */
export const FARE_SPLIT = {
  rewardsPct: 15,
  riderChargePct: 7.5,
  driverChargePct: 7.5,
} as const;

/** Pools as shares of the rewards amount; the rest stays with the company. */
export const POOLS_PCT = {
  ddr: 24,
  crr: 13.3,
  bbr: 6,
  hlr: 6.7,
  regional: 0.4,
} as const;
export type PoolName = keyof typeof POOLS_PCT;

/** DDR: the rider's uplines at levels 1-4, as shares of the rewards amount (sum = the DDR pool). */
export const DDR_LEVELS_PCT = [14, 6, 3.6, 0.4] as const;
export const DDR_LEVEL_COUNT = DDR_LEVELS_PCT.length;

/** Points: rider and driver each get PGP, each of the rider's 4 upline levels gets TGP. */
export const POINTS = {
  pgpPctOfFare: 50,
  tgpPctOfFare: 50,
  tgpUplineLevels: 4,
} as const;

export interface CrrRankRule {
  name: RankName;
  /** 1 for Challenger … 5 for Boss */
  level: number;
  /** Accumulated points required (1 point = 1 AED). */
  pgp: number;
  tgp: number;
  /** One-off bonus, AED. */
  rewardAed: number;
  icon: string;
}

/** CRR ladder, reached in order on accumulated points. */
export const CRR_RANKS: readonly CrrRankRule[] = [
  { name: 'Challenger', level: 1, pgp: 2_500, tgp: 50_000, rewardAed: 1_000, icon: '🥉' },
  { name: 'Warrior', level: 2, pgp: 5_000, tgp: 100_000, rewardAed: 5_000, icon: '🥈' },
  { name: 'Tycoon', level: 3, pgp: 10_000, tgp: 200_000, rewardAed: 20_000, icon: '🥇' },
  { name: 'Champion', level: 4, pgp: 25_000, tgp: 500_000, rewardAed: 50_000, icon: '🏆' },
  { name: 'Boss', level: 5, pgp: 50_000, tgp: 1_000_000, rewardAed: 200_000, icon: '👑' },
];
export const NO_RANK_ICON = '⭐';

/**
 * Three-leg rule (CRR ranks and HLR): at least 3 direct legs; the three strongest legs' TGP
 * together reach 60% of the required TGP, and each reaches a third of that (20%).
 */
export const THREE_LEG_RULE = {
  legs: 3,
  sharePct: 60,
  /** Each of the three legs needs this fraction of the share (a third each). */
  eachLegDivisor: 3,
} as const;

/** BBR default campaign (created by the BBR module when none runs). */
export const BBR_DEFAULT_CAMPAIGN = {
  name: 'Weekly Turbo Booster',
  requirement: 100,
  durationDays: 7,
  type: 'solo_or_team' as const,
  newbieOnly: true,
  rewardFils: 550_00,
  perks: ['Priority Rides (1 Week)'],
};

/** HLR: accumulated points plus the three-leg rule; paid once at 55, or at once to the heir. */
export const HLR_RULES = {
  requiredPgp: 200_000,
  requiredTgp: 6_000_000,
  rewardFils: 60_000_00,
  retirementAge: 55,
};

/** Integer basis points (1/100 of a percent) of a percentage, e.g. 13.3 → 1330. */
export const bp = (pct: number): number => Math.round(pct * 100);

/** The regional pool as basis points of the rewards amount (0.4% → 40). */
export const REGIONAL_POOL_BASIS_POINTS = bp(POOLS_PCT.regional);
