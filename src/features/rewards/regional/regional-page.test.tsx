import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contract/api-paths';
import { MEMBER_ID, signedIn } from '@/test/members';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import RegionalPage from './regional-page';
import { ambassadorsResponse, leaderboardResponse, progressResponse } from './test-fixtures';

const server = setupMsw();

type Answer = object | 'network-error' | number;
const answer = (body: Answer) =>
  body === 'network-error'
    ? HttpResponse.error()
    : typeof body === 'number'
      ? HttpResponse.json({ success: false, message: 'Nope' }, { status: body })
      : HttpResponse.json(body);

const queries: Record<string, URLSearchParams> = {};
function serve({
  progress = progressResponse(),
  leaderboard = leaderboardResponse(),
  ambassadors = ambassadorsResponse(),
}: { progress?: Answer; leaderboard?: Answer; ambassadors?: Answer } = {}) {
  server.use(
    http.get(apiUrl(API.regionalProgress(MEMBER_ID)), () => answer(progress)),
    http.get(apiUrl(API.regionalLeaderboard), ({ request }) => {
      queries.leaderboard = new URL(request.url).searchParams;
      return answer(leaderboard);
    }),
    http.get(apiUrl(API.globalAmbassadors), ({ request }) => {
      queries.ambassadors = new URL(request.url).searchParams;
      return answer(ambassadors);
    }),
  );
}
const renderPage = () =>
  renderWithProviders(<RegionalPage />, {
    route: '/RegionalAmbassador',
    history: ['/previous'],
    preloadedState: { auth: signedIn() },
  });
