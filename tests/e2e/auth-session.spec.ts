/** A token the server no longer accepts sends the member from a member page to /login (issue 5). */
import { expect, test } from '@playwright/test';
import { bearer, signIn } from './support/member-login';

test('a session revoked on the server leads to /login from a member page', async ({ page }) => {
  const login = await signIn(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  // Another tab logs this session out on the server (DECISIONS 2: revocation per session).
  const revoked = await page.request.post('/api/user/logout', { headers: bearer(login) });
  expect(revoked.ok()).toBe(true);

  // The 401 triggers a full redirect to /login, which may cut this navigation short: that
  // abort is expected, any other failure is not.
  await page.goto('/tree', { waitUntil: 'commit' }).catch((error: unknown) => {
    if (!(error instanceof Error && error.message.includes('net::ERR_ABORTED'))) throw error;
  });
  await expect(page).toHaveURL(/\/login$/);
  // The guard may show /login before the full redirect reloads it: read storage once it settles.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('auth_token')).catch(() => 'navigating'))
    .toBeNull();
});

test('logging out revokes the token on the server', async ({ page }) => {
  const login = await signIn(page);
  await page.goto('/profile');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect
    .poll(async () =>
      (
        await page.request.get('/api/drivers/get-current-user', { headers: bearer(login) })
      ).status(),
    )
    .toBe(401);
});
