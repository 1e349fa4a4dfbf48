/** /mlm against the real server and the seeded demo member: the engine's figures, tiles, axe. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { DashboardResponse } from '../../contract/rewards';
import { formatAed } from '../../src/lib/format';
import { bearer, signIn } from './support/member-login';

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) }));
}

test('shows the wallet, the member and every programme total from the engine', async ({ page }) => {
  const login = await signIn(page);
  const api = await page.request.get(`/api/mlm/user-dashboard/${login.user.id}`, {
    headers: bearer(login),
  });
  expect(api.ok()).toBe(true);
  const { data } = (await api.json()) as DashboardResponse;
  expect(data.summary.totalEarnings.ddr).toBeGreaterThan(0);

  await page.goto('/mlm');
  await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  await expect(page.getByText('MLM Bonuses', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^My Wallet/);
  await expect(page.getByText(formatAed(data.wallet.totalEarned)).first()).toBeVisible();
  await expect(page.getByText(formatAed(data.wallet.currentBalance)).first()).toBeVisible();
  await expect(page.getByText(data.user.sponsorId, { exact: true })).toBeVisible();
  await expect(page.getByText('demo', { exact: true })).toBeVisible();

  const totals = data.summary.totalEarnings;
  const tiles: [RegExp, string, number][] = [
    [/^DDR/, '/ddr', totals.ddr],
    [/^CRR/, '/crr', totals.crr],
    [/^BBR/, '/bbr', totals.bbr],
    [/^HLR/, '/hlr', totals.hlr],
    [/^Regional/, '/RegionalAmbassador', totals.countryAmbassador || totals.regionalAmbassador],
  ];
  for (const [name, href, amount] of tiles) {
    const tile = page.getByRole('link', { name });
    await expect(tile).toHaveAttribute('href', href);
    await expect(tile).toContainText(formatAed(amount));
  }

  await page.getByRole('link', { name: /^DDR/ }).click();
  await expect(page).toHaveURL(/\/ddr$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dream Dividend Rewards' }),
  ).toBeVisible();
});

test('goes back with Back', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile');
  await page.goto('/mlm');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`has no axe violations (${theme})`, async ({ page }) => {
    await signIn(page);
    await page.addInitScript((t) => {
      localStorage.setItem('theme', t);
    }, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/mlm');
    await expect(page.getByRole('link', { name: /^DDR/ })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
}
