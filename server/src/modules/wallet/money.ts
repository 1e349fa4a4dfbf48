/**
 * The one place where a fare becomes rewards, pools, DDR amounts and points, in integers:
 * money in fils, points in hundredths. Every share is rounded down to the fil (or hundredth);
 * what rounding leaves over stays with the company. Every caller (rides, recompute, docs
 * examples, tests) uses these functions, so one rule gives one answer.
 */
import { filsToAed } from '../../../../contract/money';
import { bp, DDR_LEVELS_PCT, FARE_SPLIT, POINTS, POOLS_PCT, type PoolName } from './reward-config';

/** `pct` percent of an integer amount, rounded down. */
export const pctOf = (amount: number, pct: number): number =>
  Math.floor((amount * bp(pct)) / 10_000);

export interface FareSplit {
  fareFils: number;
  rewardsFils: number;
  pools: Record<PoolName, number>;
  /** What stays with the company: the rewards amount minus the five pools. */
  companyFils: number;
  /** DDR credit per upline level (index 0 = level 1). */
  ddrLevelsFils: number[];
  /** PGP for the rider and for the driver, hundredths of a point. */
  pgpHundredths: number;
  /** TGP for each of the rider's 4 upline levels, hundredths of a point. */
  tgpHundredths: number;
}

export function splitFare(fareFils: number): FareSplit {
  const rewardsFils = pctOf(fareFils, FARE_SPLIT.rewardsPct);
  const pools = {
    ddr: pctOf(rewardsFils, POOLS_PCT.ddr),
    crr: pctOf(rewardsFils, POOLS_PCT.crr),
    bbr: pctOf(rewardsFils, POOLS_PCT.bbr),
    hlr: pctOf(rewardsFils, POOLS_PCT.hlr),
    regional: pctOf(rewardsFils, POOLS_PCT.regional),
  };
  const pooled = pools.ddr + pools.crr + pools.bbr + pools.hlr + pools.regional;
  // Points are AED-valued: a fare of 1 AED (100 fils) is worth 100 hundredths of a point.
  return {
    fareFils,
    rewardsFils,
    pools,
    companyFils: rewardsFils - pooled,
    ddrLevelsFils: DDR_LEVELS_PCT.map((pct) => pctOf(rewardsFils, pct)),
    pgpHundredths: pctOf(fareFils, POINTS.pgpPctOfFare),
    tgpHundredths: pctOf(fareFils, POINTS.tgpPctOfFare),
  };
}

/**
 * Fils (or hundredths of a point) → an AED number with 2 decimals, for answers: the contract's
 * one rule, so the regional screen shows the wallet's figure.
 */
export const toAed = (fils: number): number => filsToAed(fils);

/** "12.5", "100", "0.05" → fils; null when not a positive amount with at most 2 decimals. */
export function parseAed(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  const [whole = '0', frac = ''] = t.split('.');
  const fils = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return fils > 0 ? fils : null;
}

/** "1,234.50" for messages. */
export const formatAed = (fils: number): string =>
  `AED ${(fils / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
