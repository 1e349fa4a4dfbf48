/**
 * Issue 27 item 4 (DECISIONS 47): every prerendered page, in both languages, hydrates without an
 * error or a console complaint when the address brings the query strings real visitors bring
 * (a referral, a return address, campaign tags); the referral link then fills the sponsor code.
 */
import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES, localePath } from '../../src/config/public-pages';
import { waitForHydration } from './support/hydration';
import { watchPageHealth } from './support/page-health';

const QUERY = '?ref=demo&utm_source=x&utm_medium=social&returnTo=%2Fbbr';
const ADDRESSES = (['en', 'ar'] as const).flatMap((locale) =>
  PUBLIC_PAGES.map((page) => localePath(locale, page.path)),
);

test('every prerendered page hydrates cleanly with ?ref=, ?returnTo= and utm_* in its address', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const health = await watchPageHealth(page, { warnings: true });
  for (const address of ADDRESSES) {
    await page.goto(`${address}${QUERY}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(health.problems(), address).toEqual([]);
  }
});

for (const address of ['/signup', '/ar/signup']) {
  test(`${address}?ref= fills the sponsor code once hydrated`, async ({ page }) => {
    const health = await watchPageHealth(page, { warnings: true });
    await page.goto(`${address}?ref=demo&utm_source=x`);
    await waitForHydration(page);
    await expect(page.locator('#signup-sponsorBy')).toHaveValue('demo');
    expect(health.problems()).toEqual([]);
  });
}
