import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@contract/api-paths';
import type { StatementEntry } from '@contract/wallet';
import { signedIn } from '@/test/members';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import StatementPage from './statement-page';
import { cardValues } from '@/test/cards';

const server = setupMsw();
// The page's balance card reads the member's withdrawals (one balance, issue 26).
beforeEach(() => {
  server.use(
    http.get(apiUrl(API.withdrawals), () =>
      HttpResponse.json({
        success: true,
        withdrawals: [],
        wallet: { availableBalance: 100, held: 0, paidOut: 0, minimum: 50 },
        canWithdraw: true,
      }),
    ),
  );
});

const base: StatementEntry = {
  id: '1',
  postedAt: '2026-11-20T08:00:00.000Z',
  programme: 'ddr',
  amount: 1.5,
  balanceAfter: 100,
  level: 2,
  percentage: 6,
  ride: {
    id: 'r9',
    riderUsername: 'omar_f',
    fare: 100,
    rewardsAmount: 15,
    completedAt: '2026-10-30T17:14:00.000Z',
  },
  rank: null,
  payoutReference: null,
  withdrawal: null,
  description: 'DDR Level 2 earnings from ride completion',
};
const crr: StatementEntry = {
  ...base,
  id: '2',
  programme: 'crr',
  amount: 5000,
  level: null,
  percentage: null,
  ride: null,
  rank: 'Warrior',
};
const hold: StatementEntry = {
  ...base,
  id: '3',
  programme: 'withdrawal',
  amount: -60,
  level: null,
  percentage: null,
  ride: null,
  withdrawal: {
    reference: 'WD-20261120-ABC234',
    method: 'bank',
    accountEnding: '1234',
    status: 'pending',
    action: 'hold',
    requestedAt: '2026-11-20T08:00:00.000Z',
    reason: null,
  },
};

function serve(seen: URLSearchParams[]) {
  server.use(
    http.get(apiUrl(API.walletStatement), ({ request }) => {
      const q = new URL(request.url).searchParams;
      seen.push(q);
      if (q.get('cursor') === 'next')
        return HttpResponse.json({ success: true, entries: [base], nextCursor: null });
      return HttpResponse.json({ success: true, entries: [hold, crr], nextCursor: 'next' });
    }),
  );
}

describe('StatementPage', () => {
  it('opens the view a shared address names and keeps the filters in the address', async () => {
    const seen: URLSearchParams[] = [];
    serve(seen);
    renderWithProviders(<StatementPage />, {
      route: '/wallet/statement?programme=crr&month=2026-11',
      history: ['/previous'],
      preloadedState: { auth: signedIn() },
    });
    await screen.findByRole('table', { name: 'Wallet statement' });
    expect(seen[0]?.get('programme')).toBe('crr');
    expect(seen[0]?.get('month')).toBe('2026-11');
    expect(screen.getByLabelText('Programme')).toHaveValue('crr');
    expect(screen.getByText('Showing November 2026')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Programme'), '');
    await waitFor(() => {
      expect(seen.at(-1)?.get('programme')).toBeNull();
    });
    expect(seen.at(-1)?.get('month')).toBe('2026-11');
  });

  it('shows an approval after its hold as a status line, not as money', async () => {
    const paid: StatementEntry = {
      ...hold,
      id: '4',
      amount: 0,
      withdrawal: { ...(hold.withdrawal ?? base.withdrawal!), status: 'paid', action: 'debit' },
    };
    server.use(
      http.get(apiUrl(API.walletStatement), () =>
        HttpResponse.json({ success: true, entries: [paid], nextCursor: null }),
      ),
    );
    renderWithProviders(<StatementPage />, {
      route: '/wallet/statement',
      history: ['/previous'],
      preloadedState: { auth: signedIn() },
    });
    const table = await screen.findByRole('table', { name: 'Wallet statement' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Status change');
    expect(row).not.toHaveTextContent('AED 0.00');
  });

  it('words each line from its fields and tells debits from credits by sign', async () => {
    serve([]);
    renderWithProviders(<StatementPage />, {
      route: '/wallet/statement',
      history: ['/previous'],
      preloadedState: { auth: signedIn() },
    });
    const table = await screen.findByRole('table', { name: 'Wallet statement' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Programme', 'Details', 'Amount', 'Balance after']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Withdrawal WD-20261120-ABC234 to bank ...1234 (pending)');
    expect(first).toHaveTextContent('Debit−AED 60.00');
    expect(second).toHaveTextContent('CRR Warrior bonus');
    expect(second).toHaveTextContent('Credit+AED 5,000.00');
    expect(
      within(second as HTMLElement)
        .getAllByRole('cell')
        .at(-1),
    ).toHaveTextContent('AED 100.00');

    // The phone cards carry the same values, each with its label.
    const region = screen.getByRole('region', { name: 'Wallet statement' });
    const cards = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(cardValues(cards[1] as HTMLElement)).toMatchObject({
      Programme: 'CRR',
      Details: 'CRR Warrior bonus',
      Amount: 'Credit+AED 5,000.00',
      'Balance after': 'AED 100.00',
    });
  });

  it('loads the next page by cursor and opens a ride’s detail', async () => {
    const seen: URLSearchParams[] = [];
    serve(seen);
    renderWithProviders(<StatementPage />, {
      route: '/wallet/statement',
      history: ['/previous'],
      preloadedState: { auth: signedIn() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const table = screen.getByRole('table', { name: 'Wallet statement' });
    expect(
      await within(table).findByText('DDR level 2 on a ride by @omar_f, fare AED 100.00'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(seen.at(-1)?.get('cursor')).toBe('next');
    await userEvent.click(within(table).getByRole('button', { name: /^Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ride details' });
    // The ride's own time, in Dubai, beside the line's posting date.
    expect(dialog).toHaveTextContent('Ride on30 Oct 2026, 21:14');
    expect(dialog).toHaveTextContent('Rewards amount (15% of the fare)AED 15.00');
    expect(dialog).toHaveTextContent('Level 2: 6% of the rewards amount');
  });

  it('asks again with the programme filter', async () => {
    const seen: URLSearchParams[] = [];
    serve(seen);
    renderWithProviders(<StatementPage />, {
      route: '/wallet/statement',
      history: ['/previous'],
      preloadedState: { auth: signedIn() },
    });
    await screen.findByRole('table', { name: 'Wallet statement' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Programme' }), 'CRR');
    await screen.findByRole('table', { name: 'Wallet statement' });
    expect(seen.at(-1)?.get('programme')).toBe('crr');
  });
});
