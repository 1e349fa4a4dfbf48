import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '@contract/api-paths';
import type {
  StatementEntry,
  WithdrawalDetail,
  WithdrawalsResponse,
  WithdrawalStatus,
} from '@contract/wallet';
import MlmPage from './mlm-page';
import { cardValues } from '@/test/cards';
import { MEMBER_ID, signedIn } from '@/test/members';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import StatementPage from '@/features/wallet/statement-page';
import { moneyMoved } from '@/features/wallet/wallet-slice';

const server = setupMsw();

/**
 * A member's money as a server keeps it: AED 1,000 earned; a request holds its amount, a cancel
 * releases it. Every answer (dashboard, withdrawals, statement) is read from this one state.
 */
function fakeWallet() {
  const state = {
    held: 0,
    status: null as WithdrawalStatus | null,
    calls: { dashboard: 0, withdrawals: 0, statement: 0 },
  };
  const detail = (status: WithdrawalStatus): WithdrawalDetail => ({
    id: 'w1',
    reference: 'WD-20261126-ABC234',
    amount: 250,
    method: 'bank',
    status,
    createdAt: '2026-11-26T10:00:00.000Z',
    accountEnding: '0123',
    accountHolder: 'Demo Member',
    reason: null,
    transferReference: null,
    updatedAt: '2026-11-26T10:00:00.000Z',
  });
  const credit: StatementEntry = {
    id: '1',
    postedAt: '2026-11-20T08:00:00.000Z',
    programme: 'crr',
    amount: 1000,
    balanceAfter: 1000,
    level: null,
    percentage: null,
    ride: null,
    rank: 'Warrior',
    payoutReference: null,
    withdrawal: null,
    description: 'CRR Warrior rank bonus',
  };
  const line = (id: string, amount: number, balanceAfter: number, action: 'hold' | 'release') => ({
    ...credit,
    id,
    programme: 'withdrawal' as const,
    amount,
    balanceAfter,
    rank: null,
    withdrawal: {
      reference: 'WD-20261126-ABC234',
      method: 'bank' as const,
      accountEnding: '0123',
      status: state.status ?? ('pending' as const),
      action,
      requestedAt: '2026-11-26T10:00:00.000Z',
      reason: null,
    },
  });
  const available = () => 1000 - state.held;
  server.use(
    http.get(apiUrl(API.mlmDashboard(MEMBER_ID)), () => {
      state.calls.dashboard += 1;
      return HttpResponse.json({
        success: true,
        data: {
          user: { id: MEMBER_ID, username: 'demo', sponsorId: 'RH-000042' },
          wallet: { currentBalance: available(), totalEarned: 1000 },
        },
      });
    }),
    http.get(apiUrl(API.withdrawals), () => {
      state.calls.withdrawals += 1;
      const body: WithdrawalsResponse = {
        success: true,
        withdrawals: state.status ? [detail(state.status)] : [],
        wallet: { availableBalance: available(), held: state.held, paidOut: 0, minimum: 50 },
        canWithdraw: true,
      };
      return HttpResponse.json(body);
    }),
    http.post(apiUrl(API.withdrawals), () => {
      state.held = 250;
      state.status = 'pending';
      return HttpResponse.json({ success: true, withdrawal: detail('pending') }, { status: 201 });
    }),
    http.post(apiUrl(API.withdrawalCancel('w1')), () => {
      state.held = 0;
      state.status = 'cancelled';
      return HttpResponse.json({ success: true, withdrawal: detail('cancelled') });
    }),
    http.get(apiUrl(API.walletStatement), () => {
      state.calls.statement += 1;
      const entries: StatementEntry[] = [credit];
      if (state.status) entries.unshift(line('2', -250, 750, 'hold'));
      if (state.status === 'cancelled') entries.unshift(line('3', 250, 1000, 'release'));
      return HttpResponse.json({ success: true, entries, nextCursor: null });
    }),
  );
  return state;
}

const routes = [
  { path: '/mlm', element: <MlmPage /> },
  { path: '/wallet/statement', element: <StatementPage /> },
];

/** The balance card's three figures, by their labels. */
const balance = async () => cardValues(await screen.findByRole('region', { name: 'Your balance' }));
const figures = (available: string, held: string) => ({
  Available: available,
  'Held for requests': held,
  'Paid out': 'AED 0.00',
});
/** The wallet page's own "Available balance" figure (from the dashboard). */
const summaryAvailable = () =>
  screen.getByText('Available balance').parentElement?.textContent.replace('Available balance', '');

describe('one balance on the wallet page and the statement', () => {
  it('a request, then a cancel, move every figure on both pages together, without a reload', async () => {
    const state = fakeWallet();
    const view = renderWithProviders(null, {
      route: '/mlm',
      routes,
      preloadedState: { auth: signedIn() },
    });
    expect(await balance()).toEqual(figures('AED 1,000.00', 'AED 0.00'));
    expect(summaryAvailable()).toBe('AED 1,000.00');
    expect(screen.getByText('Minimum AED 50.00. Available: AED 1,000.00.')).toBeInTheDocument();

    await view.user.type(await screen.findByLabelText('Amount (AED)'), '250');
    await view.user.type(screen.getByLabelText('Account holder'), 'Demo Member');
    await view.user.type(screen.getByLabelText('IBAN'), 'AE070331234567890123456');
    await view.user.click(screen.getByRole('button', { name: 'Request withdrawal' }));

    // Every figure on /mlm follows the request: the card, the summary, the pending notice.
    await screen.findByRole('button', { name: 'Cancel request' });
    expect(await balance()).toEqual(figures('AED 750.00', 'AED 250.00'));
    expect(summaryAvailable()).toBe('AED 750.00');
    expect(state.calls).toMatchObject({ dashboard: 2, withdrawals: 2 });

    // The statement, reached by its link, shows the same card and the hold's line.
    await view.user.click(screen.getByRole('link', { name: 'View statement' }));
    const table = await screen.findByRole('table', { name: 'Wallet statement' });
    expect(await balance()).toEqual(figures('AED 750.00', 'AED 250.00'));
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await act(() => view.router.navigate('/mlm'));
    await view.user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    await screen.findByRole('button', { name: 'Request withdrawal' });
    expect(await balance()).toEqual(figures('AED 1,000.00', 'AED 0.00'));
    expect(summaryAvailable()).toBe('AED 1,000.00');
    expect(screen.getByText('Minimum AED 50.00. Available: AED 1,000.00.')).toBeInTheDocument();

    await act(() => view.router.navigate('/wallet/statement'));
    expect(await balance()).toEqual(figures('AED 1,000.00', 'AED 0.00'));
  }, 30_000);

  it('money moved while the statement is open loads its card and its lines again together', async () => {
    const state = fakeWallet();
    const view = renderWithProviders(null, {
      route: '/wallet/statement',
      routes,
      preloadedState: { auth: signedIn() },
    });
    expect(await balance()).toEqual(figures('AED 1,000.00', 'AED 0.00'));
    expect(await screen.findAllByRole('row')).toHaveLength(2);
    // A request made in this tab (the wallet page's panel says so through the store).
    state.held = 250;
    state.status = 'pending';
    act(() => {
      view.store.dispatch(moneyMoved());
    });
    expect(await screen.findByText('AED 250.00', { selector: 'dd' })).toBeInTheDocument();
    expect(await balance()).toEqual(figures('AED 750.00', 'AED 250.00'));
    expect(await screen.findAllByRole('row')).toHaveLength(3);
  }, 15_000);
});