const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Regional Ambassador page', () => {
  it('shows loading, then Total Earnings in dollars beside the wallet’s AED, with the title holder', async () => {
    serve();
    renderPage();
    expect(screen.getByText('Loading progress...')).toBeInTheDocument();
    expect(screen.getByText('Loading leaderboard...')).toBeInTheDocument();
    expect(screen.getByText('Loading global ambassadors...')).toBeInTheDocument();
    const earnings = await screen.findByRole('region', { name: 'Total Earnings' });
    expect(earnings).toHaveTextContent('$1,234.50');
    // The AED the server sends (the wallet's figure, DECISIONS 35), not one recomputed here.
    expect(earnings).toHaveTextContent('AED 4,533.70 in your wallet');
    expect(earnings).toHaveTextContent('Layla Haddad');
    const flag = within(earnings).getByRole('img', { name: 'UAE flag' });
    await waitFor(() => {
      expect(flag).toContainHTML('data-flag="AE"');
    });
    expect(flag).not.toHaveTextContent('🇦🇪');
  });

  it('explains the pool in an alert from the info button', async () => {
    serve();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'How regional shares work' }));
    expect(alert).toHaveBeenCalledWith(expect.stringContaining('Regional Ambassador pool'));
  });

  it('shows the rank and level, victory rank, bar and next rank with its requirement', async () => {
    serve();
    renderPage();
    const progress = await screen.findByRole('region', { name: 'Your Progress' });
    expect(progress).toHaveTextContent('Current rankWarrior');
    // Rank icons come from our icon set: emoji render as boxes where no emoji font exists.
    // eslint-disable-next-line testing-library/no-node-access -- the icon is aria-hidden: no role reaches it
    expect(progress.querySelector('svg.lucide-swords')).not.toBeNull();
    expect(progress).toHaveTextContent('Level 2');
    expect(progress).toHaveTextContent('Victory rank—');
    expect(within(progress).getByRole('progressbar', { name: 'Rank progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(progress).toHaveTextContent('Level 2 of 5');
    expect(progress).toHaveTextContent('Next rank: Tycoon · 10,000 PGP and 200,000 TGP');
  });

  it('reads the old flat shape: currentRank.rank, progress.percentage and a numeric totalEarnings', async () => {
    serve({
      progress: {
        success: true,
        data: {
          totalEarnings: 1250,
          titleHolder: { name: 'Old Holder', country: 'India', flag: '🇮🇳', rank: 'BOSS' },
          currentRank: { rank: 'CHAMPION', level: 4, icon: '🏅' },
          victoryRank: null,
          progress: { percentage: 80 },
        },
      },
    });
    renderPage();
    const progress = await screen.findByRole('region', { name: 'Your Progress' });
    expect(progress).toHaveTextContent('Current rankChampion');
    // eslint-disable-next-line testing-library/no-node-access -- the icon is aria-hidden: no role reaches it
    expect(progress.querySelector('svg.lucide-trophy')).not.toBeNull();
    expect(progress).toHaveTextContent('Level 4');
    expect(within(progress).getByRole('progressbar', { name: 'Rank progress' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    expect(progress).toHaveTextContent('Next rank: Boss');
    expect(region('Total Earnings')).toHaveTextContent('$1,250.00');
    // No AED in the old answer: the contract's peg gives it (1,250 × 3.6725).
    expect(region('Total Earnings')).toHaveTextContent('AED 4,590.63 in your wallet');
    expect(region('Total Earnings')).toHaveTextContent('Old Holder');
  });

  it('says the top rank is reached when there is no next rank', async () => {
    const top = progressResponse();
    top.data.yourProgress = {
      currentRank: { name: 'Boss', level: 5 },
      victoryRank: 'Tycoon',
      progress: { achieved: 'Level 5 of 5', percentage: 100 },
      nextRank: null,
    };
    serve({ progress: top });
    renderPage();
    const progress = await screen.findByRole('region', { name: 'Your Progress' });
    expect(progress).toHaveTextContent('Top rank reached');
    expect(progress).toHaveTextContent('Victory rankTycoon');
  });

  it('lists the regional race with number, flagged name, username, rank icon and points (page 1 of 20)', async () => {
    serve();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Regional race standings' });
    expect(queries.leaderboard?.get('page')).toBe('1');
    expect(queries.leaderboard?.get('limit')).toBe('20');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Name', 'Username', 'Rank', 'PGP + TGP']);
    const second = within(table).getByRole('row', { name: /Imran Qureshi/ });
    expect(within(second).getByRole('img', { name: 'Pakistan flag' })).toBeInTheDocument();
    expect(second).toHaveTextContent('@imranq');
    // Upper-case CHAMPION from an old server reads as Champion, with its icon (DECISIONS 9).
    expect(second).toHaveTextContent('Champion');
    // eslint-disable-next-line testing-library/no-node-access -- the icon is aria-hidden: no role reaches it
    expect(second.querySelector('svg.lucide-trophy')).not.toBeNull();
    expect(second).toHaveTextContent('540,000');
  });

  it('shows global ambassador cards with picture or initials, Global by default and the Permanent badge', async () => {
    serve();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Global Ambassadors' });
    await within(section).findByText('Noah Fischer');
    expect(queries.ambassadors?.get('page')).toBe('1');
    expect(queries.ambassadors?.get('limit')).toBe('20');
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [layla, noah] = cards as [HTMLElement, HTMLElement];
    expect(within(layla).getByRole('presentation')).toHaveAttribute('src', '/uploads/layla.webp');
    expect(within(layla).getByText('Permanent')).toBeInTheDocument();
    expect(layla).toHaveTextContent('@layla');
    expect(layla).toHaveTextContent('Boss');
    // eslint-disable-next-line testing-library/no-node-access -- the icon is aria-hidden: no role reaches it
    expect(layla.querySelector('svg.lucide-crown')).not.toBeNull();
    expect(layla).toHaveTextContent('$88.25');
    expect(layla).toHaveTextContent('AED 324.10');
    expect(noah).toHaveTextContent('NF');
    expect(noah).toHaveTextContent('Global');
    // SVG flags beside the written country (hidden from screen readers); a globe for Global.
    const flag = (card: HTMLElement, name: string) => within(card).getByLabelText(name);
    await waitFor(() => {
      expect(flag(layla, 'UAE flag')).toContainHTML('data-flag="AE"');
    });
    expect(flag(layla, 'UAE flag')).toHaveAttribute('aria-hidden', 'true');
    expect(flag(noah, 'Global flag')).not.toContainHTML('data-flag');
    expect(noah).not.toHaveTextContent('🌍');
    expect(within(noah).queryByText('Permanent')).not.toBeInTheDocument();
    expect(noah).toHaveTextContent('$12.00');
    expect(noah).toHaveTextContent('AED 44.07');
  });

  it('shows the three error messages when the calls fail', async () => {
    serve({
      progress: 'network-error',
      leaderboard: 'network-error',
      ambassadors: 'network-error',
    });
    renderPage();
    expect(await screen.findByText('Failed to load progress data')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load leaderboard data')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load global ambassadors')).toBeInTheDocument();
  });

  it('only logs non-ok answers and shows the empty states, with no user message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ progress: 500, leaderboard: 500, ambassadors: 404 });
    renderPage();
    expect(await screen.findByText('No members in the regional race yet')).toBeInTheDocument();
    expect(await screen.findByText('No global ambassadors yet')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Total Earnings' })).toHaveTextContent(
      '$0.00',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Regional progress request answered 500');
    expect(log).toHaveBeenCalledWith('Global ambassadors request answered 404');
  });
});

describe('Update Country', () => {
  function serveCountry(status: number) {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl(API.countryUpdateRequest), async ({ request }) => {
        bodies.push(await request.json());
        return status < 300
          ? HttpResponse.json(
              { success: true, message: 'Country update request submitted successfully' },
              { status },
            )
          : HttpResponse.json(
              { success: false, message: 'You already have a pending country update request' },
              { status },
            );
      }),
    );
    return bodies;
  }

  const dialog = () => screen.getByRole('dialog', { name: 'Update Country' });
  const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Update Country' }));
    return screen.findByRole('dialog', { name: 'Update Country' });
  };

  it('opens a dialog with a country select; an empty choice, Cancel or Escape sends nothing', async () => {
    serve();
    const bodies = serveCountry(201);
    const prompt = vi.spyOn(window, 'prompt');
    const user = userEvent.setup();
    renderPage();
    const opened = await openDialog(user);
    const select = within(opened).getByRole('combobox', { name: 'Enter your new country:' });
    // Focus moves into the dialog, to its first control.
    expect(within(opened).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(
      within(select).getByRole('option', { name: 'United Arab Emirates' }),
    ).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Oman' })).toBeInTheDocument();

    await user.click(within(opened).getByRole('button', { name: 'Send request' }));
    expect(within(opened).getByText('Choose your new country.')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(opened).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Country' })).toHaveFocus();

    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(bodies).toEqual([]);
    expect(prompt).not.toHaveBeenCalled();
  });

  it('sends the chosen country, confirms in a toast and shows the pending request', async () => {
    serve();
    const bodies = serveCountry(201);
    const alert = vi.spyOn(window, 'alert');
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Your Progress' });
    const pending = progressResponse();
    pending.data.pendingCountryRequest = {
      requestedCountry: 'Saudi Arabia',
      requestedAt: '2026-11-20T10:00:00.000Z',
    };
    server.use(http.get(apiUrl(API.regionalProgress(MEMBER_ID)), () => HttpResponse.json(pending)));
    const opened = await openDialog(user);
    await user.selectOptions(within(opened).getByRole('combobox'), 'Saudi Arabia');
    await user.click(within(opened).getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('Country update request sent to admin for verification.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ userId: MEMBER_ID, newCountry: 'Saudi Arabia' }]);
    expect(
      await screen.findByText(/requested on 20 Nov 2026, waiting for admin verification/),
    ).toHaveTextContent(
      'Country change to Saudi Arabia requested on 20 Nov 2026, waiting for admin verification.',
    );
    expect(alert).not.toHaveBeenCalled();
  });

  it("says 'Failed to send country update request' in the dialog when the server refuses", async () => {
    serve();
    serveCountry(409);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage();
    const opened = await openDialog(user);
    await user.selectOptions(within(opened).getByRole('combobox'), 'Oman');
    await user.click(within(opened).getByRole('button', { name: 'Send request' }));
    expect(await within(opened).findByRole('alert')).toHaveTextContent(
      'Failed to send country update request',
    );
    expect(dialog()).toBeInTheDocument();
    expect(within(opened).getByRole('button', { name: 'Send request' })).toBeEnabled();
  });
});
