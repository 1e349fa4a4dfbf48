/**
 * Issue 26 at 360 px against the real server: a KYC-approved demo member asks for a withdrawal
 * typed the way people type it (`1,000` on the English page, `١٬٠٠٠` on the Arabic one,
 * DECISIONS 46), the request is made for 1000, and one balance shows everywhere: the balance
 * card on /mlm and on the statement, the wallet's own figure and the form's "Available" follow
 * the request and the cancel without the page being loaded again. axe finds nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import type { WithdrawalsResponse } from '../../contract/wallet';
import { axeViolations } from './support/axe';
import { bearer, DEMO, signIn } from './support/member-login';

interface Words {
  amount: string;
  holder: string;
  iban: string;
  submit: string;
  cancel: string;
  balance: string;
  statementLink: string;
  statementTitle: string;
  back: string;
  summaryAvailable: string;
}

const ENGLISH: Words = {
  amount: 'Amount (AED)',
  holder: 'Account holder',
  iban: 'IBAN',
  submit: 'Request withdrawal',
  cancel: 'Cancel request',
  balance: 'Your balance',
  statementLink: 'View statement',
  statementTitle: 'Wallet statement',
  back: 'Back',
  summaryAvailable: 'Available balance',
};
const ARABIC: Words = {
  amount: 'المبلغ (درهم)',
  holder: 'اسم صاحب الحساب',
  iban: 'رقم الحساب المصرفي الدولي (IBAN)',
  submit: 'تقديم طلب السحب',
  cancel: 'إلغاء الطلب',
  balance: 'رصيدك',
  statementLink: 'عرض كشف الحساب',
  statementTitle: 'كشف حساب المحفظة',
  back: 'رجوع',
  summaryAvailable: 'الرصيد المتاح',
};

/** An amount as shown (either language; Latin digits): its value in AED. */
const amountIn = (text: string): number => {
  const m = /\d[\d,]*\.\d{2}/.exec(text);
  if (!m) throw new Error(`no amount in "${text}"`);
  return Number(m[0].replace(/,/g, ''));
};

/** The balance card's figures: available, held, paid out. */
async function card(page: Page, w: Words) {
  const region = page.getByRole('region', { name: w.balance });
  await expect(region).toBeVisible();
  const [available = '', held = '', paidOut = ''] = await region.locator('dd').allInnerTexts();
  return { available: amountIn(available), held: amountIn(held), paidOut: amountIn(paidOut) };
}

/** Waits until the card shows these figures (its reload is in flight right after a change). */
async function expectCard(page: Page, w: Words, want: { available: number; held: number }) {
  await expect
    .poll(async () => {
      const c = await card(page, w);
      return { available: c.available, held: c.held };
    })
    .toEqual(want);
}

/** The wallet page's own figure (from the dashboard), beside the card. */
async function summaryAvailable(page: Page, w: Words) {
  const figure = page.getByText(w.summaryAvailable, { exact: true }).locator('xpath=..');
  return amountIn(await figure.innerText());
}

const CASES = [
  { language: 'en' as const, username: 'founder', typed: '1,000', words: ENGLISH },
  { language: 'ar' as const, username: 'vivek_sharma', typed: '١٬٠٠٠', words: ARABIC },
];

for (const { language, username, typed, words: w } of CASES) {
  test(`${language}: a withdrawal typed "${typed}" is asked for 1000 and every balance follows it and its cancel`, async ({
    page,
  }) => {
    // Two pages, two changes and three axe runs on a shared, loaded machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 360, height: 800 });
    const login = await signIn(page, { username, password: DEMO.password });
    if (language === 'ar')
      await page.addInitScript(() => {
        if (sessionStorage.getItem('__e2e_language')) return;
        sessionStorage.setItem('__e2e_language', '1');
        localStorage.setItem('language', 'ar');
      });
    const res = await page.request.get('/api/wallet/withdrawals', { headers: bearer(login) });
    const before = ((await res.json()) as WithdrawalsResponse).wallet;
    expect(before.availableBalance, `${username} has enough to ask for 1000`).toBeGreaterThan(1050);
    const start = { available: before.availableBalance, held: before.held };
    const after = { available: round(start.available - 1000), held: round(start.held + 1000) };

    await page.goto('/mlm');
    await expectCard(page, w, start);
    expect(await summaryAvailable(page, w)).toBe(start.available);
    // Loaded once: anything below that reloads the page would drop this mark.
    await page.evaluate(() => {
      (window as unknown as { __sameLoad: boolean }).__sameLoad = true;
    });

    await page.getByLabel(w.amount).fill(typed);
    await page.getByLabel(w.holder).fill('Yusuf Rahman');
    await page.getByLabel(w.iban).fill('AE07 0331 2345 6789 0123 456');
    const [request, response] = await Promise.all([
      page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().endsWith('/api/wallet/withdrawals'),
      ),
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/wallet/withdrawals'),
      ),
      page.getByRole('button', { name: w.submit }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ amount: 1000, method: 'bank' });
    expect(response.status()).toBe(201);
    const created = (await response.json()) as { withdrawal: { amount: number } };
    expect(created.withdrawal.amount).toBe(1000);

    // Every figure on /mlm follows the request.
    await expect(page.getByRole('button', { name: w.cancel })).toBeVisible();
    await expectCard(page, w, after);
    await expect.poll(() => summaryAvailable(page, w)).toBe(after.available);

    // The statement, reached by its link, shows the same balance.
    await page.getByRole('link', { name: w.statementLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.statementTitle })).toBeVisible();
    await expectCard(page, w, after);
    expect(await axeViolations(page, { bestPractice: true })).toEqual([]);

    // Back on /mlm, the cancel gives it all back.
    await page.getByRole('button', { name: w.back }).click();
    await page.getByRole('button', { name: w.cancel }).click();
    await expect(page.getByRole('button', { name: w.submit })).toBeVisible();
    await expectCard(page, w, start);
    await expect.poll(() => summaryAvailable(page, w)).toBe(start.available);
    expect(await axeViolations(page, { bestPractice: true })).toEqual([]);

    await page.getByRole('link', { name: w.statementLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.statementTitle })).toBeVisible();
    await expectCard(page, w, start);
    expect(
      await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad),
    ).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
}

function round(aed: number): number {
  return Math.round(aed * 100) / 100;
}
