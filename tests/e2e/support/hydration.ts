import type { Page } from '@playwright/test';

/**
 * Waits until React has rendered #root: hydrated a prerendered public page, or rendered the
 * shell. Prerendered pages start their JS only once they have loaded and painted (issue 16,
 * scripts/prerender-html.ts `deferEntryScript`), so when `page.goto` returns their buttons and
 * forms are still the server's HTML; a test that types or clicks at once waits for this first.
 * React renders and commits the first tree in one task, so once the last element of #root
 * carries its fiber the whole page is React's.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const elements = root?.querySelectorAll('*');
    const last = elements?.[elements.length - 1];
    return !!last && Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** `page.goto`, then {@link waitForHydration}. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}
