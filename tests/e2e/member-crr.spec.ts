/** /crr against the real server: the ladder and progress from rank tracking, View All / Show Less. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { CrrLeaderboardResponse, RankTrackingResponse } from '../../contract/rewards';
import { formatAed } from '../../src/lib/format';
import { bearer, signIn } from './support/member-login';

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) }));
}

test('shows the ladder, the next rank and the days left as the engine has them', async ({
  page,
}) => {
  const login = await signIn(page);
  const tracking = (await (
    await page.request.get(`/api/mlm/crr/rank-tracking/${login.user.id}`, {
      headers: bearer(login),
    })
  ).json()) as RankTrackingResponse;
  const steps = tracking.data.rankTracking;
  const next = steps.find((s) => !s.isAchieved && !s.isLocked);

  await page.goto('/crr');
  const ladder = page.getByRole('list', { name: 'Rank ladder' });
  await expect(ladder.getByRole('listitem')).toHaveCount(5);
  for (const step of steps) {
    const item = ladder.getByRole('listitem').filter({ hasText: new RegExp(step.rank, 'i') });
    await expect(item).toContainText(formatAed(step.reward));
    if (step.isAchieved) await expect(item).toContainText('Achieved');
    else if (step === next) await expect(item).toContainText('Next rank');
    else if (step.isLocked) await expect(item).toContainText('Locked');
  }
  expect(steps.some((s) => s.isAchieved)).toBe(true);
  if (next) {
    await expect(page.getByRole('heading', { name: `Progress to ${next.rank}` })).toBeVisible();
    const pgp = Math.min(100, Math.round((next.currentPoints.pgp / next.requirements.pgp) * 100));
    await expect(page.getByRole('progressbar', { name: 'PGP (personal points)' })).toHaveAttribute(
      'aria-valuenow',
      String(pgp),
    );
  }
  await expect(page.getByRole('group', { name: 'Days left' })).toContainText(
    `${String(tracking.data.daysUntilReset)} days`,
  );
});

test('shows 5 leaderboard rows, then all with View All and 5 again with Show Less', async ({
  page,
}) => {
  const login = await signIn(page);
  const board = (await (
    await page.request.get('/api/mlm/crr/leaderboard', { headers: bearer(login) })
  ).json()) as CrrLeaderboardResponse;
  const total = board.data.leaderboard.topEarners.length;
  expect(total).toBeGreaterThan(5);

  await page.goto('/crr');
  const rows = page.getByRole('table', { name: 'CRR leaderboard' }).getByRole('row');
  await expect(rows).toHaveCount(6);
  await page.getByRole('button', { name: 'View All' }).click();
  await expect(rows).toHaveCount(total + 1);
  await page.getByRole('button', { name: 'Show Less' }).click();
  await expect(rows).toHaveCount(6);
});

for (const theme of ['light', 'dark'] as const) {
  test(`has no axe violations (${theme})`, async ({ page }) => {
    await signIn(page);
    await page.addInitScript((t) => {
      localStorage.setItem('theme', t);
    }, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/crr');
    await expect(page.getByRole('table', { name: 'CRR leaderboard' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Rank ladder' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
}
