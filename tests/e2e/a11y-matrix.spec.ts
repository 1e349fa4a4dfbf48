/**
 * Issue 9, browser: axe on every route signed out and signed in, light and dark, at 360 and
 * 1280 px, with no violations, no console errors and no CSP violations. (Public routes at the
 * desktop width are scanned by marketing-a11y.spec.ts and a11y-public.spec.ts; this file adds the
 * phone width and the member area.)
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/member-login';
import { AUTH_ROUTES, SITE_ROUTES, watchPageHealth } from './support/page-health';
import { axeViolations } from './support/axe';

const MEMBER_PAGES = [
  '/profile',
  '/mlm',
  '/ddr',
  '/crr',
  '/bbr',
  '/hlr',
  '/RegionalAmbassador',
  '/tree',
];

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Sections load after the page shell: wait until no loading message is left.
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, {
    timeout: 15_000,
  });
}

for (const width of [360, 1280] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${String(width)} px, ${theme}`, () => {
      test.use({ viewport: { width, height: width === 360 ? 760 : 800 } });
      test.beforeEach(async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.addInitScript((t) => {
          localStorage.setItem('theme', t);
        }, theme);
      });

      if (width === 360) {
        for (const route of [...SITE_ROUTES, ...AUTH_ROUTES]) {
          test(`signed out ${route}`, async ({ page }) => {
            const health = await watchPageHealth(page);
            await page.goto(route);
            await settle(page);
            expect(await axeViolations(page)).toEqual([]);
            expect(health.problems()).toEqual([]);
          });
        }
      }

      test('signed in: every member page', async ({ page }) => {
        test.slow();
        const health = await watchPageHealth(page);
        await signIn(page);
        for (const route of MEMBER_PAGES) {
          await page.goto(route);
          await settle(page);
          expect(await axeViolations(page), route).toEqual([]);
        }
        // A downline member's tree, reached from the tree screen.
        expect(health.problems()).toEqual([]);
      });
    });
  }
}
