import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contract/api-paths';
import BbrPage from './bbr-page';
import { MEMBER_ID, signedIn } from '@/test/members';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { campaignResponse, leaderboardResponse, pastWinsResponse } from './test-fixtures';

const server = setupMsw();

type Answer = Record<string, unknown> | 'network-error' | number;
function answer(body: Answer) {
  if (body === 'network-error') return HttpResponse.error();
  if (typeof body === 'number')
    return HttpResponse.json({ success: false, message: 'Nope' }, { status: body });
  return HttpResponse.json(body);
}
function serve({
  campaign = campaignResponse() as unknown as Answer,
  leaderboard = leaderboardResponse() as unknown as Answer,
  wins = pastWinsResponse([
    { name: 'Ramadan Rush', reward: 550, date: '2026-10-12T00:00:00.000Z', status: 'Achieved' },
  ]) as unknown as Answer,
}: { campaign?: Answer; leaderboard?: Answer; wins?: Answer } = {}) {
  server.use(
    http.get(apiUrl(API.bbrCurrentCampaign(MEMBER_ID)), () => answer(campaign)),
    http.get(apiUrl(API.bbrLeaderboard), () => answer(leaderboard)),
    http.get(apiUrl(API.bbrPastWins(MEMBER_ID)), () => answer(wins)),
  );
}
const renderPage = () =>
  renderWithProviders(<BbrPage />, {
    route: '/bbr',
    history: ['/previous'],
    preloadedState: { auth: signedIn() },
  });
