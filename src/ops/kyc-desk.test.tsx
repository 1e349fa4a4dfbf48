import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OperatorRole, Permission } from '@contract/ops';
import { PERMISSIONS, PERMISSION_NAMES, rolesAllow } from '@contract/ops';
import type { OpsKycSubmission } from '@contract/ops-kyc';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import OpsApp from './ops-app';

const server = setupMsw();

const me = (roles: OperatorRole[]) => ({
  success: true,
  operator: {
    id: 'op1',
    email: 'op@rihla.test',
    name: 'Cora Compliance',
    roles,
    permissions: PERMISSION_NAMES.filter((p: Permission) => rolesAllow(roles, p)),
  },
  matrix: PERMISSIONS,
});

const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const submission: OpsKycSubmission = {
  id: ID,
  memberId: 'm1',
  username: 'sami',
  status: 'pending',
  documentType: 'emirates_id',
  submittedAt: '2026-11-26T08:00:00.000Z',
  decidedAt: null,
  documentExpiresOn: '2030-01-31',
  decidedBy: null,
  reason: null,
  document: {
    type: 'emirates_id',
    fullName: 'Sami Haddad',
    number: '784199012345671',
    numberCheck: 'invalid',
    nationality: null,
    dateOfBirth: '1990-05-01',
  },
  profile: {
    name: 'Sami Haddad',
    dateOfBirth: '1991-01-01',
    nameMatches: true,
    dateOfBirthMatches: false,
  },
  images: [
    { kind: 'id_front', width: 2000, height: 1333 },
    { kind: 'selfie', width: 900, height: 1200 },
  ],
  earlier: [
    {
      id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      status: 'rejected',
      documentType: 'emirates_id',
      submittedAt: '2026-11-20T08:00:00.000Z',
      decidedAt: '2026-11-21T08:00:00.000Z',
      reason: 'Blurred photo',
    },
  ],
};

const renderAt = (path: string) =>
  renderWithProviders(null, { routes: [{ path: '*', element: <OpsApp /> }], route: path });

describe('the KYC desk', () => {
  it('shows the check digit, the profile comparison, earlier submissions and images served by /api/ops', async () => {
    server.use(
      http.get(apiUrl('/ops/me'), () => HttpResponse.json(me(['compliance']))),
      http.get(apiUrl(`/ops/kyc/${ID}`), () => HttpResponse.json({ success: true, submission })),
    );
    const { user } = renderAt(`/ops/kyc/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KYC of @sami' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Check digit wrong')).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Against the member profile' });
    expect(within(profile).getByText('Matches the document')).toBeInTheDocument();
    expect(within(profile).getByText('Does not match the document')).toBeInTheDocument();
    expect(screen.getByText('Reason: Blurred photo')).toBeInTheDocument();
    const front = screen.getByRole('img', { name: 'ID card, front' });
    expect(front.getAttribute('src')).toMatch(new RegExp(`/api/ops/kyc/${ID}/images/id_front$`));
    const frame = screen.getByRole('group', { name: 'ID card, front' });
    expect(within(frame).getByText('100%')).toBeInTheDocument();
    await user.click(within(frame).getByRole('button', { name: 'Rotate 90°' }));
    await user.click(within(frame).getByRole('button', { name: 'Zoom in' }));
    expect(front).toHaveAttribute('data-rotation', '90');
    expect(front).toHaveAttribute('data-zoom', '1.5');
  });

  it('rejects with a chosen template the member will read', async () => {
    let sent: unknown = null;
    server.use(
      http.get(apiUrl('/ops/me'), () => HttpResponse.json(me(['compliance']))),
      http.get(apiUrl(`/ops/kyc/${ID}`), () => HttpResponse.json({ success: true, submission })),
      http.post(apiUrl(`/ops/kyc/${ID}/reject`), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, status: 'rejected' });
      }),
    );
    const { user } = renderAt(`/ops/kyc/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('radio', { name: /has expired/ }));
    await user.click(screen.getByRole('button', { name: 'Reject the submission' }));
    expect(await screen.findByText('Done: the submission is now rejected.')).toBeInTheDocument();
    expect(sent).toEqual({
      reason: 'Your document has expired. Please upload a valid document.',
    });
  });

  it('shows finance no KYC desk and no way to decide', async () => {
    server.use(
      http.get(apiUrl('/ops/me'), () => HttpResponse.json(me(['finance']))),
      http.get(apiUrl('/ops/dashboard'), () =>
        HttpResponse.json({
          success: true,
          dashboard: {
            kycPending: { count: 3, oldestAt: '2026-11-26T08:00:00.000Z' },
            withdrawalsPending: { count: 0, total: 0, oldestAt: null },
            withdrawalsApprovedUnpaid: { count: 0, total: 0, oldestAt: null },
            today: {
              requested: { count: 0, total: 0 },
              approved: { count: 0, total: 0 },
              paid: { count: 0, total: 0 },
            },
          },
        }),
      ),
    );
    renderAt('/ops');
    expect(await screen.findByText('KYC submissions waiting')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'KYC' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Open the queue: KYC submissions waiting' }),
    ).not.toBeInTheDocument();
  });
});
