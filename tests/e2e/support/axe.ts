/** axe on the current page: each violation as one readable line (rule, help, first targets). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function axeViolations(
  page: Page,
  { bestPractice = false }: { bestPractice?: boolean } = {},
): Promise<string[]> {
  await finishAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(bestPractice ? [...WCAG, 'best-practice'] : WCAG)
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}

/**
 * Waits (up to 2 s) for the page's finite animations to end: a toast fading in is scanned at its
 * resting colours, not at a frame where its text is half transparent. Spinners run forever and
 * are left alone.
 */
async function finishAnimations(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const finite = document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined));
      await Promise.race([
        Promise.all(finite),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]);
    })
    .catch(() => undefined);
}