const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BBR page', () => {
  it('shows each section loading, then the campaign, progress, leaderboard and past wins', async () => {
    serve();
    renderPage();
    expect(screen.getByText('Loading campaign data...')).toBeInTheDocument();
    expect(screen.getByText('Loading leaderboard...')).toBeInTheDocument();
    expect(screen.getByText('Loading past wins...')).toBeInTheDocument();

    const campaign = await screen.findByRole('region', { name: 'Current Campaign' });
    expect(within(campaign).getByText('Weekly Turbo Booster')).toBeInTheDocument();
    expect(within(campaign).getByText('100 rides')).toBeInTheDocument();
    expect(within(campaign).getByText('7 days')).toBeInTheDocument();
    expect(within(campaign).getByText('18 Nov 2026 – 25 Nov 2026')).toBeInTheDocument();
    expect(within(campaign).getByText('Solo or Team')).toBeInTheDocument();
    expect(within(campaign).getByText('Newbie rides only')).toBeInTheDocument();
    expect(within(campaign).getByText('AED 550.00')).toBeInTheDocument();

    const tracker = section('Progress Tracker');
    const bar = within(tracker).getByRole('progressbar', { name: 'Total rides: 42 of 100' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(tracker).toHaveTextContent('Solo rides30');
    expect(tracker).toHaveTextContent('Team rides12');
    expect(tracker).toHaveTextContent('Progress42%');
    expect(tracker).toHaveTextContent('Rides needed58');
    expect(within(tracker).getByText('3 days 5 hours')).toBeInTheDocument();
    expect(within(tracker).getByText('Not Qualified')).toBeInTheDocument();

    const standings = await screen.findByRole('table', { name: 'Booster campaign standings' });
    expect(within(standings).getByText('Aisha Khan')).toBeInTheDocument();
    const wins = screen.getByRole('table', { name: 'Booster campaigns won' });
    expect(within(wins).getByText('Ramadan Rush')).toBeInTheDocument();
    expect(within(wins).getByText('12 Oct 2026')).toBeInTheDocument();
  });

  it('computes the Motivation Zone from rides needed, time left and active newbies', async () => {
    serve();
    renderPage();
    const zone = await screen.findByRole('region', { name: 'Motivation Zone' });
    // 58 rides over 3 days 5 hours (3.21 days) = 18.1 → 19 a day.
    expect(zone).toHaveTextContent('You need 19 more rides per day to reach the goal.');
    expect(zone).toHaveTextContent('2 newbie team members active.');
  });

  it('falls back to the spec words (13 rides a day, 3 newbies) without progress data', async () => {
    serve({ campaign: campaignResponse({ progress: null }) as unknown as Answer });
    renderPage();
    const zone = await screen.findByRole('region', { name: 'Motivation Zone' });
    expect(zone).toHaveTextContent('You need 13 more rides per day to reach the goal.');
    expect(zone).toHaveTextContent('3 newbie team members active.');
    expect(screen.getByText('No progress data available')).toBeInTheDocument();
  });

  it('shows the empty messages when there is no active campaign', async () => {
    serve({
      campaign: {
        success: true,
        data: { currentCampaign: null, progress: null, message: 'No active BBR campaign' },
      },
    });
    renderPage();
    expect(await screen.findByText('No active campaign found')).toBeInTheDocument();
    expect(screen.getByText('No progress data available')).toBeInTheDocument();
    expect(screen.getByText('No reward information available')).toBeInTheDocument();
    expect(section('Motivation Zone')).toHaveTextContent('13 more rides per day');
  });

  it('uses 100 rides as the bar maximum and the spec fallbacks when fields are missing', async () => {
    const full = campaignResponse();
    const { requirement: _r, reward: _w, ...campaignWithout } = full.data.currentCampaign!;
    const { newbieTeamMembersActive: _n, ...progressWithout } = full.data.progress!;
    serve({
      campaign: {
        success: true,
        data: {
          currentCampaign: campaignWithout,
          progress: { ...progressWithout, totalRides: 25 },
        },
      },
    });
    renderPage();
    const bar = await screen.findByRole('progressbar', { name: 'Total rides: 25 of 100' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('No reward information available')).toBeInTheDocument();
    expect(section('Motivation Zone')).toHaveTextContent('3 newbie team members active.');
  });

  it('shows the reward locked until the requirement is reached', async () => {
    serve();
    renderPage();
    const preview = await screen.findByRole('region', { name: 'Reward Preview' });
    expect(preview).toHaveTextContent('AED 550.00');
    expect(preview).toHaveTextContent('Priority Rides (1 Week)');
    expect(preview).toHaveTextContent('Locked until you reach 100 rides');
    expect(within(preview).queryByText('Reward Unlocked!')).not.toBeInTheDocument();
  });

  it("shows 'Reward Unlocked!' and the Qualified badge when qualified", async () => {
    const qualified = campaignResponse();
    qualified.data.progress = {
      ...qualified.data.progress!,
      totalRides: 104,
      ridesNeeded: 0,
      progressPercentage: 100,
      isQualified: true,
    };
    serve({ campaign: qualified as unknown as Answer });
    renderPage();
    const preview = await screen.findByRole('region', { name: 'Reward Preview' });
    expect(within(preview).getByText('Reward Unlocked!')).toBeInTheDocument();
    expect(section('Motivation Zone')).toHaveTextContent('Goal reached.');
    expect(preview).not.toHaveTextContent('Locked until');
    expect(within(section('Progress Tracker')).getByText('Qualified')).toBeInTheDocument();
    expect(section('Progress Tracker')).not.toHaveTextContent('Not Qualified');
    // The bar caps at 100% (spec section 5).
    expect(screen.getByRole('progressbar', { name: 'Total rides: 104 of 100' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it("highlights the member's own row and colours Locked red, other statuses green", async () => {
    serve();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Booster campaign standings' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Name', 'Role', 'Rides', 'Reward', 'Status']);
    const mine = within(table).getByRole('row', { name: /Demo Member/ });
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Aisha Khan/ })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(mine).getByText('Locked')).toHaveClass('text-red-800');
    const achieved = within(within(table).getByRole('row', { name: /Aisha Khan/ })).getByText(
      'Achieved',
    );
    expect(achieved).toHaveClass('text-green-800');
    expect(within(mine).getByText('AED 550.00')).toBeInTheDocument();
  });

  it('highlights the row of userPosition.rank when rows carry no isCurrentUser (old shape)', async () => {
    const old = leaderboardResponse();
    const rows = old.data.leaderboard.map(({ isCurrentUser: _c, ...row }) => row);
    serve({
      leaderboard: { success: true, data: { leaderboard: rows, userPosition: { rank: 3 } } },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Booster campaign standings' });
    expect(within(table).getByRole('row', { name: /Omar Saleh/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(table).getByRole('row', { name: /Demo Member/ })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows the empty leaderboard and past-wins messages', async () => {
    serve({
      leaderboard: leaderboardResponse({
        leaderboard: [],
        userPosition: null,
      }) as unknown as Answer,
      wins: pastWinsResponse([]) as unknown as Answer,
    });
    renderPage();
    expect(await screen.findByText('No leaderboard data available')).toBeInTheDocument();
    expect(await screen.findByText('No past wins found')).toBeInTheDocument();
  });

  it('shows the three error messages when the calls fail', async () => {
    serve({ campaign: 'network-error', leaderboard: 'network-error', wins: 'network-error' });
    renderPage();
    expect(await screen.findByText('Failed to load current campaign')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load leaderboard')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load past wins')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });

  it('only logs a non-ok answer and shows the empty state, with no user message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ campaign: 500, leaderboard: 404, wins: 500 });
    renderPage();
    expect(await screen.findByText('No active campaign found')).toBeInTheDocument();
    expect(await screen.findByText('No leaderboard data available')).toBeInTheDocument();
    expect(await screen.findByText('No past wins found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('BBR current campaign request answered 500');
    expect(log).toHaveBeenCalledWith('BBR leaderboard request answered 404');
  });

  it("says 'User not authenticated' and calls nothing without a stored user id", () => {
    renderWithProviders(<BbrPage />, {
      route: '/bbr',
      history: ['/previous'],
      preloadedState: { auth: signedIn(null) },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('User not authenticated');
    expect(screen.queryByText('Loading campaign data...')).not.toBeInTheDocument();
  });

  it('goes back with the Back button', async () => {
    serve();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('At /previous')).toBeInTheDocument();
  });
});
