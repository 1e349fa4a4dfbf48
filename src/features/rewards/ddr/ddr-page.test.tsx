import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, beforeAll } from 'vitest';
import { API } from '@contract/api-paths';
import type { User } from '@contract/user';
import { MEMBER_ID, signedIn } from '@/test/members';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { DDR_FALLBACK_TIP } from './adapter';
import DdrPage from './ddr-page';
import { loadToasts } from '@/lib/notify';

// The toaster loads with a page's first toast; load it up front so the loading toast this file
// checks for is on screen as soon as the page asks for it (src/lib/notify.ts).
beforeAll(() => loadToasts());

const server = setupMsw();

const dashboard = {
  success: true,
  data: { ddr: { earnings: { total: 140.5, level1: 98, level2: 30, level3: 12, level4: 0.5 } } },
};
const earner = (rank: number, username: string, earnings: number, isCurrentUser = false) => ({
  rank,
  name: `${username[0]?.toUpperCase() ?? ''}${username.slice(1)} Member`,
  username,
  earnings,
  isCurrentUser,
  levelBreakdown: { level1: earnings, level2: 0, level3: 0, level4: 0 },
});
function board(overrides: Record<string, unknown> = {}) {
  return {
    success: true,
    data: {
      leaderboard: {
        title: '🏅 Top DDR Earners:',
        tip: 'Active L1-L4 growth boosts all levels',
        topEarners: [
          earner(1, 'sara', 900.25),
          earner(2, 'demo', 140.5, true),
          earner(3, 'omar', 12),
        ],
        currentUser: null,
        totalParticipants: 3,
        ...overrides,
      },
    },
  };
}

function serve(dash: () => Response, lb: () => Response) {
  server.use(
    http.get(apiUrl(API.mlmDashboard(MEMBER_ID)), dash),
    http.get(apiUrl(API.ddrLeaderboard), lb),
  );
}
const ok = (body: object) => () => HttpResponse.json(body);
const renderPage = (auth = signedIn()) =>
  renderWithProviders(<DdrPage />, {
    route: '/ddr',
    history: ['/previous'],
    preloadedState: { auth: auth },
  });

describe('DDR page', () => {
  it('shows loading states and the loading toast, then the L1-L4 tiles and the leaderboard', async () => {
    serve(ok(dashboard), ok(board()));
    renderPage();
    expect(screen.getByText('Loading DDR earnings...')).toBeInTheDocument();
    expect(await screen.findAllByText('Loading DDR leaderboard...')).toHaveLength(2);

    expect(await screen.findByText('AED 140.50', { selector: 'p' })).toBeInTheDocument();
    const tiles: [string, string][] = [
      ['Level 1', 'AED 98.00'],
      ['Level 2', 'AED 30.00'],
      ['Level 3', 'AED 12.00'],
      ['Level 4', 'AED 0.50'],
    ];
    for (const [label, amount] of tiles) {
      expect(screen.getByRole('group', { name: label })).toHaveTextContent(amount);
    }

    const table = await screen.findByRole('table', { name: 'DDR leaderboard' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    // Ordered by DDR earned, which has its column.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Member', 'DDR earned']);
    expect(rows[1]).toHaveTextContent('#1Sara Member@saraAED 900.25');
    // The server's title, without its emoji and colon.
    expect(screen.getByRole('heading', { name: 'Top DDR Earners' })).toBeInTheDocument();
    expect(screen.getByText('Active L1-L4 growth boosts all levels')).toBeInTheDocument();
  });

  it("marks the caller's row", async () => {
    serve(ok(dashboard), ok(board()));
    renderPage();
    const table = await screen.findByRole('table', { name: 'DDR leaderboard' });
    const mine = within(table)
      .getAllByRole('row')
      .filter((r) => r.getAttribute('aria-current') === 'true');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toHaveTextContent('demo');
    expect(within(mine[0]!).getByText('You')).toBeInTheDocument();
  });

  it('marks the caller from currentUser (old server) and shows their position when outside the list', async () => {
    const old = board({
      topEarners: [earner(1, 'sara', 900.25), earner(2, 'demo', 140.5)].map(
        ({ isCurrentUser: _, ...e }) => e,
      ),
      currentUser: { rank: 2, username: 'demo', name: 'Demo Member', earnings: 140.5 },
    });
    serve(ok(dashboard), ok(old));
    renderPage();
    const table = await screen.findByRole('table', { name: 'DDR leaderboard' });
    const mine = within(table)
      .getAllByRole('row')
      .filter((r) => r.getAttribute('aria-current') === 'true');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toHaveTextContent('#2Demo MemberYou@demo');
  });

  it("shows the caller's position under the table when outside the top earners", async () => {
    const outside = board({
      topEarners: [earner(1, 'sara', 900.25)],
      currentUser: { rank: 14, username: 'demo', name: 'Demo Member', earnings: 3.1 },
    });
    serve(ok(dashboard), ok(outside));
    renderPage();
    expect(await screen.findByText(/Your position:/)).toHaveTextContent(
      'Your position: #14 · AED 3.10',
    );
  });

  it('uses the fallback tip and title when the server sends none, and an empty message for no earners', async () => {
    serve(ok(dashboard), ok(board({ tip: '', title: undefined, topEarners: [] })));
    renderPage();
    expect(await screen.findByText(DDR_FALLBACK_TIP)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leaderboard – Top Earners' })).toBeInTheDocument();
    expect(screen.getByText('No DDR earnings on the leaderboard yet.')).toBeInTheDocument();
  });

  it('shows AED 0.00 tiles when the dashboard has no DDR figures', async () => {
    serve(ok({ success: true, data: {} }), ok(board()));
    renderPage();
    await screen.findByText('Total DDR earned');
    expect(screen.getAllByText('AED 0.00')).toHaveLength(5);
  });

  it("shows 'Failed to load DDR leaderboard' in the panel and as a toast when the call fails", async () => {
    serve(ok(dashboard), () => new HttpResponse(null, { status: 500 }));
    renderPage();
    await waitFor(() => {
      expect(screen.getAllByText('Failed to load DDR leaderboard')).toHaveLength(2);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load DDR leaderboard');
    expect(await screen.findByText('AED 98.00')).toBeInTheDocument();
  });

  it("shows 'Failed to load MLM dashboard' for the tiles when the dashboard fails", async () => {
    serve(() => new HttpResponse(null, { status: 500 }), ok(board()));
    renderPage();
    await waitFor(() => {
      expect(screen.getAllByText('Failed to load MLM dashboard')).toHaveLength(2);
    });
    expect(await screen.findByRole('table', { name: 'DDR leaderboard' })).toBeInTheDocument();
  });

  it("says 'User not authenticated' without a stored user id", () => {
    renderPage(signedIn({ username: 'demo' } as User));
    expect(screen.getByRole('alert')).toHaveTextContent('User not authenticated');
  });
});
