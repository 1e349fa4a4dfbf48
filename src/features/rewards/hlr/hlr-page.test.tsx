import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contract/api-paths';
import type { HlrLeaderboardRow, HlrProgressResponse } from '@contract/rewards';
import { MEMBER_ID, signedIn } from '@/test/members';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import HlrPage from './hlr-page';

const server = setupMsw();

const progressResponse = (overall: number): HlrProgressResponse => ({
  success: true,
  data: {
    requirements: {
      requiredPGP: 200_000,
      requiredTGP: 6_000_000,
      rewardAmount: 60_000,
      retirementAge: 55,
    },
    progress: {
      currentPGP: 50_000,
      currentTGP: 1_500_000,
      overallProgress: overall,
      pgpProgress: 25,
      tgpProgress: 25,
    },
    qualification: {
      isQualified: false,
      isRetirementEligible: false,
      isRewardClaimed: false,
      status: 'In Progress',
      currentAge: 41,
    },
    reward: { amount: 0, claimedAt: null, claimReason: null },
  },
});

const row = (rank: number, extra: Partial<HlrLeaderboardRow> = {}): HlrLeaderboardRow => ({
  rank,
  name: `Member ${String(rank)}`,
  flag: '🇦🇪',
  country: 'UAE',
  isQualified: false,
  rewardClaimed: false,
  totalPoints: 1000 * (10 - rank),
  rewardAmount: null,
  status: 'In Progress',
  ...extra,
});
const leaderboardResponse = (rows: HlrLeaderboardRow[], totalQualified?: number) => ({
  success: true,
  data: {
    leaderboard: rows,
    ...(totalQualified === undefined
      ? {}
      : { statistics: { totalParticipating: rows.length, totalQualified } }),
    pagination: { page: 1, limit: 20, total: rows.length, hasMore: false },
  },
});

let leaderboardQuery: URLSearchParams | null = null;
function serve(progress: unknown, leaderboard: unknown) {
  server.use(
    http.get(apiUrl(API.hlrProgress(MEMBER_ID)), () =>
      progress === 'network-error' ? HttpResponse.error() : HttpResponse.json(progress as object),
    ),
    http.get(apiUrl(API.hlrLeaderboard), ({ request }) => {
      leaderboardQuery = new URL(request.url).searchParams;
      return leaderboard === 'network-error'
        ? HttpResponse.error()
        : HttpResponse.json(leaderboard as object);
    }),
  );
}
const renderPage = () =>
  renderWithProviders(<HlrPage />, {
    route: '/hlr',
    history: ['/previous'],
    preloadedState: { auth: signedIn() },
  });
const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.restoreAllMocks();
  leaderboardQuery = null;
});

