/** axe on the current page: each violation as one readable line (rule, help, first targets). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function axeViolations(
  page: Page,
  { bestPractice = false }: { bestPractice?: boolean } = {},
): Promise<string[]> {
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
