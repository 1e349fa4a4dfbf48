/**
 * The operator console (issue 29, DECISIONS 49) against the real server: operators made by the
 * CLI set up from its link (codes computed from the key on the page), four eyes on withdrawals,
 * support refused a finance action, the audit page, and a member signed in in the same browser
 * who keeps their session throughout. At 1280 and 360 px, in English and Arabic, axe clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { bearer, DEMO, signIn } from './support/member-login';
import {
  addOperator,
  ARABIC,
  OPS_PASSWORD,
  opsSignIn,
  opsSignOut,
  setUpByApi,
  totp,
  type Operator,
} from './support/ops';

test.describe.configure({ mode: 'serial' });

// A seeded ambassador's leg: KYC approved, a large balance, used by no other spec.
const MEMBER = { username: 'amelia_hart_leg1', password: DEMO.password };
const IBAN = 'AE07 0331 2345 6789 0123 456';
const stamp = Date.now().toString(36);
const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');
/** The member session a token belongs to (the SPA may renew the token, never the session). */
const sessionOf = (token: string | null) =>
  (
    JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString() || '{}') as {
      sid?: string;
    }
  ).sid;

async function axeClean(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

/** Set-up in the browser from the CLI's link; the operator with the codes the page showed. */
async function setUpInBrowser(page: Page, link: string, email: string, words: SetupWords) {
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await expect(page.getByRole('img', { name: words.qr })).toBeVisible();
  await axeClean(page, 'set-up page');
  const secret = await page.getByTestId('totp-key').innerText();
  await page.getByLabel(words.password, { exact: true }).fill(OPS_PASSWORD);
  await page.getByLabel(words.code, { exact: true }).fill(totp(secret));
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.codesTitle })).toBeVisible();
  const recoveryCodes = await page
    .getByRole('list', { name: words.codesTitle })
    .getByRole('listitem')
    .allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  await axeClean(page, 'recovery codes');
  await page.getByRole('link', { name: words.done }).click();
  await expect(page).toHaveURL(/\/ops\/login$/);
  const op: Operator = { email, secret, recoveryCodes, logins: 0 };
  return op;
}

interface SetupWords {
  title: string;
  qr: string;
  password: string;
  code: string;
  submit: string;
  codesTitle: string;
  done: string;
}
const SETUP_EN: SetupWords = {
  title: 'Set up your operator account',
  qr: 'QR code for your authenticator app',
  password: 'Password',
  code: 'Authenticator code',
  submit: 'Finish set-up',
  codesTitle: 'Your recovery codes',
  done: 'I have saved them: go to sign-in',
};
const SETUP_AR: SetupWords = {
  title: 'إعداد حساب المشغّل',
  qr: 'رمز QR لتطبيق المصادقة',
  password: 'كلمة المرور',
  code: 'رمز تطبيق المصادقة',
  submit: 'إتمام الإعداد',
  codesTitle: 'رموز الاسترداد',
  done: 'حفظتها: انتقل إلى تسجيل الدخول',
};

