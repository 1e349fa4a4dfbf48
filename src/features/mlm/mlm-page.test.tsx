import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, beforeAll } from 'vitest';
import { API } from '@contract/api-paths';
import type { User } from '@contract/user';
import MlmPage from './mlm-page';
import { MEMBER_ID, signedIn } from '@/test/members';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { loadToasts } from '@/lib/notify';

// The toaster loads with a page's first toast; load it up front so the loading toast this file
// checks for is on screen as soon as the page asks for it (src/lib/notify.ts).
beforeAll(() => loadToasts());

const server = setupMsw();
// The wallet's withdrawal panel sits on this page (its own tests are in features/wallet).
beforeEach(() => {
  server.use(
    http.get(apiUrl(API.withdrawals), () =>
      HttpResponse.json({
        success: true,
        withdrawals: [],
        wallet: { availableBalance: 0, held: 0, paidOut: 0, minimum: 50 },
        canWithdraw: false,
      }),
    ),
  );
});

function dashboard(overrides: Record<string, unknown> = {}) {
  return {
    success: true,
    message: 'User MLM dashboard retrieved successfully',
    data: {
      user: {
        id: MEMBER_ID,
        _id: MEMBER_ID,
        username: 'demo',
        firstName: 'Demo',
        lastName: 'Member',
        name: 'Demo Member',
        sponsorId: 'RH-000042',
        joinedAt: '2026-03-05T10:00:00.000Z',
      },
      wallet: {
        currentBalance: 1050.5,
        totalEarned: 1234.5,
        totalEarnings: 1234.5,
        totalPaidOut: 184,
      },
      summary: {
        totalEarnings: {
          ddr: 812.4,
          crr: 1000,
          bbr: 550,
          hlr: 0,
          regionalAmbassador: 12.35,
          countryAmbassador: 12.35,
          total: 2374.75,
        },
        totalEarned: 1234.5,
      },
      recentTransactions: [
        {
          amount: 4.2,
          type: 'credit',
          programme: 'ddr',
          description: 'DDR Level 1 earnings from ride completion',
          timestamp: '2026-11-20T08:00:00.000Z',
        },
      ],
      ...overrides,
    },
  };
}

const serve = (answer: () => Response) => {
  let calls = 0;
  server.use(
    http.get(apiUrl(API.mlmDashboard(MEMBER_ID)), () => {
      calls += 1;
      return answer();
    }),
  );
  return () => calls;
};
const renderPage = (auth = signedIn()) =>
  renderWithProviders(<MlmPage />, {
    route: '/mlm',
    history: ['/previous'],
    preloadedState: { auth: auth },
  });

