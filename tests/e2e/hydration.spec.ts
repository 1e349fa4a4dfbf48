/**
 * Issue 16: the prerendered public pages are taken over by React (hydrateRoot), signed out and
 * signed in, light and dark, with no console error or warning (React reports a hydration
 * mismatch as a console error) and without replacing the server's markup; the SPA then works
 * as before.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './support/member-login';
import { watchPageHealth } from './support/page-health';
import { PUBLIC_PAGE_TEXT } from './support/public-pages';

/** Remembers the first heading as parsed from the HTML, before any script runs. */
async function markServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { __serverH1: Element | null }).__serverH1 =
        document.querySelector('h1');
    });
  });
}

/** Waits for React to own #root, then for the page to settle. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer$'));
  });
  await page.waitForLoadState('networkidle');
}

async function openAs(browser: Browser, { signedIn, dark }: { signedIn: boolean; dark: boolean }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (signedIn) await signIn(page);
  if (dark) {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
    });
  }
  return { context, page };
}

const VARIANTS = [
  { signedIn: false, dark: false },
  { signedIn: false, dark: true },
  { signedIn: true, dark: false },
  { signedIn: true, dark: true },
];

for (const { route, heading } of PUBLIC_PAGE_TEXT) {
  test(`${route} hydrates cleanly signed out and in, light and dark`, async ({ browser }) => {
    for (const variant of VARIANTS) {
      const label = `${variant.signedIn ? 'signed in' : 'signed out'}, ${variant.dark ? 'dark' : 'light'}`;
      const { context, page } = await openAs(browser, variant);
      const health = await watchPageHealth(page, { warnings: true });
      await markServerHeading(page);
      await page.goto(route);
      await waitForHydration(page);
      // The theme is on <html> from the first paint (theme-init.js) and stays.
      await expect(page.locator('html')).toHaveClass(variant.dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      if (variant.signedIn && (route === '/login' || route === '/signup')) {
        // A signed-in member skips the doors once the session is read (DECISIONS 47).
        await expect(page).toHaveURL(/\/profile$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      } else {
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const kept = await page.evaluate(
          () =>
            document.querySelector('h1') ===
            (window as unknown as { __serverH1: Element | null }).__serverH1,
        );
        expect(kept, `${label}: React kept the prerendered heading`).toBe(true);
      }
      expect(health.problems(), label).toEqual([]);
      await context.close();
    }
  });
}

test('a signed-in visitor of / sees Profile and Logout after load, and the dark theme icon', async ({
  page,
}) => {
  await signIn(page);
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    // Layout shifts from the first paint on (the switch to the member's navbar among them).
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThan(0.02);
});

test('after hydration the SPA navigates without reloading', async ({ page }) => {
  const health = await watchPageHealth(page, { warnings: true });
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  const main = page.getByRole('navigation', { name: 'Main' });
  const steps: [string, string][] = [
    ['About', 'Our Story of Service and Excellence'],
    ['Services', 'Services'],
    ['Team', 'Our Team'],
    ['FAQs', 'Frequently Asked Questions'],
    ['Contact', 'Contact Us'],
    ['Home', 'Safe rides and fair rewards, across the UAE'],
  ];
  for (const [link, heading] of steps) {
    await main.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  const same = await page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
  );
  expect(same).toBe(true);
  expect(health.problems()).toEqual([]);
});
