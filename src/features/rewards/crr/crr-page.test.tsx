import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, beforeAll } from 'vitest';
import { API } from '@contract/api-paths';
import type { User } from '@contract/user';
import { MEMBER_ID, signedIn } from '@/test/members';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import CrrPage from './crr-page';
import { loadToasts } from '@/lib/notify';

// The toaster loads with a page's first toast; load it up front so the loading toast this file
// checks for is on screen as soon as the page asks for it (src/lib/notify.ts).
beforeAll(() => loadToasts());

const server = setupMsw();

const entry = (
  rank: string,
  reward: number,
  state: 'achieved' | 'open' | 'locked',
  requirements: { pgp: number; tgp: number },
) => ({
  rank,
  reward,
  icon: '🏅',
  isAchieved: state === 'achieved',
  isLocked: state === 'locked',
  requirements,
  currentPoints: { pgp: 3000, tgp: 120000 },
});
const tracking = {
  success: true,
  data: {
    currentRank: 'Challenger',
    totalPoints: { pgp: 3000, tgp: 120000, total: 123000 },
    monthlyPoints: { pgp: 400, tgp: 9000 },
    daysUntilReset: 12,
    rankTracking: [
      entry('Challenger', 1000, 'achieved', { pgp: 2500, tgp: 50000 }),
      entry('Warrior', 5000, 'open', { pgp: 5000, tgp: 100000 }),
      entry('Tycoon', 20000, 'locked', { pgp: 10000, tgp: 200000 }),
      // The old server's spelling (DECISIONS 9).
      entry('CHAMPION', 50000, 'locked', { pgp: 25000, tgp: 500000 }),
      entry('BOSS', 200000, 'locked', { pgp: 50000, tgp: 1000000 }),
    ],
  },
};
const names = ['sara', 'omar', 'demo', 'lina', 'yusuf', 'huda', 'karim'];
const leaderboard = {
  success: true,
  data: {
    leaderboard: {
      title: 'CRR Leaderboard – Top Earners',
      tip: 'Keep PGP and TGP growing',
      topEarners: names.map((username, i) => ({
        rank: i < 2 ? 'Warrior' : 'Challenger',
        position: i + 1,
        name: `${username} name`,
        username,
        crrRank: i < 2 ? 'Warrior' : 'Challenger',
        rankIcon: '🥈',
        earnings: 100000 - i * 1000,
        isCurrentUser: username === 'demo',
      })),
      currentUser: null,
    },
  },
};

function serve(track: () => Response, board: () => Response) {
  server.use(
    http.get(apiUrl(API.crrRankTracking(MEMBER_ID)), track),
    http.get(apiUrl(API.crrLeaderboard), board),
  );
}
const ok = (body: object) => () => HttpResponse.json(body);
const fail = () => new HttpResponse(null, { status: 500 });
const renderPage = (auth = signedIn()) =>
  renderWithProviders(<CrrPage />, {
    route: '/crr',
    history: ['/previous'],
    preloadedState: { auth: auth },
  });
function ladderItem(rank: string): HTMLElement {
  const items = within(screen.getByRole('list', { name: 'Rank ladder' })).getAllByRole('listitem');
  const item = items.find((li) => li.textContent.includes(rank));
  if (!item) throw new Error(`No ladder step ${rank}`);
  return item;
}
const youRow = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((r) => r.getAttribute('aria-current') === 'true');

