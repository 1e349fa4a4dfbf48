/** /ddr against the real server: the level tiles add up to the dashboard's DDR total. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { DashboardResponse, DdrLeaderboardResponse } from '../../contract/rewards';
import { formatAed } from '../../src/lib/format';
import { bearer, signIn } from './support/member-login';

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) }));
}
const aedValue = (text: string) => Number(/AED ([\d,]+\.\d\d)/.exec(text)?.[1]?.replace(/,/g, ''));

test("the L1-L4 tiles add up to the dashboard's DDR total, and the leaderboard marks the caller", async ({
  page,
}) => {
  const login = await signIn(page);
  const dashboard = (await (
    await page.request.get(`/api/mlm/user-dashboard/${login.user.id}`, { headers: bearer(login) })
  ).json()) as DashboardResponse;
  const board = (await (
    await page.request.get('/api/mlm/ddr/leaderboard', { headers: bearer(login) })
  ).json()) as DdrLeaderboardResponse;

  await page.goto('/mlm');
  const mlmDdr = aedValue(await page.getByRole('link', { name: /^DDR/ }).innerText());
  await page.goto('/ddr');
  let sum = 0;
  for (const level of [1, 2, 3, 4]) {
    const tile = page.getByRole('group', { name: `Level ${String(level)}` });
    const key = `level${String(level)}` as 'level1';
    await expect(tile).toContainText(formatAed(dashboard.data.ddr.earnings[key]));
    sum += aedValue(await tile.innerText());
  }
  expect(sum).toBeGreaterThan(0);
  expect(Math.round(sum * 100)).toBe(Math.round(mlmDdr * 100));
  expect(Math.round(sum * 100)).toBe(Math.round(dashboard.data.summary.totalEarnings.ddr * 100));
  await expect(page.getByRole('group', { name: 'Total DDR earned' })).toContainText(
    formatAed(dashboard.data.ddr.earnings.total),
  );

  const table = page.getByRole('table', { name: 'DDR leaderboard' });
  await expect(table.getByRole('row')).toHaveCount(board.data.leaderboard.topEarners.length + 1);
  const mine = board.data.leaderboard.topEarners.find((e) => e.isCurrentUser);
  if (mine) {
    const row = table.locator('tr[aria-current="true"]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`@${mine.username}`);
    await expect(row).toContainText('You');
  }
  await expect(page.getByText(board.data.leaderboard.tip || /./).first()).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`has no axe violations (${theme})`, async ({ page }) => {
    await signIn(page);
    await page.addInitScript((t) => {
      localStorage.setItem('theme', t);
    }, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/ddr');
    await expect(page.getByRole('table', { name: 'DDR leaderboard' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
}
