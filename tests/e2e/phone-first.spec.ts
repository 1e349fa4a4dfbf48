/**
 * Issue 14, item 6: member screens on a 360 px phone. No page scrolls sideways and no element
 * has its own sideways scroll, axe finds nothing, every control is at least 44 px, tables are
 * cards that label each value, and a scrolling panel hands the wheel and touch back to the page
 * at its ends. Light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ReferralTreeResponse } from '../../contract/tree';
import { bearer, signIn } from './support/member-login';

const PHONE = { width: 360, height: 760 } as const;
/** Every member route of the route table (src/app/router.tsx); /user-tree/:id is added below. */
const MEMBER_PAGES = [
  '/profile',
  '/mlm',
  '/ddr',
  '/crr',
  '/bbr',
  '/hlr',
  '/RegionalAmbassador',
  '/tree',
  '/wallet/statement',
  '/kyc',
];
const MIN_TARGET = 44;

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** What scrolls sideways: the page itself, and any element with its own horizontal scrollbar. */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth)
      found.push(`page: scrollWidth ${String(root.scrollWidth)}`);
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const { overflowX } = getComputedStyle(el);
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth) {
        const name = el.getAttribute('aria-label') ?? (el.getAttribute('class') ?? '').slice(0, 60);
        found.push(
          `${el.tagName.toLowerCase()} "${name}": ${String(el.scrollWidth)} > ${String(el.clientWidth)}`,
        );
      }
    }
    return found;
  });
}

/** Visible controls smaller than 44 px either way (buttons, links, selects, inputs, tabs). */
function smallTargets(page: Page, min: number) {
  return page.evaluate((least) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, input:not([type="hidden"]), textarea, [role="tab"]',
    );
    const small: string[] = [];
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // not displayed
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      // A visually hidden control (the skip link until it is focused) is not a target.
      if (style.clipPath === 'inset(50%)') continue;
      // Checkboxes and radios count with their label, which the member taps.
      const box =
        (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
          ? el.closest('label')?.getBoundingClientRect()
          : undefined) ?? r;
      if (box.height < least - 0.5 || box.width < least - 0.5) {
        const name = el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 40);
        small.push(
          `${el.tagName.toLowerCase()} "${name}" ${String(Math.round(box.width))}x${String(Math.round(box.height))}`,
        );
      }
    }
    return small;
  }, min);
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`360 px, ${theme}`, () => {
    test.use({ viewport: PHONE, hasTouch: true });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript((t) => {
        localStorage.setItem('theme', t);
      }, theme);
    });

    test('every member page fits the phone, passes axe and has 44 px targets', async ({ page }) => {
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
        expect(await sidewaysScroll(page), `${route}: sideways scroll`).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          route,
        ).toBeLessThanOrEqual(PHONE.width);
        expect(await smallTargets(page, MIN_TARGET), `${route}: small targets`).toEqual([]);
        expect(await axeViolations(page), `${route}: axe`).toEqual([]);
      }
    });
  });
}

test.describe('tables on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('are cards that label every value, and the table is not displayed', async ({ page }) => {
    await signIn(page);
    await page.goto('/tree');
    const panel = page.getByRole('region', { name: 'Level 1 members' });
    await expect(panel.getByRole('table')).toBeHidden();
    const card = panel.getByRole('listitem').first();
    await expect(card).toBeVisible();
    for (const label of ['Member ID', 'Name', 'Rank', 'Joined', 'PGP', 'TGP', 'Total Amount'])
      await expect(card.getByRole('term').filter({ hasText: label })).toBeVisible();
    // Each label is followed by its own value.
    await expect(card.getByRole('definition').first()).toHaveText('001');
    await expect(card.getByRole('definition').nth(6)).toHaveText('AED 0.00');
    await expect(card.getByRole('button', { name: /^Details of/ })).toBeVisible();

    await page.goto('/bbr');
    const standings = page.getByRole('region', { name: 'Booster campaign standings' });
    const mine = standings.locator('li[aria-current="true"]');
    await expect(mine.getByRole('term').filter({ hasText: 'Reward' })).toBeVisible();
    await expect(mine.getByText('You', { exact: true })).toBeVisible();
  });

  test('a scrolling panel hands the wheel and touch back to the page at its end', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/tree');
    const panel = page.getByRole('region', { name: 'Level 1 members' });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    expect(await panel.evaluate((el) => getComputedStyle(el).overscrollBehaviorY)).toBe('auto');
    expect(await panel.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    const pageY = () => page.evaluate(() => window.scrollY);
    const atEnd = () =>
      panel.evaluate((el) => Math.ceil(el.scrollTop + el.clientHeight) >= el.scrollHeight);
    /** A point inside the panel, in the viewport. */
    const inside = async () => {
      const box = await panel.boundingBox();
      if (!box) throw new Error('the panel has no box');
      const top = Math.max(box.y, 0);
      const bottom = Math.min(box.y + box.height, PHONE.height);
      return { x: Math.round(box.x + box.width / 2), y: Math.round((top + bottom) / 2) };
    };

    // The wheel scrolls the panel to its end, then the page.
    await page.evaluate(() => {
      window.scrollTo(0, 150);
    });
    for (let i = 0; i < 40 && !(await atEnd()); i++) {
      const at = await inside();
      await page.mouse.move(at.x, at.y);
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(100);
    }
    expect(await atEnd()).toBe(true);
    let before = await pageY();
    const p = await inside();
    await page.mouse.move(p.x, p.y);
    await page.mouse.wheel(0, 200);
    await expect.poll(pageY).toBeGreaterThan(before);

    // A finger does the same: swipes scroll the panel to its end, then the page.
    await panel.evaluate((el) => {
      el.scrollTop = 0;
    });
    await page.evaluate(() => {
      window.scrollTo(0, 150);
    });
    const cdp = await page.context().newCDPSession(page);
    const swipeUp = async () => {
      const at = await inside();
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
      for (let step = 1; step <= 10; step++) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: at.x, y: at.y - step * 12 }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForTimeout(300);
    };
    for (let i = 0; i < 40 && !(await atEnd()); i++) await swipeUp();
    expect(await atEnd()).toBe(true);
    before = await pageY();
    await swipeUp();
    await expect.poll(pageY).toBeGreaterThan(before);
  });
});

test('at 1280 px the same tables are real tables and the cards are not displayed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.goto('/tree');
  const panel = page.getByRole('region', { name: 'Level 1 members' });
  await expect(panel.getByRole('table', { name: 'Level 1 members' })).toBeVisible();
  await expect(panel.getByRole('columnheader', { name: 'Member ID' })).toBeVisible();
  await expect(panel.getByRole('list')).toBeHidden();
});
