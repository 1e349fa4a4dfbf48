/**
 * Issue 15, member area in Arabic: every member route with the saved language `ar` is
 * `<html lang="ar" dir="rtl">`, fits the width without sideways scroll (and no box spills out of
 * its card on the left, which right to left never scrolls), passes axe and has an Arabic main
 * heading; a reload keeps Arabic. Both themes at 360 px, light at 1280 px (the same
 * matrix as the accessibility specs). With `AR_SHOTS_DIR` set, each page is also saved as a
 * full-page screenshot there, for the screen-by-screen review the issue asks for.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ReferralTreeResponse } from '../../contract/tree';
import { bearer, signIn } from './support/member-login';
import { axeViolations } from './support/axe';
import { drawInBrandFont } from './support/brand-font';

/** Every member route of the route table (src/app/router.tsx); /user-tree/:id is added below. */
const MEMBER_PAGES = [
  '/profile',
  '/mlm',
  '/wallet/statement',
  '/kyc',
  '/tree',
  '/ddr',
  '/crr',
  '/bbr',
  '/hlr',
  '/RegionalAmbassador',
];
/** Dark screenshots for a couple of pages only: the light ones carry the review. */
const DARK_SHOTS = new Set(['/mlm', '/tree']);
const ARABIC = /\p{Script=Arabic}/u;
const SHOTS = process.env.AR_SHOTS_DIR;

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Sections load after the page shell: wait until no loading message (either language) is left.
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|جارٍ)/ })).toHaveCount(0, {
    timeout: 15_000,
  });
}

async function expectArabicPage(page: Page, route: string, width: number) {
  await expect(page.locator('html'), route).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html'), route).toHaveAttribute('dir', 'rtl');
  const heading = (await page.getByRole('heading', { level: 1 }).first().innerText()).trim();
  expect(heading, `${route}: main heading`).toMatch(ARABIC);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${route}: sideways scroll`,
  ).toBeLessThanOrEqual(width);
}

/**
 * Boxes in the page whose content is wider than they are. Right to left, content that spills out
 * on the left does not widen the document (it is not scrollable), so the page check alone misses
 * it: a figure too wide for its card shows cut at the screen's edge.
 */
function spilledBoxes(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      const style = getComputedStyle(el);
      // Inline boxes have no width of their own; scrolling or clipping boxes are meant to hold more.
      if (style.display === 'inline' || style.overflowX !== 'visible') continue;
      if (style.position === 'absolute' || el.clientWidth === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        found.push(
          `${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}": ${String(el.scrollWidth)} > ${String(el.clientWidth)}`,
        );
    }
    return found;
  });
}

const shotName = (route: string, width: number, theme: string) =>
  `${
    route
      .replace(/^\//, '')
      .replace(/\//g, '-')
      .replace(/-[^-]{12,}$/, '-member') || 'home'
  }-${String(width)}-${theme}.png`;

const MATRIX = [
  { width: 360, theme: 'light' },
  { width: 360, theme: 'dark' },
  { width: 1280, theme: 'light' },
] as const;

for (const { width, theme } of MATRIX) {
  test.describe(`Arabic, ${String(width)} px, ${theme}`, () => {
    test.use({ viewport: { width, height: width === 360 ? 760 : 800 } });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript((t) => {
        localStorage.setItem('theme', t);
        // The saved choice, set once per tab: the reload below must find it kept, not re-set.
        if (sessionStorage.getItem('__e2e_language')) return;
        sessionStorage.setItem('__e2e_language', '1');
        localStorage.setItem('language', 'ar');
      }, theme);
    });

    test('every member page is right to left, fits, passes axe and is headed in Arabic', async ({
      page,
    }) => {
      test.slow();
      const login = await signIn(page);
      const tree = (await (
        await page.request.get('/api/user/referral-tree', { headers: bearer(login) })
      ).json()) as ReferralTreeResponse;
      const downline = tree.referralTree.members.level1?.[0];
      expect(downline, 'the demo has a level 1 member').toBeTruthy();
      const routes = [...MEMBER_PAGES, `/user-tree/${downline?.id ?? ''}`];

      for (const route of routes) {
        await page.goto(route);
        await settle(page);
        await drawInBrandFont(page);
        await expectArabicPage(page, route, width);
        expect(await spilledBoxes(page), `${route}: content wider than its box`).toEqual([]);
        expect(await axeViolations(page, { bestPractice: true }), `${route}: axe`).toEqual([]);
        if (SHOTS && (theme === 'light' || DARK_SHOTS.has(route)))
          await page.screenshot({
            path: path.join(SHOTS, shotName(route, width, theme)),
            fullPage: true,
          });
      }

      // The choice lives in local storage: a reload of a member page stays Arabic.
      await page.reload();
      await settle(page);
      await expectArabicPage(page, routes[routes.length - 1] ?? '', width);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
    });
  });
}
