/**
 * The newcomer's path against the real server (issue 5): sign up from a referral link with the
 * mailed code, land on /profile (DECISIONS 33), log out, log in by e-mail, by phone and by
 * username, open /profile.
 */
import { expect, test, type Page } from '@playwright/test';
import type { ByUsernameResponse } from '../../contract/user';
import { readCodeFromOutbox } from './support/outbox';
import { gotoHydrated } from './support/hydration';

const PASSWORD = 'Journey2go';

async function logout(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
}

async function login(page: Page, identifier: string, name: string) {
  await gotoHydrated(page, '/login');
  await page.getByLabel('Email, phone number or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test('a newcomer signs up with the mailed code, logs out, and logs in three ways', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `new_${tag}`;
  const email = `${username}@example.com`;
  const national = `52${String(Date.now()).slice(-7)}`;

  const sponsor = (await (
    await request.get('/api/user/by-username?username=demo')
  ).json()) as ByUsernameResponse;
  const sponsorName = `${sponsor.user.firstName} ${sponsor.user.lastName}`;

  await gotoHydrated(page, '/signup?ref=demo');
  await expect(page.getByLabel(/Sponsor code/)).toHaveValue('demo');
  await expect(page.getByText(sponsorName)).toBeVisible();

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('First name').fill('Noura');
  await page.getByLabel(/Last name/).fill('Khalil');
  await page.getByLabel('Email').fill(email);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('button', { name: /^Resend \(\d+s\)$/ })).toBeDisabled();
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  const code = await readCodeFromOutbox(email, { after: sentAfter });
  await page.getByLabel('Verification code (OTP)').fill(code);
  await page.getByLabel('Country code').selectOption('+971');
  await page.getByLabel('Phone number').fill(national);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByRole('checkbox', { name: /^I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Registration completed successfully')).toBeVisible();
  // The member area, not the marketing home (DECISIONS 33).
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Noura Khalil' })).toBeVisible();
  const stored: unknown = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth_user') ?? '{}') as unknown,
  );
  expect(stored).toMatchObject({ username, country: 'UAE', phoneNumber: `+971${national}` });

  await logout(page);
  await login(page, email, 'Noura Khalil');
  await logout(page);
  await login(page, `+971${national}`, 'Noura Khalil');
  await logout(page);
  await login(page, username, 'Noura Khalil');

  // The profile of spec section 2.
  await expect(page.getByText('Tycoon Starter')).toBeVisible();
  await expect(page.getByRole('img', { name: 'No Img' })).toHaveText('NK');
  await expect(page.getByText(`@${username}`)).toBeVisible();
  await expect(page.getByText(/^Joined /)).toBeVisible();
  await expect(page.getByRole('link', { name: /My Team/ })).toHaveAttribute('href', '/tree');
  await page.getByRole('link', { name: /My Wallet/ }).click();
  await expect(page).toHaveURL(/\/mlm$/);
});

test('a wrong password shows the form message and stays on /login', async ({ page }) => {
  await gotoHydrated(page, '/login');
  await page.getByLabel('Email, phone number or username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