describe('MLM dashboard', () => {
  it('loads its figures again with the withdrawal panel after a cancel: one balance', async () => {
    let pending = true;
    const detail = {
      id: 'w1',
      reference: 'WD-20261124-ABC234',
      amount: 60,
      method: 'bank',
      createdAt: '2026-11-24T10:00:00.000Z',
      accountEnding: '3456',
      accountHolder: 'Demo Member',
      reason: null,
      transferReference: null,
      updatedAt: '2026-11-24T10:00:00.000Z',
    };
    server.use(
      http.get(apiUrl(API.withdrawals), () =>
        HttpResponse.json({
          success: true,
          withdrawals: [{ ...detail, status: pending ? 'pending' : 'cancelled' }],
          wallet: {
            availableBalance: pending ? 990.5 : 1050.5,
            held: pending ? 60 : 0,
            paidOut: 0,
            minimum: 50,
          },
          canWithdraw: true,
        }),
      ),
      http.post(apiUrl(API.withdrawalCancel('w1')), () => {
        pending = false;
        return HttpResponse.json({ success: true, withdrawal: { ...detail, status: 'cancelled' } });
      }),
    );
    const calls = serve(() => HttpResponse.json(dashboard()));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    await screen.findByRole('button', { name: 'Request withdrawal' });
    expect(calls()).toBe(2);
  });

  it("shows 'Loading MLM dashboard...' on the page and as a toast while the dashboard loads", async () => {
    serve(() => HttpResponse.json(dashboard()));
    renderPage();
    // One name for the wallet page (menu, title, tile); the spec's title is its subtitle.
    expect(screen.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeInTheDocument();
    expect(screen.getByText('MLM Bonuses')).toBeInTheDocument();
    expect(document.title).toMatch(/^My Wallet/);
    expect(await screen.findAllByText('Loading MLM dashboard...')).toHaveLength(2);
    await screen.findByText('RH-000042');
  });

  it('shows lifetime earned, balance, the member and each programme total in AED with 2 decimals', async () => {
    serve(() => HttpResponse.json(dashboard()));
    renderPage();
    expect(await screen.findByText('AED 1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Lifetime total earned')).toBeInTheDocument();
    expect(screen.getByText('AED 1,050.50')).toBeInTheDocument();
    expect(screen.getByText('Available balance')).toBeInTheDocument();
    expect(screen.getByText('demo')).toBeInTheDocument();
    expect(screen.getByText('Demo Member')).toBeInTheDocument();
    expect(screen.getByText('RH-000042')).toBeInTheDocument();
    expect(screen.getByText('5 Mar 2026')).toBeInTheDocument();

    const tiles: [RegExp, string, string][] = [
      [/^DDR/, '/ddr', 'AED 812.40'],
      [/^CRR/, '/crr', 'AED 1,000.00'],
      [/^BBR/, '/bbr', 'AED 550.00'],
      [/^HLR/, '/hlr', 'AED 0.00'],
      [/^Regional/, '/RegionalAmbassador', 'AED 12.35'],
    ];
    for (const [name, href, amount] of tiles) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveTextContent(amount);
    }
    const activity = screen.getByRole('table', { name: 'Recent wallet activity' });
    expect(
      within(activity).getByText('DDR Level 1 earnings from ride completion'),
    ).toBeInTheDocument();
    expect(within(activity).getByText('+AED 4.20')).toBeInTheDocument();
  });

  it('reads the regional total from regionalAmbassador when countryAmbassador is 0 (old server)', async () => {
    const body = dashboard();
    body.data.summary.totalEarnings.countryAmbassador = 0;
    serve(() => HttpResponse.json(body));
    renderPage();
    expect(await screen.findByRole('link', { name: /^Regional/ })).toHaveTextContent('AED 12.35');
  });

  it('shows zeros and dashes instead of breaking when figures are missing', async () => {
    serve(() => HttpResponse.json({ success: true, data: {} }));
    renderPage();
    expect(await screen.findByRole('link', { name: /^DDR/ })).toHaveTextContent('AED 0.00');
    expect(screen.getAllByText('AED 0.00').length).toBeGreaterThanOrEqual(7);
    expect(screen.getByText('No wallet activity yet.')).toBeInTheDocument();
  });

  it("shows 'Failed to load MLM dashboard' and the toast 'Failed to load user dashboard' on failure, and Try Again reloads", async () => {
    let fail = true;
    const calls = serve(() =>
      fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(dashboard()),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load MLM dashboard');
    expect(await screen.findByText('Failed to load user dashboard')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('AED 1,234.50')).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it("shows the server's message when it sends one", async () => {
    serve(() =>
      HttpResponse.json({ success: false, message: 'Dashboard is resting' }, { status: 503 }),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Dashboard is resting');
  });

  it("says 'User not authenticated' and fetches nothing without a stored user id", async () => {
    const calls = serve(() => HttpResponse.json(dashboard()));
    renderPage(signedIn({ username: 'demo' } as User));
    expect(screen.getByRole('alert')).toHaveTextContent('User not authenticated');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls()).toBe(0);
  });

  it('goes back to the previous page with Back', async () => {
    serve(() => HttpResponse.json(dashboard()));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('At /previous')).toBeInTheDocument();
  });
});