describe('HLR page', () => {
  it('shows the conditions, the PGP and TGP bars and the overall percentage from a fraction', async () => {
    serve(progressResponse(0.25), leaderboardResponse([row(1)], 0));
    renderPage();
    expect(screen.getByText('Loading HLR progress...')).toBeInTheDocument();
    expect(screen.getByText('Loading leaderboard...')).toBeInTheDocument();
    const progress = await screen.findByRole('region', { name: 'Your Progress' });
    expect(
      within(progress).getByRole('progressbar', { name: 'PGP: 50,000 of 200,000' }),
    ).toHaveAttribute('aria-valuenow', '25');
    expect(
      within(progress).getByRole('progressbar', { name: 'TGP: 1,500,000 of 6,000,000' }),
    ).toHaveAttribute('aria-valuenow', '25');
    expect(within(progress).getByRole('progressbar', { name: 'Overall' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(progress).toHaveTextContent('Overall progress25%');
    expect(within(progress).getByText('Not Qualified')).toBeInTheDocument();
    expect(within(progress).queryByText('Retirement Eligible')).not.toBeInTheDocument();

    const conditions = region('Reward Conditions');
    expect(conditions).toHaveTextContent(
      'A one-time reward at retirement age 55, or instantly if qualified and deceased.',
    );
    expect(conditions).toHaveTextContent('Required PGP200,000');
    expect(conditions).toHaveTextContent('Required TGP6,000,000');
    expect(conditions).toHaveTextContent('Reward amountAED 60,000.00');
  });

  it('reads an overallProgress above 1 as a percentage (old server shape)', async () => {
    serve(progressResponse(37.5), leaderboardResponse([], 0));
    renderPage();
    const bar = await screen.findByRole('progressbar', { name: 'Overall' });
    expect(bar).toHaveAttribute('aria-valuenow', '38');
    expect(region('Your Progress')).toHaveTextContent('Overall progress37.5%');
  });

  it("shows the Qualified and 'Retirement Eligible' badges", async () => {
    const qualified = progressResponse(1);
    qualified.data.qualification = {
      ...qualified.data.qualification,
      isQualified: true,
      isRetirementEligible: true,
    };
    serve(qualified, leaderboardResponse([], 1));
    renderPage();
    const progress = await screen.findByRole('region', { name: 'Your Progress' });
    expect(within(progress).getByText('Qualified')).toBeInTheDocument();
    expect(within(progress).getByText('Retirement Eligible')).toBeInTheDocument();
    expect(progress).not.toHaveTextContent('Not Qualified');
    expect(within(progress).getByRole('progressbar', { name: 'Overall' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('uses the defaults 55, 200,000, 6,000,000 and AED 60,000 when data is missing', async () => {
    serve({ success: true, data: { progress: { currentPGP: 20_000 } } }, leaderboardResponse([]));
    renderPage();
    const progress = await screen.findByRole('region', { name: 'Your Progress' });
    expect(
      within(progress).getByRole('progressbar', { name: 'PGP: 20,000 of 200,000' }),
    ).toHaveAttribute('aria-valuenow', '10');
    expect(
      within(progress).getByRole('progressbar', { name: 'TGP: 0 of 6,000,000' }),
    ).toBeInTheDocument();
    const conditions = region('Reward Conditions');
    expect(conditions).toHaveTextContent('retirement age 55');
    expect(conditions).toHaveTextContent('Required PGP200,000');
    expect(conditions).toHaveTextContent('Required TGP6,000,000');
    expect(conditions).toHaveTextContent('Reward amountAED 60,000.00');
  });

  it('asks for page 1 of 20 and shows 5 rows, then all with View All, and 5 again with Show Less', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => row(i + 1));
    serve(progressResponse(0.1), leaderboardResponse(rows, 0));
    renderPage();
    const table = await screen.findByRole('table', { name: 'HLR standings' });
    expect(leaderboardQuery?.get('page')).toBe('1');
    expect(leaderboardQuery?.get('limit')).toBe('20');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    await userEvent.click(screen.getByRole('button', { name: 'View All' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 7);
    expect(within(table).getByText('Member 7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
  });

  it('offers no View All with 5 rows or fewer', async () => {
    serve(progressResponse(0.1), leaderboardResponse([row(1), row(2), row(3), row(4), row(5)], 0));
    renderPage();
    await screen.findByRole('table', { name: 'HLR standings' });
    expect(screen.queryByRole('button', { name: 'View All' })).not.toBeInTheDocument();
  });

  it('shows the reward paid (not the points) once claimed, else the status, beside the PGP + TGP it is ordered by', async () => {
    serve(
      progressResponse(0.1),
      leaderboardResponse([
        row(1, {
          name: 'Fatima Noor',
          rewardClaimed: true,
          isQualified: true,
          totalPoints: 12_000_000,
          rewardAmount: 60_000,
          status: 'Reward Claimed',
        }),
        row(2, {
          name: 'Bilal Aziz',
          country: 'Pakistan',
          flag: '🇵🇰',
          isQualified: true,
          status: 'Qualified (Waiting for Age)',
        }),
        row(3, { name: 'Sara Ali' }),
      ]),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'HLR standings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Name', 'Flag', 'Country', 'PGP + TGP', 'Reward / Status']);
    const claimed = within(table).getByRole('row', { name: /Fatima Noor/ });
    expect(claimed).toHaveTextContent('AED 60,000.00');
    expect(claimed).toHaveTextContent('12,000,000');
    expect(claimed).not.toHaveTextContent('AED 12,000,000');
    expect(claimed).not.toHaveTextContent('Reward Claimed');
    const waiting = within(table).getByRole('row', { name: /Bilal Aziz/ });
    expect(waiting).toHaveTextContent('Qualified (Waiting for Age)');
    // An SVG flag, not the emoji the answer carries (it renders as letters on some systems).
    const flag = within(waiting).getByRole('img', { name: 'Pakistan flag' });
    await waitFor(() => {
      expect(flag).toContainHTML('data-flag="PK"');
    });
    expect(flag).not.toHaveTextContent('🇵🇰');
    const sara = within(table).getByRole('row', { name: /Sara Ali/ });
    expect(sara).toHaveTextContent('In Progress');
    expect(sara).toHaveTextContent('7,000');
    // Without statistics the count is the qualified rows.
    expect(region('Leaderboard')).toHaveTextContent('2 qualified members');
  });

  it('shows the default reward for a claimed row from a server that sends no amount', async () => {
    const { rewardAmount: _, ...old } = row(1, {
      name: 'Old Claim',
      rewardClaimed: true,
      isQualified: true,
      totalPoints: 12_000_000,
      status: 'Reward Claimed',
    });
    serve(progressResponse(0.1), leaderboardResponse([old as HlrLeaderboardRow]));
    renderPage();
    const table = await screen.findByRole('table', { name: 'HLR standings' });
    const claimed = within(table).getByRole('row', { name: /Old Claim/ });
    expect(claimed).toHaveTextContent('AED 60,000.00');
    expect(claimed).not.toHaveTextContent('AED 12,000,000');
  });

  it("counts qualified members from the server's statistics", async () => {
    serve(progressResponse(0.1), leaderboardResponse([row(1)], 12));
    renderPage();
    expect(await screen.findByText(/qualified members/)).toHaveTextContent('12 qualified members');
  });

  it('shows the empty leaderboard message and the tip', async () => {
    serve(progressResponse(0.1), leaderboardResponse([], 0));
    renderPage();
    expect(await screen.findByText('No members on the leaderboard yet')).toBeInTheDocument();
    expect(region('Tip')).toHaveTextContent('three strongest team legs');
  });

  it('shows both error messages when the calls fail', async () => {
    serve('network-error', 'network-error');
    renderPage();
    expect(await screen.findByText('Failed to load HLR progress')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load HLR leaderboard')).toBeInTheDocument();
    // The conditions still show the defaults.
    expect(region('Reward Conditions')).toHaveTextContent('Reward amountAED 60,000.00');
  });

  it('only logs a non-ok answer, with no user message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(apiUrl(API.hlrProgress(MEMBER_ID)), () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
      http.get(apiUrl(API.hlrLeaderboard), () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderPage();
    expect(await screen.findByText('No members on the leaderboard yet')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your Progress' })).toHaveTextContent(
      'Not Qualified',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('HLR progress request answered 500');
    expect(log).toHaveBeenCalledWith('HLR leaderboard request answered 500');
  });
});
