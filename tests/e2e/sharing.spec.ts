/**
 * Sharing the referral link (issue 31) on a 360 px phone, in English and Arabic: the share
 * sheet gets our message and the link, WhatsApp's text decodes to them, the QR code reads back
 * as the link; the team page counts what a link brought; a member who never chose a language
 * and logs in from /ar/login continues in Arabic.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { LoginResponse } from '../../contract/user';
import { gotoHydrated, waitForHydration } from './support/hydration';
import { bearer, signIn } from './support/member-login';
import { readCodeFromOutbox } from './support/outbox';
import { watchPageHealth } from './support/page-health';
import { decodeQr, gridFromPath } from './support/qr-decode';

test.use({ viewport: { width: 360, height: 780 } });

const PASSWORD = 'Share2go1';
const WORDS = {
  en: {
    share: 'Share',
    whatsapp: 'Share on WhatsApp',
    qr: 'QR code',
    qrImage: 'QR code of your referral link',
    hello: (n: string) => `Hi, it’s ${n}! Join me on Rihla`,
  },
  ar: {
    share: 'مشاركة',
    whatsapp: 'المشاركة عبر واتساب',
    qr: 'رمز QR',
    qrImage: 'رمز QR لرابط الإحالة الخاص بك',
    hello: (n: string) => `مرحبًا، أنا ${n}! انضم إليّ في رحلة`,
  },
} as const;

/** A new member through the API (e-mailed code included); `ref` signs up through a link. */
async function newMember(request: APIRequestContext, firstName: string, ref?: string) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const username = `share_${tag}`;
  const email = `${username}@example.com`;
  const after = Date.now() - 1000;
  expect((await request.post('/api/email-verification/send-otp', { data: { email } })).ok()).toBe(
    true,
  );
  const res = await request.post(`/api/user/signup${ref ? `?ref=${ref}` : ''}`, {
    data: {
      username,
      firstName,
      lastName: 'Saleh',
      email,
      countryCode: '+971',
      phoneNumber: `50${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 90) + 10)}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      sponsorBy: '',
      gender: 'Female',
      otp: await readCodeFromOutbox(email, { after }),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, ...((await res.json()) as LoginResponse) };
}

/** Records what the page hands the share sheet. */
async function stubShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { __shared: unknown[] }).__shared = shared;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: unknown) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`the team page shares the link by sheet, WhatsApp and QR code (${language})`, async ({
    page,
    baseURL,
  }) => {
    const w = WORDS[language];
    const login = await signIn(page);
    await stubShareSheet(page);
    await page.addInitScript((l) => localStorage.setItem('language', l), language);
    const link = `${baseURL ?? ''}${language === 'ar' ? '/ar' : ''}/signup?ref=demo`;
    await page.goto('/tree');
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    await page.getByRole('button', { name: w.share, exact: true }).click();
    const shared = await page.evaluate(
      () => (window as unknown as { __shared: { text: string; url: string }[] }).__shared,
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]?.url).toBe(link);
    expect(shared[0]?.text).toContain(w.hello(login.user.firstName));

    const href = await page.getByRole('link', { name: w.whatsapp }).getAttribute('href');
    const wa = new URL(href ?? '');
    expect(wa.origin + wa.pathname).toBe('https://wa.me/');
    expect(wa.searchParams.get('text')).toBe(`${shared[0]?.text ?? ''}\n${link}`);

    await page.getByRole('button', { name: w.qr, exact: true }).click();
    const qr = page.getByRole('img', { name: w.qrImage });
    await expect(qr).toBeVisible();
    const size = Number((await qr.getAttribute('viewBox'))?.split(' ')[2]);
    const d = (await qr.locator('path').getAttribute('d')) ?? '';
    expect(decodeQr(gridFromPath(d, size))).toBe(link);

    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: language === 'ar' ? 'تنزيل PNG' : 'Download PNG' })
      .click();
    expect((await download).suggestedFilename()).toBe(`rihla-${language}-referral-qr.png`);
    // The API's own link follows the account's language (English for demo).
    const api = (await (
      await page.request.get('/api/user/referral-link', { headers: bearer(login) })
    ).json()) as { referralLink: string };
    expect(api.referralLink).toBe(`${baseURL ?? ''}/signup?ref=demo`);
  });
}

test('the profile offers the same sharing', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Invite people to Rihla' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
});

test('the team page shows what a link brought after two sign-ups through it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const sponsor = await newMember(request, 'Mariam');
  const visitor = await page.context().browser()!.newPage();
  for (const path of [
    `/signup?ref=${sponsor.username}`,
    `/ar/signup?ref=${sponsor.username.toUpperCase()}`,
  ]) {
    await visitor.goto(path);
    // As served (the page retitles itself once its script runs).
    expect(await visitor.locator('meta[property="og:title"]').getAttribute('content')).toMatch(
      /^Mariam S\. /,
    );
  }
  await visitor.close();
  await newMember(request, 'Huda', sponsor.username);
  await newMember(request, 'Omar', sponsor.username);

  await signIn(page, { username: sponsor.username, password: PASSWORD });
  await page.goto('/tree');
  const stats = page.getByRole('region', { name: 'What your link brought' });
  await expect(stats).toBeVisible();
  const figures = async () =>
    Object.fromEntries(
      await Promise.all(
        (await stats.getByRole('term').all()).map(async (t) => [
          await t.textContent(),
          await t.locator('xpath=following-sibling::dd[1]').textContent(),
        ]),
      ),
    ) as Record<string, string>;
  expect(await figures()).toEqual({
    'Visits this month': '2',
    'Sign-ups this month': '2',
    'KYC-approved': '0',
    'Took a ride': '0',
  });
  await expect(stats.getByRole('listitem')).toHaveText([/Omar S\./, /Huda S\./]);
});

test('a member who never chose a language logs in from /ar/login and continues in Arabic', async ({
  page,
  request,
}) => {
  const member = await newMember(request, 'Salma');
  expect(member.user.language).toBe('en');
  await gotoHydrated(page, '/ar/login');
  await page.getByLabel('البريد الإلكتروني أو رقم الهاتف أو اسم المستخدم').fill(member.username);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const me = await request.get('/api/drivers/get-current-user', { headers: bearer(member) });
  expect(((await me.json()) as LoginResponse).user.language).toBe('ar');
});

test('the sign-up page of a referral link names the sponsor and hydrates without error', async ({
  page,
}) => {
  const health = await watchPageHealth(page);
  await page.goto('/signup?ref=DEMO');
  // The head as served (what link previews read); the page retitles itself once it runs.
  const served = await page.locator('meta[property="og:title"]').getAttribute('content');
  expect(served).toMatch(/^\S+ \S\. invites you to Rihla$/);
  await waitForHydration(page);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/\/share\/card\/en\/demo\.png\?v=/);
  const card = await page.request.get(image ?? '');
  expect(card.headers()['content-type']).toBe('image/png');
  await page.waitForLoadState('networkidle');
  expect(health.problems()).toEqual([]);
});
