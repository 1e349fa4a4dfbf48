/**
 * Issue 14 (DECISIONS 31), on a phone's width: a newcomer in the UAE signs up with their mobile
 * typed the way it is written at home, `050 123 4567`, and later logs in with `0501234567`.
 */
import { expect, test } from '@playwright/test';
import { readCodeFromOutbox } from './support/outbox';
import { gotoHydrated } from './support/hydration';

const PASSWORD = 'Mobile2go';

test.use({ viewport: { width: 360, height: 760 } });

test('signs up with a UAE mobile typed 050 123 4567 and logs in with 0501234567', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `uae_${tag}`;
  const email = `${username}@example.com`;

  await gotoHydrated(page, '/signup');
  // UAE comes first and is chosen, with its flag drawn as SVG (never an emoji).
  const country = page.getByLabel('Country code');
  await expect(country).toHaveValue('+971');
  await expect(country.locator('option').first()).toHaveText('+971 UAE');
  await expect(page.locator('svg[data-flag="AE"]')).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveAttribute('placeholder', '050 123 4567');

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('First name').fill('Mariam');
  await page.getByLabel('Email').fill(email);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = await readCodeFromOutbox(email, { after: sentAfter });
  await page.getByLabel('Verification code (OTP)').fill(code);

  // A landline is refused with the country's name, before anything is sent.
  await page.getByLabel('Phone number').fill('04 234 5678');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByRole('checkbox', { name: /^I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter a valid mobile number for UAE')).toBeVisible();

  await page.getByLabel('Phone number').fill('050 123 4567');
  await expect(page.getByText('Enter a valid mobile number for UAE')).toBeHidden();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration completed successfully')).toBeVisible();
  const stored: unknown = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth_user') ?? '{}') as unknown,
  );
  expect(stored).toMatchObject({ username, country: 'UAE', phoneNumber: '+971501234567' });

  // Another browser, signed out: the national number with its trunk 0 finds the member.
  const other = await browser.newContext({ viewport: { width: 360, height: 760 } });
  try {
    const login = await other.newPage();
    await gotoHydrated(login, '/login');
    await login.getByLabel('Email, phone number or username').fill('0501234567');
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByText('Login successful!')).toBeVisible();
    await expect(login).toHaveURL(/\/profile$/);
    await expect(login.getByRole('heading', { name: 'Mariam' })).toBeVisible();
  } finally {
    await other.close();
  }
});
