/**
 * Every route signed out, in a real Chromium against the real server: the redirects of spec
 * section 2, the navbar and footer where they belong, the theme before first paint, and no
 * console errors or CSP violations anywhere.
 */
import { expect, test } from '@playwright/test';
import { AUTH_ROUTES, MEMBER_ROUTES, SITE_ROUTES, watchPageHealth } from './support/page-health';
import { gotoHydrated } from './support/hydration';

const pathOf = (url: string) => new URL(url).pathname;

test.describe('signed out', () => {
  for (const route of SITE_ROUTES) {
    test(`${route} shows its page with the navbar and footer`, async ({ page }) => {
      const health = await watchPageHealth(page);
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(pathOf(page.url())).toBe(route);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(health.problems()).toEqual([]);
    });
  }

  for (const route of AUTH_ROUTES) {
    test(`${route} shows its page without the navbar and footer`, async ({ page }) => {
      const health = await watchPageHealth(page);
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(pathOf(page.url())).toBe(route);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(health.problems()).toEqual([]);
    });
  }

  for (const route of MEMBER_ROUTES) {
    test(`${route} redirects to /login`, async ({ page }) => {
      const health = await watchPageHealth(page);
      await page.goto(route);
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(health.problems()).toEqual([]);
    });
  }

  test('/forgot-password goes to /reset-password while a signup email is stored', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('signup_email', 'amal@example.com');
    });
    await page.goto('/forgot-password');
    await expect(page).toHaveURL((url) => url.pathname === '/reset-password');
  });

  for (const route of ['/no-such-page', '/mlm/extra', '/About-us']) {
    test(`the unknown path ${route} redirects to /`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  }
});

test('an unknown /api path answers JSON 404, not the app', async ({ request }) => {
  const res = await request.get('/api/no-such-endpoint');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ success: false });
});

test.describe('theme', () => {
  test('a stored dark theme applies before the app script runs (no flash)', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
    });
    // Refuse every bundle: only index.html and /theme-init.js can act.
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    // The app never ran (React does not own #root): the class came from the prerendered HTML
    // and /theme-init.js alone, and the page's content is already there to be painted dark.
    const reactRan = await page.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')),
    );
    expect(reactRan).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the toggle stores the choice and it survives a reload', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu opens, lists the links, and closes on navigation and Escape', async ({ page }) => {
    await gotoHydrated(page, '/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await menu.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/team');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('nothing is wider than the screen', async ({ page }) => {
    for (const route of SITE_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
