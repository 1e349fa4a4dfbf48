/** Test-only: the tree served like the server, and the tree routes rendered at a path. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@contract/api-paths';
import { REFERRAL_API, type ReferralStats } from '@contract/referrals';
import { owner, treeAnswer } from './test-fixtures';
import { signedIn } from '@/test/members';
import { apiUrl, type setupMsw } from '@/test/msw';
import { Elsewhere, renderWithProviders } from '@/test/render';
import TreePage from './tree-page';

export const SHARE_LINK = 'https://rihla.example/signup?ref=demo';
const none = { signups: 0, kycApproved: 0, riders: 0 };
export const NO_STATS: ReferralStats = {
  month: '2026-11',
  visits: 0,
  thisMonth: none,
  allTime: none,
  recent: [],
};

export interface Seen {
  userId: string | null;
  level: string | null;
  page: string | null;
}
/** Serves the tree like the server; `answer` may override any request. Returns the requests seen. */
export function serveTree(
  server: ReturnType<typeof setupMsw>,
  counts: number[],
  answer?: (seen: Seen) => Response | undefined,
  userFor: (id: string | null) => ReturnType<typeof owner> = (id) =>
    id ? owner(id, 'Level1 Member1', 'l1member1') : owner(),
) {
  const seen: Seen[] = [];
  server.use(
    // The share section (issue 31) of the member's own tree.
    http.get(apiUrl(API.referralLink), () =>
      HttpResponse.json({ success: true, message: 'ok', referralLink: SHARE_LINK }),
    ),
    http.get(apiUrl(REFERRAL_API.stats), () =>
      HttpResponse.json({ success: true, stats: NO_STATS }),
    ),
    http.get(apiUrl(API.referralTree), ({ request }) => {
      const q = new URL(request.url).searchParams;
      const s = { userId: q.get('userId'), level: q.get('level'), page: q.get('page') };
      seen.push(s);
      return (
        answer?.(s) ??
        HttpResponse.json(
          treeAnswer(counts, {
            level: Number(s.level ?? 1),
            page: Number(s.page ?? 1),
            user: userFor(s.userId),
          }),
        )
      );
    }),
  );
  return seen;
}

export const routes = [
  { path: '/tree', element: <TreePage /> },
  { path: '/user-tree/:userId', element: <TreePage /> },
  { path: '/login', element: <p>Login page</p> },
  { path: '/profile', element: <p>Profile page</p> },
  { path: '*', element: <Elsewhere /> },
];
export const renderTree = (path = '/tree', auth = signedIn()) =>
  renderWithProviders(null, {
    routes,
    route: path,
    history: ['/previous'],
    preloadedState: { auth },
  });
export const memberTable = (level = 1) =>
  screen.findByRole('table', { name: `Level ${String(level)} members` });
/** The same level as phone cards (both layouts are in the DOM; CSS shows one). */
export const memberCards = async (level = 1) =>
  within(await screen.findByRole('region', { name: `Level ${String(level)} members` })).getByRole(
    'list',
  );
