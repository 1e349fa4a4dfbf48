import type { Page } from '@playwright/test';

/**
 * Waits until React has rendered #root: hydrated a prerendered public page, or rendered the
 * shell. Prerendered pages start their JS only once they have loaded and painted (issue 16,
 * scripts/prerender-html.ts `deferEntryScript`), so when `page.goto` returns their buttons and
 * forms are still the server's HTML; a test that types or clicks at once waits for this first.
 * React hydrates in a transition (src/main.tsx), over several tasks: done once the root's current
 * tree (`#root` points at the root fiber React made for it) has a committed child.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root) return false;
    const key = Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
    if (!key) return false;
    const fiber = (
      root as unknown as Record<string, { stateNode?: { current?: { child?: unknown } } }>
    )[key];
    return !!fiber?.stateNode?.current?.child;
  });
}

/** `page.goto`, then {@link waitForHydration}. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}
