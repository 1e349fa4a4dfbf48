/**
 * Journeys that end where people expect (issue 14, DECISIONS 32): a login asked for by a member
 * page returns to it, a direct one goes to /profile, a forged return address is ignored, and the
 * login toast never covers the navbar's buttons.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/member-login';
import { watchPageHealth } from './support/page-health';
import { gotoHydrated, waitForHydration } from './support/hydration';

async function logIn(page: Page) {
  await page.getByLabel('Email, phone number or username').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The toast's box lies wholly below the navbar, clear of its buttons. */
async function expectToastBelowNavbar(page: Page, text: string) {
  const toast = page.getByRole('status').filter({ hasText: text });
  await expect(toast).toBeVisible();
  const navbar = await page.getByRole('banner').boundingBox();
  expect(navbar).not.toBeNull();
  // The toast slides in from above: measure it once it has come to rest.
  await expect
    .poll(async () => (await toast.locator('xpath=..').boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(navbar!.y + navbar!.height);
  const box = await toast.locator('xpath=..').boundingBox();
  expect(box).not.toBeNull();
  for (const button of await page.getByRole('banner').getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    const b = (await button.boundingBox())!;
    const overlaps =
      b.x < box!.x + box!.width &&
      box!.x < b.x + b.width &&
      b.y < box!.y + box!.height &&
      box!.y < b.y + b.height;
    expect(overlaps, `the toast covers ${(await button.textContent()) ?? 'a button'}`).toBe(false);
  }
}

for (const width of [360, 1280]) {
  test(`a visitor sent to /login from /bbr returns there after login (${String(width)} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // Where the toast rests is the point; without its slide (reduced motion) a starved CPU
    // cannot leave it mid-animation when it is measured.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const health = await watchPageHealth(page);
    await page.goto('/bbr?from=share#leaderboard');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page);

    await expect(page).toHaveURL(/\/bbr\?from=share#leaderboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BBR Booster Campaign');
    await expectToastBelowNavbar(page, 'Login successful!');
    // The login page was replaced: Back does not return to it.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login/);
    expect(health.problems()).toEqual([]);
  });
}

test('a login opened directly goes to /profile', async ({ page }) => {
  await gotoHydrated(page, '/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
});

test('a return address planted in the history state is ignored for another origin', async ({
  page,
}) => {
  await gotoHydrated(page, '/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // What the guard would leave, forged to point away (the router keeps its state under `usr`).
  await page.evaluate(() => {
    history.replaceState({ usr: { from: '//evil.example/bbr' }, key: 'forged', idx: 0 }, '');
  });
  await page.reload();
  await waitForHydration(page);
  await logIn(page);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/profile$/);
});
