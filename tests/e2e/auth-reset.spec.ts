/** Forgot and reset with the mailed code, then log in with the new password (issue 5). */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readCodeFromOutbox } from './support/outbox';
import { gotoHydrated } from './support/hydration';

/** A fresh member through the real calls, so no other spec's demo login is disturbed. */
async function newMember(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const member = { username: `reset_${tag}`, email: `reset_${tag}@example.com` };
  const after = Date.now() - 1000;
  expect(
    (
      await request.post('/api/email-verification/send-otp', { data: { email: member.email } })
    ).ok(),
  ).toBe(true);
  const otp = await readCodeFromOutbox(member.email, { after });
  const signup = await request.post('/api/user/signup', {
    data: {
      username: member.username,
      firstName: 'Reem',
      lastName: 'Nasser',
      email: member.email,
      countryCode: '+92',
      phoneNumber: `+92300${String(Date.now()).slice(-7)}`,
      password: 'OldPass123',
      confirmPassword: 'OldPass123',
      sponsorBy: '',
      gender: 'Female',
      otp,
    },
  });
  expect(signup.status()).toBe(201);
  return member;
}

test('forgot and reset with the mailed code, then log in with the new password', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await newMember(request);

  await gotoHydrated(page, '/forgot-password');
  await page.getByLabel('Email').fill(member.email);
  const after = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('Reset OTP sent to email.')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByText(member.email)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('signup_email'))).toBe(member.email);

  // The reset handle survives a reload through local storage (spec section 2).
  await page.reload();
  await expect(page.getByText(member.email)).toBeVisible();

  const code = await readCodeFromOutbox(member.email, { after });
  await page.getByLabel('Reset code (OTP)').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('NewPass456');
  await page.getByLabel('Confirm new password').fill('NewPass456');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successful.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('signupUserId'))).toBeNull();

  // The old password no longer works; the new one does.
  await page.getByLabel('Email, phone number or username').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill('OldPass123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('NewPass456');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Reem Nasser' })).toBeVisible();
});

test('a wrong reset code is refused with the server message under the code', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  await gotoHydrated(page, '/forgot-password');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Reset code (OTP)').fill('000000');
  await page.getByLabel('New password', { exact: true }).fill('NewPass456');
  await page.getByLabel('Confirm new password').fill('NewPass456');
  await page.getByRole('button', { name: 'Reset password' }).click();
  // The server names the code field, so its message shows under it and takes focus.
  const otp = page.getByLabel('Reset code (OTP)');
  await expect(otp).toHaveAccessibleDescription('Invalid or expired reset OTP');
  await expect(otp).toBeFocused();
  await expect(page).toHaveURL(/\/reset-password$/);
});
