import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '@contract/api-paths';
import type { KycState, KycStatusResponse } from '@contract/kyc';
import type { WithdrawalDetail, WithdrawalsResponse } from '@contract/wallet';
import { signedIn } from '@/test/members';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { WithdrawalPanel } from './withdrawal-panel';

const server = setupMsw();
const pending: WithdrawalDetail = {
  id: 'w1',
  reference: 'WD-20261124-ABC234',
  amount: 60,
  method: 'bank',
  status: 'pending',
  createdAt: '2026-11-24T10:00:00.000Z',
  accountEnding: '3456',
  accountHolder: 'Sami Haddad',
  reason: null,
  transferReference: null,
  updatedAt: '2026-11-24T10:00:00.000Z',
};
const answer = (withdrawals: WithdrawalDetail[], canWithdraw = true): WithdrawalsResponse => ({
  success: true,
  withdrawals,
  wallet: { availableBalance: 940, held: withdrawals.length ? 60 : 0, paidOut: 0, minimum: 50 },
  canWithdraw,
});
const kycAnswer = (status: KycState, reason: string | null): KycStatusResponse => ({
  success: true,
  kyc: {
    status,
    reason,
    submittedAt: null,
    decidedAt: null,
    submissionId: null,
    documentType: null,
    images: [],
  },
});
const show = () =>
  renderWithProviders(<WithdrawalPanel />, {
    route: '/mlm',
    history: ['/previous'],
    preloadedState: { auth: signedIn() },
  });

describe('WithdrawalPanel', () => {
  it('sends the form with an Idempotency-Key and shows the server’s message by the field', async () => {
    let sent: { body: unknown; key: string | null } | null = null;
    server.use(
      http.get(apiUrl(API.withdrawals), () => HttpResponse.json(answer([]))),
      http.post(apiUrl(API.withdrawals), async ({ request }) => {
        sent = { body: await request.json(), key: request.headers.get('idempotency-key') };
        return HttpResponse.json(
          {
            success: false,
            message: 'The minimum withdrawal is AED 50.00',
            errors: { amount: 'The minimum withdrawal is AED 50.00' },
          },
          { status: 400 },
        );
      }),
    );
    show();
    expect(
      await screen.findByText('Minimum AED 50.00. Available: AED 940.00.'),
    ).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Amount (AED)'), '40');
    await userEvent.type(screen.getByLabelText('Account holder'), 'Sami Haddad');
    await userEvent.type(screen.getByLabelText('IBAN'), 'AE070331234567890123456');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The minimum withdrawal is AED 50.00',
    );
    expect(screen.getByLabelText('Amount (AED)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toMatchObject({
      body: {
        amount: 40,
        method: 'bank',
        accountHolder: 'Sami Haddad',
        iban: 'AE070331234567890123456',
      },
      key: expect.stringMatching(/.{8,}/) as unknown,
    });
  });

  it('shows the pending request with Cancel, and the form again once cancelled', async () => {
    let list = [pending];
    server.use(
      http.get(apiUrl(API.withdrawals), () => HttpResponse.json(answer(list))),
      http.post(apiUrl(API.withdrawalCancel('w1')), () => {
        list = [{ ...pending, status: 'cancelled' }];
        return HttpResponse.json({ success: true, withdrawal: list[0] });
      }),
    );
    show();
    expect(
      await screen.findByText('WD-20261124-ABC234: AED 60.00 is held until it is processed.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByRole('button', { name: 'Request withdrawal' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your withdrawals' });
    const row = within(table).getByRole('row', { name: /WD-20261124-ABC234/ });
    expect(row).toHaveTextContent('AED 60.00Cancelled');
  });

  it('tells a member without approved KYC why there is no form, and links to /kyc', async () => {
    server.use(
      http.get(apiUrl(API.withdrawals), () => HttpResponse.json(answer([], false))),
      http.get(apiUrl(API.kyc), () => HttpResponse.json(kycAnswer('rejected', 'Blurred photo'))),
    );
    show();
    expect(
      await screen.findByText('Withdrawals are available once your KYC is approved.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('We could not verify your identity: Blurred photo'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit again' })).toHaveAttribute('href', '/kyc');
    expect(screen.queryByRole('button', { name: 'Request withdrawal' })).not.toBeInTheDocument();
  });

  it('invites a member who never sent documents to verify', async () => {
    server.use(
      http.get(apiUrl(API.withdrawals), () => HttpResponse.json(answer([], false))),
      http.get(apiUrl(API.kyc), () => HttpResponse.json(kycAnswer('not_submitted', null))),
    );
    show();
    expect(await screen.findByRole('link', { name: 'Verify my identity' })).toHaveAttribute(
      'href',
      '/kyc',
    );
  });

  it('reads the amount as people type it and never sends what it cannot read', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(apiUrl(API.withdrawals), () => HttpResponse.json(answer([]))),
      http.post(apiUrl(API.withdrawals), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: false, message: 'Not now' }, { status: 400 });
      }),
    );
    show();
    const amount = await screen.findByLabelText('Amount (AED)');
    await userEvent.type(screen.getByLabelText('Account holder'), 'Sami Haddad');
    await userEvent.type(screen.getByLabelText('IBAN'), 'AE070331234567890123456');
    const request = () =>
      userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await request();
    expect(await screen.findByText('Enter an amount')).toBeInTheDocument();
    expect(amount).toHaveFocus();
    await userEvent.type(amount, '12.345');
    await request();
    expect(await screen.findByText('An amount has at most two decimals')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, 'fifty');
    await request();
    expect(
      await screen.findByText('Enter the amount in figures, for example 1,000 or 250.50'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    for (const typed of ['١٬٠٠٠', ' AED 1,000 ', '۱۰۰۰٫۵']) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      await request();
      await screen.findByText('Not now');
    }
    expect(sent.map((b) => (b as { amount: unknown }).amount)).toEqual([1000, 1000, 1000.5]);
  });
});