describe('CRR page', () => {
  it('shows the loading states and toasts while rank tracking and the leaderboard load', async () => {
    serve(ok(tracking), ok(leaderboard));
    renderPage();
    expect(await screen.findAllByText('Loading CRR rank tracking...')).not.toHaveLength(0);
    expect(screen.getAllByText('Loading CRR leaderboard...')).not.toHaveLength(0);
    await screen.findByRole('list', { name: 'Rank ladder' });
  });

  it('ticks achieved ranks, marks the next one and locks the rest, with each reward in AED', async () => {
    serve(ok(tracking), ok(leaderboard));
    renderPage();
    await screen.findByRole('list', { name: 'Rank ladder' });
    expect(ladderItem('Challenger')).toHaveTextContent('AchievedChallengerAED 1,000.00');
    expect(ladderItem('Warrior')).toHaveTextContent('Next rankWarriorAED 5,000.00');
    expect(ladderItem('Warrior')).toHaveAttribute('aria-current', 'step');
    expect(ladderItem('Tycoon')).toHaveTextContent('LockedTycoonAED 20,000.00');
    // Upper-case names from the old server read as the same ranks.
    expect(ladderItem('Champion')).toHaveTextContent('LockedChampionAED 50,000.00');
    expect(ladderItem('Boss')).toHaveTextContent('LockedBossAED 200,000.00');
  });

  it('shows PGP and TGP toward the next rank with bars capped at 100%, and the days left', async () => {
    serve(ok(tracking), ok(leaderboard));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Progress to Warrior' })).toBeInTheDocument();
    const pgp = screen.getByRole('progressbar', { name: 'PGP (personal points)' });
    const tgp = screen.getByRole('progressbar', { name: 'TGP (team points)' });
    expect(pgp).toHaveAttribute('aria-valuenow', '60');
    expect(tgp).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('3,000 / 5,000 PGP')).toBeInTheDocument();
    expect(screen.getByText('120,000 / 100,000 TGP')).toBeInTheDocument();
    expect(screen.getByText('12 days')).toBeInTheDocument();
  });

  it('takes the first rank neither achieved nor locked as the next rank', async () => {
    const body = structuredClone(tracking);
    body.data.rankTracking[1]!.isAchieved = true;
    body.data.rankTracking[2]!.isLocked = false;
    serve(ok(body), ok(leaderboard));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Progress to Tycoon' })).toBeInTheDocument();
    expect(ladderItem('Warrior')).toHaveTextContent('Achieved');
  });

  it('uses the section 9 defaults when the data is missing', async () => {
    serve(ok({ success: true, data: {} }), ok(leaderboard));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Progress to Challenger' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 / 2,500 PGP')).toBeInTheDocument();
    expect(screen.getByText('0 / 50,000 TGP')).toBeInTheDocument();
    expect(screen.getByText('30 days')).toBeInTheDocument();
    const amounts = ['1,000.00', '5,000.00', '20,000.00', '50,000.00', '200,000.00'];
    ['Challenger', 'Warrior', 'Tycoon', 'Champion', 'Boss'].forEach((rank, i) => {
      expect(ladderItem(rank)).toHaveTextContent(`AED ${amounts[i] ?? ''}`);
    });
    expect(ladderItem('Challenger')).toHaveTextContent('Next rank');
    expect(ladderItem('Boss')).toHaveTextContent('Locked');
  });

  it('shows 5 leaderboard rows, all with View All and 5 again with Show Less, the caller marked', async () => {
    serve(ok(tracking), ok(leaderboard));
    renderPage();
    const table = await screen.findByRole('table', { name: 'CRR leaderboard' });
    // Ordered by rank, then points: both are columns, the points named (DECISIONS 36).
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Position', 'Member', 'Rank', 'PGP + TGP']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(youRow(table)).toHaveLength(1);
    expect(youRow(table)[0]).toHaveTextContent('#3demo nameYou@demo');
    await userEvent.click(screen.getByRole('button', { name: 'View All' }));
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('Keep PGP and TGP growing')).toBeInTheDocument();
  });

  it("reads the old server's rows (rank name in rank, number in position)", async () => {
    const old = {
      success: true,
      data: {
        leaderboard: {
          topEarners: [
            { position: 1, name: 'Old Timer', username: 'old', rank: 'BOSS', earnings: 5 },
          ],
        },
      },
    };
    serve(ok(tracking), ok(old));
    renderPage();
    const table = await screen.findByRole('table', { name: 'CRR leaderboard' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('#1Old Timer@oldBoss5');
    expect(screen.queryByRole('button', { name: 'View All' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load CRR rank tracking' (and the default ladder) when tracking fails", async () => {
    serve(fail, ok(leaderboard));
    renderPage();
    await waitFor(() => {
      expect(screen.getAllByText('Failed to load CRR rank tracking')).toHaveLength(2);
    });
    expect(ladderItem('Challenger')).toHaveTextContent('AED 1,000.00');
  });

  it("shows 'Failed to load CRR leaderboard' when the leaderboard fails", async () => {
    serve(ok(tracking), fail);
    renderPage();
    await waitFor(() => {
      expect(screen.getAllByText('Failed to load CRR leaderboard')).toHaveLength(2);
    });
  });

  it('shows an empty message when nobody is on the leaderboard', async () => {
    serve(ok(tracking), ok({ success: true, data: { leaderboard: { topEarners: [] } } }));
    renderPage();
    expect(await screen.findByText('No members on the CRR leaderboard yet.')).toBeInTheDocument();
  });

  it("says 'User not authenticated' without a stored user id", () => {
    renderPage(signedIn({ username: 'demo' } as User));
    expect(screen.getByRole('alert')).toHaveTextContent('User not authenticated');
  });
});
