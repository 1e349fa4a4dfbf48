import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OperatorRole, Permission } from '@contract/ops';
import { PERMISSIONS, PERMISSION_NAMES, rolesAllow } from '@contract/ops';
import type { LedgerProposalRequest, LedgerProposalView } from '@contract/ops-ledger';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import OpsApp from '../ops-app';

const server = setupMsw();

const me = (id: string, roles: OperatorRole[]) => ({
  success: true,
  operator: {
    id,
    email: `${id}@rihla.test`,
    name: 'Amal Finance',
    roles,
    permissions: PERMISSION_NAMES.filter((p: Permission) => rolesAllow(roles, p)),
  },
  matrix: PERMISSIONS,
});

const proposal: LedgerProposalView = {
  id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  kind: 'adjustment',
  status: 'pending',
  member: { id: 'm1', username: 'sami', name: 'Sami Haddad' },
  driver: null,
  amount: 25.5,
  direction: 'credit',
  reason: 'Goodwill for a lost parcel',
  reference: 'TICKET-42',
  rideId: null,
  completedAt: null,
  proposedBy: { id: 'opA', name: 'Amal Finance' },
  proposedAt: '2026-11-26T08:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  note: null,
  availableBalance: 940,
};

const renderAt = (path: string) =>
  renderWithProviders(null, { routes: [{ path: '*', element: <OpsApp /> }], route: path });

describe('the ledger desk', { timeout: 30_000 }, () => {
  it('sends an amount typed in Arabic digits with a thousands separator as a number', async () => {
    let sent: LedgerProposalRequest | null = null;
    server.use(
      http.get(apiUrl('/ops/me'), () => HttpResponse.json(me('opA', ['finance']))),
      http.get(apiUrl('/ops/ledger/proposals'), () =>
        HttpResponse.json({ success: true, pending: [], recent: [] }),
      ),
      http.post(apiUrl('/ops/ledger/proposals'), async ({ request }) => {
        sent = (await request.json()) as LedgerProposalRequest;
        return HttpResponse.json({ success: true, id: 'x' }, { status: 201 });
      }),
    );
    const { user } = renderAt('/ops/ledger');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ledger' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Member username'), 'sami');
    await user.type(screen.getByLabelText('Amount (AED)'), '١٬٢٥٠٫٥٠ د.إ');
    await user.type(screen.getByLabelText('Reference'), 'TICKET-42');
    await user.click(screen.getByRole('radio', { name: 'Debit (takes from the balance)' }));
    await user.type(screen.getByLabelText('Reason'), 'Duplicate credit');
    await user.click(screen.getByRole('button', { name: 'Propose' }));
    expect(
      await screen.findByText('Proposed. A second finance operator must approve it.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      kind: 'adjustment',
      member: 'sami',
      amount: 1250.5,
      direction: 'debit',
      reason: 'Duplicate credit',
      reference: 'TICKET-42',
    });
  });

  it('refuses three decimals and a missing reason before sending anything', async () => {
    server.use(
      http.get(apiUrl('/ops/me'), () => HttpResponse.json(me('opA', ['finance']))),
      http.get(apiUrl('/ops/ledger/proposals'), () =>
        HttpResponse.json({ success: true, pending: [], recent: [] }),
      ),
    );
    const { user } = renderAt('/ops/ledger');
    await user.type(await screen.findByLabelText('Amount (AED)'), '10.555');
    await user.click(screen.getByRole('button', { name: 'Propose' }));
    expect(screen.getByText('Use at most two decimals')).toBeInTheDocument();
    expect(screen.getByText('Write a reason of at least 3 characters')).toBeInTheDocument();
  });

  it('closes approve and reject to the proposer and says why; another operator may approve', async () => {
    let approved = 0;
    server.use(
      http.get(apiUrl('/ops/me'), () => HttpResponse.json(me('opA', ['finance']))),
      http.get(apiUrl('/ops/ledger/proposals'), () =>
        HttpResponse.json({ success: true, pending: [proposal], recent: [] }),
      ),
    );
    const view = renderAt('/ops/ledger');
    const card = await screen.findByRole('article', { name: /Adjustment · Credit/ });
    expect(
      within(card).getByText('You proposed this; a different finance operator must decide it.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve and post' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeDisabled();
    view.unmount();

    server.use(
      http.get(apiUrl('/ops/me'), () => HttpResponse.json(me('opB', ['finance']))),
      http.post(apiUrl(`/ops/ledger/proposals/${proposal.id}/approve`), () => {
        approved += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderAt('/ops/ledger');
    const theirs = await screen.findByRole('article', { name: /Adjustment · Credit/ });
    await user.click(within(theirs).getByRole('button', { name: 'Approve and post' }));
    expect(await screen.findByText('Approved and posted.')).toBeInTheDocument();
    expect(approved).toBe(1);
  });

  it('is not in the navigation of a support operator', async () => {
    server.use(http.get(apiUrl('/ops/me'), () => HttpResponse.json(me('opS', ['support']))));
    renderAt('/ops/audit');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Ledger' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Withdrawals' })).toBeInTheDocument();
  });
});
