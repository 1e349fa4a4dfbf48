import { RANK_NAMES, type CurrentRank, type RankName } from '@contract/user';

/**
 * Rank names compared case-insensitively (DECISIONS 9: the old server sent CHAMPION and BOSS);
 * anything unknown reads as 'None'.
 */
export function normalizeRank(name: unknown): CurrentRank {
  if (typeof name !== 'string') return 'None';
  const wanted = name.trim().toLowerCase();
  return RANK_NAMES.find((r) => r.toLowerCase() === wanted) ?? 'None';
}

export const sameRank = (a: unknown, b: unknown): boolean =>
  normalizeRank(a) !== 'None' && normalizeRank(a) === normalizeRank(b);

/** CRR ladder defaults of spec sections 3 and 9 (bonus AED, accumulated PGP / TGP targets). */
export const CRR_LADDER: readonly { rank: RankName; reward: number; pgp: number; tgp: number }[] = [
  { rank: 'Challenger', reward: 1000, pgp: 2500, tgp: 50000 },
  { rank: 'Warrior', reward: 5000, pgp: 5000, tgp: 100000 },
  { rank: 'Tycoon', reward: 20000, pgp: 10000, tgp: 200000 },
  { rank: 'Champion', reward: 50000, pgp: 25000, tgp: 500000 },
  { rank: 'Boss', reward: 200000, pgp: 50000, tgp: 1000000 },
];
