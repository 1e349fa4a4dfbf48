/**
 * axe at the desktop width on the sign-in pages, in the light and dark themes, and on the open
 * phone menu. The marketing pages are scanned at this width by marketing-a11y.spec.ts (scrolled
 * to load every lazy section, with WCAG 2.2 too), so not again here.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AUTH_ROUTES } from './support/page-health';
import { gotoHydrated } from './support/hydration';

async function scan(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => {
        localStorage.setItem('theme', t);
      }, theme);
      // Scan the settled page, not an animation's midpoint.
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    for (const route of AUTH_ROUTES) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await scan(page)).toEqual([]);
      });
    }
  });
}

test.describe('phone menu', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('the open menu has no axe violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });
});
