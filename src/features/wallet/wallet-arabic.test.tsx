import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contract/api-paths';
import type { StatementEntry, WithdrawalDetail, WithdrawalsResponse } from '@contract/wallet';
import { activateLanguage, loadLanguage, translate } from '@/i18n/catalogue';
import { apiMessages } from '@/lib/api-messages';
import { LanguageContext } from '@/i18n/language-context';
import { formatAed } from '@/lib/format';
import { notify } from '@/lib/notify';
import { signedIn } from '@/test/members';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import StatementPage from './statement-page';
import { WithdrawalPanel } from './withdrawal-panel';

const server = setupMsw();

const ride: StatementEntry = {
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
  ...ride,
  id: '2',
  programme: 'crr',
  amount: 5000,
  level: null,
  percentage: null,
  ride: null,
  rank: 'Warrior',
};
const hold: StatementEntry = {
  ...crr,
  id: '3',
  programme: 'withdrawal',
  amount: -60,
  rank: null,
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
const withdrawals = (list: WithdrawalDetail[]): WithdrawalsResponse => ({
  success: true,
  withdrawals: list,
  wallet: { availableBalance: 940, held: list.length ? 60 : 0, paidOut: 0, minimum: 50 },
  canWithdraw: true,
});

/** An amount as a test reads it: Testing Library folds the no-break space into a space. */
const aed = (value: number) => formatAed(value).replace(/\s/gu, ' ');

const inArabic = (ui: React.ReactNode, route: string) =>
  renderWithProviders(
    <LanguageContext value={{ language: 'ar', choose: () => undefined }}>{ui}</LanguageContext>,
    { route, history: ['/previous'], preloadedState: { auth: signedIn() } },
  );

beforeEach(async () => {
  // The statement's balance card reads the member's withdrawals (one balance, issue 26).
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
  await loadLanguage('ar');
  activateLanguage('ar');
});
afterEach(() => {
  activateLanguage('en');
});

describe('the wallet in Arabic', () => {
  it('words the statement in Arabic, with references and usernames kept left to right', async () => {
    server.use(
      http.get(apiUrl(API.walletStatement), () =>
        HttpResponse.json({ success: true, entries: [hold, crr, ride], nextCursor: null }),
      ),
    );
    inArabic(<StatementPage />, '/wallet/statement');
    expect(screen.getByRole('heading', { level: 1, name: 'كشف حساب المحفظة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تنزيل ملف CSV' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'البرنامج' })).toHaveDisplayValue('كل البرامج');
    const table = await screen.findByRole('table', { name: 'كشف حساب المحفظة' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['التاريخ', 'البرنامج', 'التفاصيل', 'المبلغ', 'الرصيد بعدها']);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(
      'طلب السحب WD-20261120-ABC234 إلى الحساب البنكي المنتهي بـ 1234 (قيد الانتظار)',
    );
    expect(within(first as HTMLElement).getByText('WD-20261120-ABC234').tagName).toBe('BDI');
    // A left-to-right mark keeps the sign beside the digits ("−60.00 د.إ.", not "60.00−").
    expect(first).toHaveTextContent(`خصم\u200f\u200e−${aed(60).replace(/^\u200f/u, '')}`);
    expect(second).toHaveTextContent('علاوة CRR لرتبة المحارب');
    expect(third).toHaveTextContent(
      `مكافآت أرباح الحلم (DDR) من المستوى 2 عن مشوار للراكب @omar_f، الأجرة ${aed(100)}`,
    );
    expect(within(third as HTMLElement).getAllByText('@omar_f')[0]?.tagName).toBe('BDI');
    // Amounts in Arabic with Latin digits.
    expect(aed(100)).toMatch(/^\u200f?100\.00 د\.إ\./u);

    await userEvent.click(within(table).getByRole('button', { name: /^التفاصيل/ }));
    const dialog = await screen.findByRole('dialog', { name: 'تفاصيل المشوار' });
    expect(dialog).toHaveTextContent('المستوى 2: 6% من مبلغ المكافآت');
  });

  it('shows the withdrawal form and the pending request in Arabic, numbers left to right', async () => {
    let list: WithdrawalDetail[] = [];
    server.use(http.get(apiUrl(API.withdrawals), () => HttpResponse.json(withdrawals(list))));
    const view = inArabic(<WithdrawalPanel />, '/mlm');
    expect(await screen.findByRole('heading', { name: 'السحب' })).toBeInTheDocument();
    expect(
      await screen.findByText(`الحد الأدنى للسحب ${aed(50)} والرصيد المتاح ${aed(940)}`),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('المبلغ (درهم)')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('رقم الحساب المصرفي الدولي (IBAN)')).toHaveAttribute('dir', 'ltr');
    await userEvent.selectOptions(screen.getByLabelText('التحويل إلى'), 'wallet');
    expect(screen.getByLabelText('رقم محفظة الهاتف')).toHaveAttribute('dir', 'ltr');
    // The example number's digit groups stay in order inside the Arabic hint.
    expect(screen.getByText('050 123 4567').tagName).toBe('BDI');
    expect(screen.getByRole('button', { name: 'تقديم طلب السحب' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عرض كشف الحساب' })).toHaveAttribute(
      'href',
      '/wallet/statement',
    );
    view.unmount();

    list = [pending];
    inArabic(<WithdrawalPanel />, '/mlm');
    expect(
      await screen.findByRole('heading', { name: 'طلب سحب قيد الانتظار' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء الطلب' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'طلبات السحب الخاصة بك' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['الرقم المرجعي', 'تاريخ الطلب', 'المبلغ', 'الحالة']);
    expect(within(table).getByRole('row', { name: /WD-20261124-ABC234/ })).toHaveTextContent(
      'قيد الانتظار',
    );
  });

  it('says what went wrong in Arabic, by the answer’s code, beside the field', async () => {
    server.use(
      http.get(apiUrl(API.withdrawals), () => HttpResponse.json(withdrawals([]))),
      http.post(apiUrl(API.withdrawals), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'AMOUNT_BELOW_MINIMUM',
            message: 'The minimum withdrawal is AED 50.00',
            errors: { amount: 'The minimum withdrawal is AED 50.00' },
            codes: { amount: 'AMOUNT_BELOW_MINIMUM' },
          },
          { status: 400 },
        ),
      ),
    );
    inArabic(<WithdrawalPanel />, '/mlm');
    await userEvent.type(await screen.findByLabelText('المبلغ (درهم)'), '40');
    await userEvent.type(screen.getByLabelText('اسم صاحب الحساب'), 'Sami Haddad');
    await userEvent.type(
      screen.getByLabelText('رقم الحساب المصرفي الدولي (IBAN)'),
      'AE070331234567890123456',
    );
    await userEvent.click(screen.getByRole('button', { name: 'تقديم طلب السحب' }));
    const arabic = translate(apiMessages, 'AMOUNT_BELOW_MINIMUM');
    expect(arabic).not.toMatch(/minimum/i);
    expect(await screen.findByRole('alert')).toHaveTextContent(arabic);
    expect(screen.getByLabelText('المبلغ (درهم)')).toHaveAccessibleDescription(arabic);
  });

  it("words an invalid IBAN and a mobile wallet number in this form's own Arabic", async () => {
    server.use(
      http.get(apiUrl(API.withdrawals), () => HttpResponse.json(withdrawals([]))),
      http.post(apiUrl(API.withdrawals), async ({ request }) => {
        const body = (await request.json()) as { method: string };
        const [field, message, code] =
          body.method === 'bank'
            ? ['iban', 'A UAE IBAN has 23 characters', 'FIELD_INVALID']
            : [
                'phoneNumber',
                'Enter a valid mobile number, e.g. 050 123 4567 or +971501234567',
                'PHONE_INVALID',
              ];
        return HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_FAILED',
            message,
            errors: { [field]: message },
            codes: { [field]: code },
          },
          { status: 400 },
        );
      }),
    );
    inArabic(<WithdrawalPanel />, '/mlm');
    await userEvent.type(await screen.findByLabelText('المبلغ (درهم)'), '60');
    await userEvent.type(screen.getByLabelText('اسم صاحب الحساب'), 'Sami Haddad');
    const iban = screen.getByLabelText('رقم الحساب المصرفي الدولي (IBAN)');
    await userEvent.type(iban, 'AE12 3456');
    await userEvent.click(screen.getByRole('button', { name: 'تقديم طلب السحب' }));
    // Not the generic "this value is not valid".
    expect(await screen.findByText(/23 خانة/)).toBeInTheDocument();
    expect(iban).toHaveAccessibleDescription(
      'أدخل رقم IBAN صالحًا (يتكوّن رقم IBAN الإماراتي من 23 خانة)',
    );

    await userEvent.selectOptions(screen.getByLabelText('التحويل إلى'), 'wallet');
    const phone = screen.getByLabelText('رقم محفظة الهاتف');
    await userEvent.type(phone, '12');
    await userEvent.click(screen.getByRole('button', { name: 'تقديم طلب السحب' }));
    // No "chosen country" (this form has none); the examples are isolated left to right.
    const error = await screen.findByText(/أدخل رقم جوال صالحًا/);
    expect(error).not.toHaveTextContent('للدولة المختارة');
    expect(error.textContent).toContain('\u2066050 123 4567\u2069');
    expect(error.textContent).toContain('\u2066+971501234567\u2069');
  });

  it('keeps the new request’s reference left to right in the success toast', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    server.use(
      http.get(apiUrl(API.withdrawals), () => HttpResponse.json(withdrawals([]))),
      http.post(apiUrl(API.withdrawals), () =>
        HttpResponse.json({ success: true, withdrawal: pending }),
      ),
    );
    inArabic(<WithdrawalPanel />, '/mlm');
    await userEvent.type(await screen.findByLabelText('المبلغ (درهم)'), '60');
    await userEvent.type(screen.getByLabelText('اسم صاحب الحساب'), 'Sami Haddad');
    await userEvent.type(
      screen.getByLabelText('رقم الحساب المصرفي الدولي (IBAN)'),
      'AE070331234567890123456',
    );
    await userEvent.click(screen.getByRole('button', { name: 'تقديم طلب السحب' }));
    await waitFor(() => {
      expect(success).toHaveBeenCalledWith('تم تقديم طلب السحب \u2066WD-20261124-ABC234\u2069.');
    });
    success.mockRestore();
  });
});
