/**
 * Profile editing against the real server (DECISIONS 37): names, a real PNG photo, a renamed text
 * file and a 6 MB image. Each test signs up its own member, so other specs' members never change.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { LoginResponse, SignupResponse } from '../../contract/user';
import { bearer } from './support/member-login';
import { readCodeFromOutbox } from './support/outbox';

let counter = 0;

/** A new member through the real sign-up calls, signed in the way the SPA stores a session. */
async function signUpFresh(page: Page): Promise<LoginResponse> {
  counter += 1;
  const tag = `${String(Date.now()).slice(-6)}${String(counter)}${String(test.info().workerIndex)}`;
  const email = `edit_${tag}@example.test`;
  const sent = Date.now();
  expect(
    (await page.request.post('/api/email-verification/send-otp', { data: { email } })).ok(),
  ).toBe(true);
  const otp = await readCodeFromOutbox(email, { after: sent - 1000 });
  // An Indian mobile (98 and eight digits): valid however phone numbers are checked.
  const national = `98${tag.padStart(8, '0').slice(-8)}`;
  const res = await page.request.post('/api/user/signup', {
    data: {
      username: `edit_${tag}`,
      firstName: 'Layla',
      lastName: 'Haddad',
      email,
      countryCode: '+91',
      phoneNumber: `+91${national}`,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      sponsorBy: '',
      gender: 'Female',
      otp,
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
  return { ...body, userId: body.user.id };
}

const photoInput = (page: Page) => page.getByLabel('New profile photo');
const photoRegion = (page: Page) => page.getByRole('region', { name: 'Profile photo' });

test('edits first and last name; the heading and the greeting follow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpFresh(page);
  await page.goto('/profile');
  const first = page.getByLabel('First name');
  await expect(first).toHaveValue('Layla');
  await expect(first).toHaveAttribute('maxlength', '60');
  await first.fill('Noor');
  await page.getByLabel(/Last name/).fill('Al Amin');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Noor Al Amin' })).toBeVisible();

  // At phone width the toast sits over the menu button until it goes.
  await expect(page.getByText('Profile updated successfully')).toBeHidden();
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toContainText('Hello, Noor');

  // Stored on the server, not only in this tab.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Noor Al Amin' })).toBeVisible();

  // An empty first name is refused in place with the sign-up message.
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
});

test('uploads a real PNG: previewed, sent, re-encoded into 512 px and shown', async ({ page }) => {
  await signUpFresh(page);
  const png = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();
  await page.goto('/profile');
  await photoInput(page).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/user/profile/photo'));
  await page.getByRole('button', { name: 'Upload photo' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText('Profile photo updated successfully')).toBeVisible();

  const avatar = page.getByRole('img', { name: 'Layla Haddad' });
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/);
  await expect
    .poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(512);
  await expect(page.getByRole('img', { name: 'Preview of your new photo' })).toBeHidden();
});

test('refuses a text file renamed to .png with a clear message', async ({ page }) => {
  await signUpFresh(page);
  await page.goto('/profile');
  await photoInput(page).setInputFiles({
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: Buffer.from('These are my notes, not a photo.\n'),
  });
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/user/profile/photo'));
  await page.getByRole('button', { name: 'Upload photo' }).click();
  expect((await answer).status()).toBe(400);
  await expect(photoRegion(page).getByRole('alert')).toHaveText(
    'The photo must be a JPEG, PNG or WebP image.',
  );
  await expect(page.getByRole('img', { name: 'No Img' })).toBeVisible();
});

test('refuses a 6 MB image: in the browser before sending, and on the server with 413', async ({
  page,
}) => {
  const login = await signUpFresh(page);
  const big = await sharp({
    create: {
      width: 1450,
      height: 1450,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(big.length).toBeGreaterThan(6_000_000);

  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/user/profile/photo')) sent += 1;
  });
  await page.goto('/profile');
  await photoInput(page).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(photoRegion(page).getByRole('alert')).toHaveText('The photo must be at most 5 MB.');
  await expect(page.getByRole('button', { name: 'Upload photo' })).toBeHidden();
  expect(sent).toBe(0);

  // A client that sends it anyway gets 413 with the same words.
  const res = await page.request.post('/api/user/profile/photo', {
    headers: bearer(login),
    multipart: { photo: { name: 'big.png', mimeType: 'image/png', buffer: big } },
  });
  expect(res.status()).toBe(413);
  expect(((await res.json()) as { message: string }).message).toBe(
    'The photo must be at most 5 MB.',
  );
});
