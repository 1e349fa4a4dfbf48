/**
 * How programme rows show people, countries and ranks: one place, so every leaderboard prints
 * the same name ("First Last", never "undefined"), flag and rank icon.
 */
import { RANK_NAMES, type CurrentRank, type RankName } from '../../../../contract/user';
import { CRR_RANKS, NO_RANK_ICON } from '../bbr/figures';

export function displayName(m: {
  first_name: string;
  last_name: string;
  username: string;
}): string {
  const name = [m.first_name, m.last_name]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
  return name || m.username;
}

// API-CONTRACT section 6: these countries get their flag, any other 🌍.
const FLAGS: [country: string, flag: string][] = [
  ['UAE', '🇦🇪'],
  ['Pakistan', '🇵🇰'],
  ['Saudi Arabia', '🇸🇦'],
  ['India', '🇮🇳'],
  ['UK', '🇬🇧'],
  ['USA', '🇺🇸'],
  ['Canada', '🇨🇦'],
  ['Australia', '🇦🇺'],
  ['Germany', '🇩🇪'],
  ['France', '🇫🇷'],
  ['Italy', '🇮🇹'],
  ['Spain', '🇪🇸'],
  ['Netherlands', '🇳🇱'],
  ['Belgium', '🇧🇪'],
  ['Switzerland', '🇨🇭'],
  ['Austria', '🇦🇹'],
  ['Sweden', '🇸🇪'],
  ['Norway', '🇳🇴'],
  ['Denmark', '🇩🇰'],
  ['Finland', '🇫🇮'],
];
const FLAG_BY_NAME = new Map(FLAGS.map(([c, f]) => [c.toLowerCase(), f]));
export const GLOBE = '🌍';

export function flagOf(country: string | null | undefined): string {
  return FLAG_BY_NAME.get((country ?? '').trim().toLowerCase()) ?? GLOBE;
}

// Spellings members type for the countries the product knows, so requests name them one way.
const CANONICAL = new Map<string, string>([
  ...FLAGS.map(([c]) => [c.toLowerCase(), c] as [string, string]),
  ['japan', 'Japan'],
  ['china', 'China'],
  ['united arab emirates', 'UAE'],
  ['emirates', 'UAE'],
  ['united kingdom', 'UK'],
  ['great britain', 'UK'],
  ['united states', 'USA'],
  ['united states of america', 'USA'],
  ['us', 'USA'],
  ['ksa', 'Saudi Arabia'],
]);

/** The product's spelling of a country name; other names are kept as typed (trimmed). */
export function canonicalCountry(name: string): string {
  const t = name.trim().replace(/\s+/g, ' ');
  return CANONICAL.get(t.toLowerCase()) ?? t;
}

export function countryLabel(country: string | null | undefined): string {
  return country?.trim() || 'Unknown';
}

// The CRR screen's icons (reward config), so a rank looks the same on every screen.
const RANK_ICONS = new Map<CurrentRank, string>([
  ['None', NO_RANK_ICON],
  ...CRR_RANKS.map((r) => [r.name, r.icon] as [CurrentRank, string]),
]);

/** Stored ranks may be in the old upper case (CHAMPION, BOSS); answers use RANK_NAMES (DECISIONS 9). */
export function normaliseRank(stored: string | null | undefined): CurrentRank {
  const lower = (stored ?? '').toLowerCase();
  return RANK_NAMES.find((r) => r.toLowerCase() === lower) ?? 'None';
}

/** None = 0, Challenger = 1 … Boss = 5. */
export function rankLevel(rank: CurrentRank): number {
  return rank === 'None' ? 0 : RANK_NAMES.indexOf(rank) + 1;
}

export function rankIcon(rank: CurrentRank): string {
  return RANK_ICONS.get(rank) ?? NO_RANK_ICON;
}

export function rankAtLevel(level: number): RankName | null {
  return RANK_NAMES[level - 1] ?? null;
}
