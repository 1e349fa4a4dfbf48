/**
 * The read mix of `bench/load-mix.ts`: what signed-in members ask for, with weights in percent
 * of all requests. Login is not in it (measured on its own, DECISIONS 26). Pages and limits are
 * those the SPA sends (tree pages of 50; programme boards page 1 of 20; DDR and CRR boards with
 * no query).
 */
import type { BenchUser } from './load-data';

export interface Picked {
  user: BenchUser;
  rng: () => number;
  leader: () => BenchUser;
}

export interface MixEntry {
  name: string;
  weight: number;
  /** The path to ask for, and as whom when not the picked member. */
  path: (p: Picked) => string | { path: string; as: BenchUser };
}

const board = (path: string) => () => `${path}?page=1&limit=20`;

/** Half the tree pages are a member's own first level; half page through a big downline. */
function treePath({ rng, leader }: Picked): string | { path: string; as: BenchUser } {
  if (rng() < 0.5) return '/api/user/referral-tree?level=1&page=1&limit=50';
  const l = leader();
  const levels = l.levels.slice(0, 10);
  const level = 1 + Math.floor(rng() * Math.max(1, levels.length));
  const pages = Math.max(1, Math.min(3, Math.ceil((levels[level - 1] ?? 0) / 50)));
  const page = 1 + Math.floor(rng() * pages);
  return { path: `/api/user/referral-tree?level=${level}&page=${page}&limit=50`, as: l };
}

export const READ_MIX: MixEntry[] = [
  { name: 'get-current-user', weight: 25, path: () => '/api/drivers/get-current-user' },
  { name: 'referral-tree level page', weight: 15, path: treePath },
  { name: 'MLM dashboard', weight: 15, path: ({ user }) => `/api/mlm/user-dashboard/${user.id}` },
  { name: 'DDR leaderboard', weight: 7, path: () => '/api/mlm/ddr/leaderboard' },
  { name: 'CRR leaderboard', weight: 7, path: () => '/api/mlm/crr/leaderboard' },
  { name: 'BBR leaderboard', weight: 6, path: board('/api/mlm/bbr/leaderboard') },
  {
    name: 'BBR current campaign',
    weight: 5,
    path: ({ user }) => `/api/mlm/bbr/current-campaign/${user.id}`,
  },
  { name: 'HLR leaderboard', weight: 5, path: board('/api/mlm/hlr/leaderboard') },
  { name: 'HLR progress', weight: 4, path: ({ user }) => `/api/mlm/hlr/progress/${user.id}` },
  { name: 'regional leaderboard', weight: 5, path: board('/api/mlm/regional/leaderboard') },
  {
    name: 'regional progress',
    weight: 3,
    path: ({ user }) => `/api/mlm/regional/progress/${user.id}`,
  },
  { name: 'global ambassadors', weight: 3, path: board('/api/mlm/regional/global-ambassadors') },
];
