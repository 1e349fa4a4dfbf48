/**
 * The HLR rule, one function for every screen and for the payout (the old leaderboard ignored
 * the leg rule; ours does not): accumulated PGP 200,000 and TGP 6,000,000 plus the three-leg
 * rule qualify; the reward is due once at age 55, or at once for a qualified member recorded as
 * deceased with an heir.
 */
import type { HlrStatus } from '../../../../contract/rewards';
import { HLR_RULES } from '../bbr/figures';
import { threeLegStatus } from '../wallet/legs';

export interface HlrFacts {
  /** Hundredths of a point. */
  pgp: number;
  tgp: number;
  /** Legs' TGP in hundredths; null when not read because the points are short. */
  legs: readonly number[] | null;
  dateOfBirth: string | null;
  deceasedAt: string | null;
  heirName: string | null;
  award: { reason: 'retirement' | 'deceased'; awardedAt: string; amountFils: number } | null;
}

export interface HlrState {
  isQualified: boolean;
  isRetirementEligible: boolean;
  isRewardClaimed: boolean;
  status: HlrStatus;
  currentAge: number | null;
  /** Why the reward is due now, or null when it is not (or already paid). */
  due: 'retirement' | 'deceased' | null;
}

export const meetsHlrPoints = (pgp: number, tgp: number): boolean =>
  pgp >= HLR_RULES.requiredPgp * 100 && tgp >= HLR_RULES.requiredTgp * 100;

/** Whole years from a YYYY-MM-DD date of birth to `now` (UTC), or null. */
export function ageOn(dateOfBirth: string | null, now: Date): number | null {
  const m = dateOfBirth ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = now.getUTCFullYear() - y;
  const beforeBirthday =
    now.getUTCMonth() + 1 < mo || (now.getUTCMonth() + 1 === mo && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export function hlrState(f: HlrFacts, now: Date): HlrState {
  const currentAge = ageOn(f.dateOfBirth, now);
  const isRewardClaimed = f.award !== null;
  const isQualified =
    isRewardClaimed ||
    (meetsHlrPoints(f.pgp, f.tgp) &&
      f.legs !== null &&
      threeLegStatus(f.legs, HLR_RULES.requiredTgp).qualifies);
  const deceased = f.deceasedAt !== null;
  const isRetirementEligible =
    deceased || (currentAge !== null && currentAge >= HLR_RULES.retirementAge);
  let due: HlrState['due'] = null;
  if (isQualified && !isRewardClaimed) {
    if (deceased) due = f.heirName ? 'deceased' : null;
    else if (isRetirementEligible) due = 'retirement';
  }
  const status: HlrStatus = isRewardClaimed
    ? 'Reward Claimed'
    : !isQualified
      ? 'In Progress'
      : isRetirementEligible
        ? 'Eligible for Reward'
        : 'Qualified (Waiting for Age)';
  return { isQualified, isRetirementEligible, isRewardClaimed, status, currentAge, due };
}