test('four eyes at 1280 px in English: set-up, approve and pay, a second approver, support refused, the audit trail', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signIn(page, MEMBER);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  const memberToken = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(sessionOf(memberToken)).toBe(sessionOf(member.token));

  const emails = {
    admin: `admin-${stamp}@rihla.test`,
    a: `fatima-${stamp}@rihla.test`,
    b: `bilal-${stamp}@rihla.test`,
    support: `salma-${stamp}@rihla.test`,
  };
  const adminLink = await addOperator(emails.admin, 'Amal Admin', 'admin');
  const links = await Promise.all([
    addOperator(emails.a, 'Fatima Finance', 'finance'),
    addOperator(emails.b, 'Bilal Finance', 'finance'),
    addOperator(emails.support, 'Salma Support', 'support'),
  ]);

  const adminOp = await setUpInBrowser(page, adminLink, emails.admin, SETUP_EN);
  await axeClean(page, 'sign-in page');
  await opsSignIn(page, adminOp);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Withdrawals pending')).toBeVisible();
  await axeClean(page, 'dashboard');
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('table', { name: /What each role may do/ })).toBeVisible();
  await axeClean(page, 'my account');
  await opsSignOut(page);

  const [finA, finB, support] = [
    await setUpByApi(page, links[0], emails.a),
    await setUpByApi(page, links[1], emails.b),
    await setUpByApi(page, links[2], emails.support),
  ];

  const ask = async (amount: number) => {
    const res = await page.request.post('/api/wallet/withdrawals', {
      headers: bearer(member),
      data: { amount, method: 'bank', accountHolder: 'Amelia Hart', iban: IBAN },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { withdrawal: { id: string; reference: string } }).withdrawal;
  };

  // Under the threshold: finance A approves, finance B (not A) marks it paid.
  const small = await ask(100);
  await opsSignIn(page, finA);
  await page.getByRole('link', { name: 'Withdrawals' }).click();
  const smallCard = page.getByRole('article', { name: small.reference });
  await expect(smallCard).toContainText(IBAN);
  await expect(smallCard).toContainText('Mashreq');
  await expect(smallCard).toContainText('Approvals 0 of 1');
  await axeClean(page, 'withdrawals desk');
  await smallCard.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Done: ${small.reference} is now approved.`)).toBeVisible();
  await page.getByRole('button', { name: 'Approved, unpaid' }).click();
  await expect(smallCard).toBeVisible();
  await expect(smallCard.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await opsSignOut(page);

  await opsSignIn(page, finB);
  await page.goto('/ops/withdrawals?status=approved');
  await smallCard.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = page.getByRole('dialog', { name: `Mark ${small.reference} paid` });
  await dialog.getByLabel("Bank's transfer reference").fill('FT-E2E-1');
  await axeClean(page, 'mark paid dialog');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(`Done: ${small.reference} is now paid.`)).toBeVisible();

  // Above the threshold: B approves first, A second.
  const big = await ask(2500);
  await page.getByRole('button', { name: 'Pending' }).click();
  const bigCard = page.getByRole('article', { name: big.reference });
  await expect(bigCard).toContainText('Above the limit: a second finance operator must approve.');
  await bigCard.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByText(
      `Your approval of ${big.reference} is recorded; it needs a second finance operator.`,
    ),
  ).toBeVisible();
  await expect(bigCard).toContainText('Approvals 1 of 2');
  await expect(bigCard).toContainText('Approved by Bilal Finance');
  await expect(bigCard.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await opsSignOut(page);
  await opsSignIn(page, finA);
  await page.goto('/ops/withdrawals');
  await bigCard.getByRole('button', { name: 'Approve (second)' }).click();
  await expect(page.getByText(`Done: ${big.reference} is now approved.`)).toBeVisible();
  await opsSignOut(page);

  // Support reads the queues and is refused every finance action.
  await opsSignIn(page, support);
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto('/ops/withdrawals?status=approved');
  await expect(bigCard).toBeVisible();
  await expect(bigCard.getByRole('button')).toHaveCount(0);
  const refused = await page.request.post(`/api/ops/withdrawals/${big.id}/paid`, {
    data: { transferReference: 'FT-SUPPORT' },
  });
  expect(refused.status()).toBe(403);
  await opsSignOut(page);

  // The audit page shows each step.
  await opsSignIn(page, adminOp);
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Request or record id').fill(big.id);
  await page.getByRole('button', { name: 'Apply' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('Fatima Finance');
  await expect(table.getByRole('row').nth(1)).toContainText('withdrawal.approve');
  await expect(table.getByRole('row').nth(2)).toContainText('Bilal Finance');
  await expect(table.getByRole('row').nth(2)).toContainText('withdrawal.approve.first');
  await page.getByLabel('Request or record id').fill(small.id);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('withdrawal.paid');
  await expect(table.getByRole('row').nth(1)).toContainText('status, transfer_ref');
  await expect(table.getByRole('row').nth(2)).toContainText('withdrawal.approve');
  await axeClean(page, 'audit page');
  const csv = await page.request.get(`/api/ops/audit.csv?target=${small.id}`);
  expect(await csv.text()).toMatch(/withdrawal\.paid/);

  // The member signed in beside all this keeps their session.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  const tokenNow = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(sessionOf(tokenNow)).toBe(sessionOf(memberToken));
  const me = await page.request.get('/api/drivers/get-current-user', {
    headers: { Authorization: `Bearer ${tokenNow ?? ''}` },
  });
  expect(me.status()).toBe(200);
});

test('at 360 px in Arabic (and English, and 1280 px Arabic) the console is usable and axe clean', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const email = `noor-${stamp}@rihla.test`;
  const link = await addOperator(email, 'Noor Compliance', 'compliance');
  await page.goto(pathOf(link));
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const op = await setUpInBrowser(page, link, email, SETUP_AR);
  await axeClean(page, 'Arabic sign-in');
  await opsSignIn(page, op, ARABIC);

  const pages: [string, string][] = [
    ['الملخص', '/ops'],
    ['طلبات السحب', '/ops/withdrawals?status=approved'],
    ['سجل التدقيق', '/ops/audit'],
    ['حسابي', '/ops/me'],
  ];
  for (const [heading, url] of pages) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${url} fits 360 px`).toBeLessThanOrEqual(0);
    await axeClean(page, `Arabic 360 ${url}`);
  }

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  for (const url of ['/ops', '/ops/withdrawals?status=approved', '/ops/audit']) {
    await page.goto(url);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await axeClean(page, `English 360 ${url}`);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'العربية' }).click();
  for (const url of ['/ops/withdrawals?status=approved', '/ops/audit', '/ops/me']) {
    await page.goto(url);
    await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    await axeClean(page, `Arabic 1280 ${url}`);
  }
});
