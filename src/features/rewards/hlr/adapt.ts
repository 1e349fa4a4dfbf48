/**
 * HLR answers → what the screen shows. Missing figures take the spec's defaults (section 9), and
 * `overallProgress` is read as a fraction when at most 1, else as a percentage: our server sends
 * the spec's fraction, the company's old server 0–100 (DECISIONS 10).
 */
import type { HlrLeaderboardResponse, HlrProgressData } from '@contract/rewards';
import { listOf, numberOr, textOr, type Loose } from '@/features/rewards/shared/loose-shape';

export const HLR_DEFAULTS = {
  retirementAge: 55,
  requiredPGP: 200_000,
  requiredTGP: 6_000_000,
  rewardAmount: 60_000,
} as const;

export interface HlrProgressView {
  requirements: {
    retirementAge: number;
    requiredPGP: number;
    requiredTGP: number;
    rewardAmount: number;
  };
  currentPGP: number;
  currentTGP: number;
  /** 0–100 (not capped here; the bars cap). */
  pgpPercent: number;
  tgpPercent: number;
  overallPercent: number;
  isQualified: boolean;
  isRetirementEligible: boolean;
}

const positiveOr = (value: unknown, fallback: number) => {
  const n = numberOr(value, 0);
  return n > 0 ? n : fallback;
};

/** ≤ 1 is a fraction (spec shape), > 1 a percentage (old server). */
export const overallAsPercent = (value: number) => (value <= 1 ? value * 100 : value);

export function adaptHlrProgress(data: Loose<HlrProgressData> | null | undefined): HlrProgressView {
  const r = data?.requirements;
  const requirements = {
    retirementAge: positiveOr(r?.retirementAge, HLR_DEFAULTS.retirementAge),
    requiredPGP: positiveOr(r?.requiredPGP, HLR_DEFAULTS.requiredPGP),
    requiredTGP: positiveOr(r?.requiredTGP, HLR_DEFAULTS.requiredTGP),
    rewardAmount: positiveOr(r?.rewardAmount, HLR_DEFAULTS.rewardAmount),
  };
  const currentPGP = numberOr(data?.progress?.currentPGP, 0);
  const currentTGP = numberOr(data?.progress?.currentTGP, 0);
  const pgpPercent = (currentPGP / requirements.requiredPGP) * 100;
  const tgpPercent = (currentTGP / requirements.requiredTGP) * 100;
  const overall = numberOr(data?.progress?.overallProgress, null);
  return {
    requirements,
    currentPGP,
    currentTGP,
    pgpPercent,
    tgpPercent,
    overallPercent:
      overall === null
        ? (Math.min(pgpPercent, 100) + Math.min(tgpPercent, 100)) / 2
        : overallAsPercent(overall),
    isQualified: data?.qualification?.isQualified === true,
    isRetirementEligible: data?.qualification?.isRetirementEligible === true,
  };
}

export interface HlrRowView {
  rank: number;
  name: string;
  flag: string;
  country: string;
  isQualified: boolean;
  rewardClaimed: boolean;
  /** PGP + TGP, the board's order */
  totalPoints: number;
  /** AED paid, shown once claimed (DECISIONS 36); the default reward when an answer lacks it. */
  rewardAmount: number;
  status: string;
}
export interface HlrLeaderboardView {
  rows: HlrRowView[];
  qualifiedCount: number;
}

export function adaptHlrLeaderboard(
  data: Loose<HlrLeaderboardResponse['data']> | null | undefined,
): HlrLeaderboardView {
  const rows = listOf(data?.leaderboard).map((row, i) => ({
    rank: numberOr(row?.rank, i + 1),
    name: textOr(row?.name, '—'),
    flag: textOr(row?.flag, '🌍'),
    // '' when unknown: the screen words it.
    country: textOr(row?.country, ''),
    isQualified: row?.isQualified === true,
    rewardClaimed: row?.rewardClaimed === true,
    totalPoints: numberOr(row?.totalPoints, 0),
    rewardAmount: positiveOr(row?.rewardAmount, HLR_DEFAULTS.rewardAmount),
    status: textOr(row?.status, 'In Progress'),
  }));
  return {
    rows,
    qualifiedCount: numberOr(
      data?.statistics?.totalQualified,
      rows.filter((row) => row.isQualified).length,
    ),
  };
}
