/**
 * Device cookies in a real browser (DECISIONS 43, issue 19): logging in stores `rihla_device`
 * (HttpOnly, SameSite=Strict, scoped to the login call); when someone else locks the account
 * with wrong passwords, this browser still logs in with the right one and a fresh browser
 * does not.
 */
import { expect, test, type Page } from '@playwright/test';
import { readCodeFromOutbox } from './support/outbox';
import { gotoHydrated } from './support/hydration';

const PASSWORD = 'Device2go';

async function logInThroughForm(page: Page, username: string) {
  await gotoHydrated(page, '/login');
  await page.getByLabel('Email, phone number or username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a browser that logged in before still gets in while strangers have locked the account', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `device_${tag}`;
  const email = `${username}@example.com`;
  const sentAfter = Date.now() - 1000;
  expect((await request.post('/api/email-verification/send-otp', { data: { email } })).ok()).toBe(
    true,
  );
  const signup = await request.post('/api/user/signup', {
    data: {
      username,
      firstName: 'Huda',
      lastName: 'Saleh',
      email,
      countryCode: '+971',
      phoneNumber: `50${String(Date.now()).slice(-7)}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      sponsorBy: '',
      gender: 'Female',
      otp: await readCodeFromOutbox(email, { after: sentAfter }),
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  await logInThroughForm(page, username);
  await expect(page).toHaveURL(/\/profile$/);
  const device = (await page.context().cookies()).find((c) => c.name === 'rihla_device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user/login' });
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();

  // Strangers (no device cookie) guess until the account locks.
  let last = 0;
  for (let i = 0; i < 11; i++) {
    last = (
      await request.post('/api/user/login', {
        data: { username, password: 'Wrong1234', email: '', phoneNumber: '' },
      })
    ).status();
  }
  expect(last).toBe(429);

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await logInThroughForm(strangerPage, username);
  await expect(strangerPage.getByText(/Too many attempts/).first()).toBeVisible();
  await expect(strangerPage).toHaveURL(/\/login$/);
  await stranger.close();

  await logInThroughForm(page, username);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Login successful!')).toBeVisible();
});
