/**
 * Issue 28 (deliverables 5-8) against the real server, at 360 and 1280 px, in English and
 * Arabic, axe clean: the terms pages, sign-up's consent, then one member's account security,
 * "Download my data" and "Close account". Each test signs up its own member.
 */
import { expect, test, type Page } from '@playwright/test';
import { TERMS_VERSION } from '../../contract/member-rights';
import type { SignupResponse } from '../../contract/user';
import accountAr from '../../src/features/profile/account-messages.ar';
import accountEn from '../../src/features/profile/account-messages.en';
import { axeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { readCodeFromOutbox } from './support/outbox';

const PASSWORD = 'Secret123';
const NEW_PASSWORD = 'Better456';
const WIDTHS = [360, 1280] as const;
const LANGUAGES = ['en', 'ar'] as const;
type Lang = (typeof LANGUAGES)[number];
const WORDS = { en: accountEn, ar: accountAr };

let counter = 0;
const tagOf = () =>
  `${Date.now().toString(36).slice(-5)}${String(++counter)}${String(test.info().workerIndex)}`;

async function newMember(page: Page, language: Lang, withConsent = true) {
  const tag = tagOf();
  const email = `rights_${tag}@example.test`;
  const sent = Date.now() - 1000;
  await page.request.post('/api/email-verification/send-otp', { data: { email } });
  const otp = await readCodeFromOutbox(email, { after: sent });
  const national = `98${String(Date.now()).slice(-6)}${String(counter).padStart(2, '0')}`;
  const res = await page.request.post('/api/user/signup', {
    headers: { 'user-agent': 'Laptop Chrome/131.0 (X11; Linux x86_64)' },
    data: {
      username: `rights_${tag}`,
      firstName: 'Layla',
      lastName: 'Haddad',
      email,
      countryCode: '+91',
      phoneNumber: `+91${national}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      sponsorBy: '',
      gender: 'Female',
      otp,
      language,
      ...(withConsent ? { termsVersion: TERMS_VERSION } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as SignupResponse;
  await page.addInitScript(
    ([token, user]) => {
      if (sessionStorage.getItem('__e2e_signed_in')) return;
      sessionStorage.setItem('__e2e_signed_in', '1');
      localStorage.setItem('auth_token', token);
      localStorage.setItem('auth_user', user);
    },
    [body.token, JSON.stringify(body.user)] as const,
  );
  return { username: `rights_${tag}`, email, token: body.token };
}

const login = (page: Page, username: string, password: string) =>
  page.request.post('/api/user/login', {
    headers: { 'user-agent': 'Phone (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1' },
    data: { username, password, email: '', phoneNumber: '' },
  });

for (const width of WIDTHS) {
  for (const lang of LANGUAGES) {
    const prefix = lang === 'ar' ? '/ar' : '';
    test.describe(`${lang} at ${String(width)} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the terms and privacy pages are prerendered and axe clean', async ({ page }) => {
        for (const path of ['/terms', '/privacy']) {
          const html = await (await page.request.get(`${prefix}${path}`)).text();
          expect(html).toContain(`<html lang="${lang}"`);
          // The words are in the HTML itself, before any script runs.
          if (path === '/privacy') expect(html).toMatch(lang === 'ar' ? /5 سنوات/ : /5 years/);
          else expect(html).toMatch(lang === 'ar' ? /عضو سابق/ : /Former member/);
          await gotoHydrated(page, `${prefix}${path}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        }
        const widest = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(widest).toBeLessThanOrEqual(width);
      });

      test('sign-up refuses without consent, then signs up with it', async ({ page }) => {
        test.setTimeout(90_000);
        const tag = tagOf();
        const email = `consent_${tag}@example.test`;
        await gotoHydrated(page, `${prefix}/signup`);
        await page.locator('#signup-username').fill(`consent_${tag}`);
        await page.locator('#signup-firstName').fill('Mariam');
        await page.locator('#signup-email').fill(email);
        const sent = Date.now() - 1000;
        await page.locator('#signup-email').press('Tab');
        await page.getByRole('button', { name: lang === 'ar' ? /إرسال/ : 'Send OTP' }).click();
        await page.locator('#signup-otp').fill(await readCodeFromOutbox(email, { after: sent }));
        await page.locator('#signup-phone').fill(`98${String(Date.now()).slice(-8)}`);
        await page.locator('#signup-countryCode').selectOption('+91');
        await page.locator('#signup-password').fill(PASSWORD);
        await page.locator('#signup-confirmPassword').fill(PASSWORD);
        await page.locator('#signup-gender').selectOption('Female');
        const box = page.locator('#signup-terms');
        await expect(box).not.toBeChecked();
        await page.locator('form button[type="submit"]').click();
        await expect(box).toHaveAttribute('aria-invalid', 'true');
        await expect(box).toBeFocused();
        expect(await axeViolations(page)).toEqual([]);
        await box.check();
        await page.locator('form button[type="submit"]').click();
        await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
      });

      test('changes the password, signs out elsewhere, downloads the data, closes the account', async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const w = WORDS[lang];
        const member = await newMember(page, lang);
        const other = (await (await login(page, member.username, PASSWORD)).json()) as {
          token: string;
        };
        await page.goto('/profile');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);

        // Devices: this one and the phone; sign the phone out.
        const devices = page.getByRole('list', { name: w.devicesTitle });
        await expect(devices.getByRole('listitem')).toHaveCount(2);
        await expect(devices.getByRole('listitem').first()).toContainText(w.thisDevice);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: w.signOutOthers }).click();
        await expect(devices.getByRole('listitem')).toHaveCount(1);
        const phone = await page.request.get('/api/drivers/get-current-user', {
          headers: { authorization: `Bearer ${other.token}` },
        });
        expect(phone.status()).toBe(401);

        // Password.
        await page.getByLabel(w.currentPassword, { exact: true }).fill(PASSWORD);
        await page.getByLabel(w.newPassword, { exact: true }).fill(NEW_PASSWORD);
        await page.getByLabel(w.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
        await page.getByRole('button', { name: w.changePassword }).click();
        await expect(page.getByText(w.passwordChanged)).toBeVisible();
        expect((await login(page, member.username, NEW_PASSWORD)).status()).toBe(200);
        expect((await login(page, member.username, PASSWORD)).status()).toBe(401);

        // Download my data.
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: w.download }).click();
        expect((await download).suggestedFilename()).toMatch(
          /^rihla-my-data-\d{4}-\d{2}-\d{2}\.zip$/,
        );

        // Close the account.
        await page.getByRole('button', { name: w.closeStart }).click();
        await page.getByLabel(w.closePassword, { exact: true }).fill(NEW_PASSWORD);
        const sent = Date.now() - 1000;
        await page.getByRole('button', { name: w.sendCode }).click();
        const code = await readCodeFromOutbox(member.email, { after: sent });
        await page.getByLabel(w.code).fill(code);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: w.closeConfirm }).click();
        await expect(page).toHaveURL(lang === 'ar' ? /\/ar$/ : /\/$/, { timeout: 15_000 });
        expect((await login(page, member.username, NEW_PASSWORD)).status()).toBe(401);
      });
    });
  }
}

test('a member who signed up without consent is asked at the next visit', async ({ page }) => {
  await newMember(page, 'en', false);
  await page.goto('/profile');
  const banner = page.getByRole('region', { name: 'Please accept our terms' });
  await expect(banner).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await banner.getByRole('button', { name: 'I accept' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(banner).toBeHidden();
});
