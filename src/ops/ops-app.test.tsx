import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OperatorRole, OpsWithdrawal, Permission } from '@contract/ops';
import { PERMISSIONS, PERMISSION_NAMES, rolesAllow } from '@contract/ops';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import OpsApp from './ops-app';

const server = setupMsw();

const me = (roles: OperatorRole[]) => ({
  success: true,
  operator: {
    id: 'op1',
    email: 'op@rihla.test',
    name: 'Test Operator',
    roles,
    permissions: PERMISSION_NAMES.filter((p: Permission) => rolesAllow(roles, p)),
  },
  matrix: PERMISSIONS,
});

const request: OpsWithdrawal = {
  id: 'w1',
  reference: 'WD-20261126-ABCDEF',
  status: 'pending',
  amount: 2500,
  method: 'bank',
  accountHolder: 'Amelia Hart',
  iban: 'AE070331234567890123456',
  bankName: 'Mashreq',
  phone: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  reason: null,
  transferReference: null,
  member: {
    id: 'm1',
    username: 'amelia',
    name: 'Amelia Hart',
    kycStatus: 'approved',
    availableBalance: 1000,
  },
  approvals: [],
  holderCheck: 'mismatch',
  approvalsNeeded: 2,
};

const renderAt = (path: string) =>
  renderWithProviders(null, { routes: [{ path: '*', element: <OpsApp /> }], route: path });

describe('the operator console shell', () => {
  it('sends a signed-out visitor to the console sign-in and leaves the member session alone', async () => {
    localStorage.setItem('auth_token', 'member-token');
    server.use(
      http.get(apiUrl('/ops/me'), () =>
        HttpResponse.json({ success: false, code: 'NOT_SIGNED_IN' }, { status: 401 }),
      ),
    );
    renderAt('/ops/withdrawals');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Operator sign-in' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe('member-token');
    localStorage.removeItem('auth_token');
  });

  it('shows support the queue with the grouped IBAN and bank, but no finance actions', async () => {
    server.use(
      http.get(apiUrl('/ops/me'), () => HttpResponse.json(me(['support']))),
      http.get(apiUrl('/ops/withdrawals'), () =>
        HttpResponse.json({ success: true, withdrawals: [request] }),
      ),
    );
    renderAt('/ops/withdrawals');
    const card = await screen.findByRole('article', { name: request.reference });
    expect(card).toHaveTextContent('AE07 0331 2345 6789 0123 456');
    expect(card).toHaveTextContent('Mashreq');
    expect(card).toHaveTextContent('Approvals 0 of 2');
    expect(card).toHaveTextContent('Account holder does not match the KYC name');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    // Only the open desk's tab is lit, never the dashboard's as well.
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Withdrawals' })).toHaveClass('bg-brand-700');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveClass('bg-brand-700');
  });

  it('records a first approval and says a second finance operator is needed', async () => {
    let approved = 0;
    server.use(
      http.get(apiUrl('/ops/me'), () => HttpResponse.json(me(['finance']))),
      http.get(apiUrl('/ops/withdrawals'), () =>
        HttpResponse.json({
          success: true,
          withdrawals: [
            approved
              ? {
                  ...request,
                  approvals: [
                    { operatorId: 'op1', operatorName: 'Test Operator', at: request.createdAt },
                  ],
                }
              : request,
          ],
        }),
      ),
      http.post(apiUrl('/ops/withdrawals/w1/approve'), () => {
        approved += 1;
        return HttpResponse.json({ success: true, withdrawal: { ...request, status: 'pending' } });
      }),
    );
    const { user } = renderAt('/ops/withdrawals');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        `Your approval of ${request.reference} is recorded; it needs a second finance operator.`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('article', { name: request.reference })).toHaveTextContent(
        'Approved by Test Operator',
      );
    });
    const card = screen.getByRole('article', { name: request.reference });
    expect(within(card).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(approved).toBe(1);
  });

  it('ends at sign-in when a call answers 401 mid-session', async () => {
    server.use(
      http.get(apiUrl('/ops/me'), () => HttpResponse.json(me(['finance']))),
      http.get(apiUrl('/ops/withdrawals'), () =>
        HttpResponse.json({ success: false, code: 'NOT_SIGNED_IN' }, { status: 401 }),
      ),
    );
    renderAt('/ops/withdrawals');
    expect(
      await screen.findByText('Your console session ended. Please sign in again.'),
    ).toBeInTheDocument();
  });
});
