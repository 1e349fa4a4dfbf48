/** CRR rank names as the regional screen shows them; compared case-insensitively (DECISIONS 9). */
import { RANK_NAMES, type RankName } from '@contract/user';

// The icons our server sends with each rank, for answers that carry none (`yourProgress`, old rows).
const ICONS: Record<RankName | 'None', string> = {
  None: '⭐',
  Challenger: '🥉',
  Warrior: '🥈',
  Tycoon: '🥇',
  Champion: '🏆',
  Boss: '👑',
};

/** 'CHAMPION' → 'Champion'; unknown names stay as sent, blank is 'None'. */
export function rankName(value: string | null | undefined): string {
  const wanted = (value ?? '').trim().toLowerCase();
  if (!wanted) return 'None';
  return (
    RANK_NAMES.find((r) => r.toLowerCase() === wanted) ??
    (wanted === 'none' ? 'None' : (value ?? '').trim())
  );
}

export function rankIcon(value: string | null | undefined): string {
  const name = rankName(value);
  return name in ICONS ? ICONS[name as RankName | 'None'] : ICONS.None;
}

/** The rank after this one, or null at the top (None → Challenger). */
export function nextRankAfter(value: string | null | undefined): RankName | null {
  const index = RANK_NAMES.findIndex((r) => r === rankName(value));
  return RANK_NAMES[index + 1] ?? null;
}
