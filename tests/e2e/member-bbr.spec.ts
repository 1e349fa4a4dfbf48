/** /bbr against the real server with the seeded demo member: the engine's figures, and axe. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type {
  BbrCurrentCampaignResponse,
  BbrLeaderboardResponse,
  BbrPastWinsResponse,
} from '../../contract/rewards';
import { formatAed, formatDate, formatNumber } from '../../src/lib/format';
import { watchPageHealth } from './support/page-health';
import { bearer, signIn } from './support/member-login';

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) }));
}

test('shows the campaign, progress, reward, leaderboard and past wins the engine computed', async ({
  page,
}) => {
  const health = await watchPageHealth(page);
  const login = await signIn(page);
  const get = async <T>(path: string) =>
    (await (await page.request.get(`/api${path}`, { headers: bearer(login) })).json()) as T;
  const { data } = await get<BbrCurrentCampaignResponse>(
    `/mlm/bbr/current-campaign/${login.user._id}`,
  );
  const board = await get<BbrLeaderboardResponse>('/mlm/bbr/leaderboard');
  const wins = await get<BbrPastWinsResponse>(`/mlm/bbr/past-wins/${login.user._id}`);
  const campaign = data.currentCampaign!;
  const progress = data.progress!;
  expect(campaign, 'the demo keeps a campaign running (DECISIONS 24)').toBeTruthy();

  await page.goto('/bbr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BBR Booster Campaign');

  const card = page.getByRole('region', { name: 'Current Campaign' });
  await expect(card).toContainText(campaign.name);
  await expect(card).toContainText(`${formatNumber(campaign.requirement)} rides`);
  await expect(card).toContainText(`${String(campaign.duration)} days`);
  await expect(card).toContainText(campaign.period);
  await expect(card).toContainText(formatAed(campaign.reward.amount));
  if (campaign.newbieRidesOnly) await expect(card).toContainText('Newbie rides only');

  const tracker = page.getByRole('region', { name: 'Progress Tracker' });
  await expect(
    tracker.getByRole('progressbar', {
      name: `Total rides: ${formatNumber(progress.totalRides)} of ${formatNumber(campaign.requirement)}`,
    }),
  ).toBeVisible();
  await expect(tracker).toContainText(`Solo rides${formatNumber(progress.soloRides)}`);
  await expect(tracker).toContainText(`Team rides${formatNumber(progress.teamRides)}`);
  await expect(tracker).toContainText(`Rides needed${formatNumber(progress.ridesNeeded)}`);
  await expect(tracker).toContainText(
    `${String(campaign.timeLeft.days)} day${campaign.timeLeft.days === 1 ? '' : 's'}`,
  );
  await expect(tracker).toContainText(progress.isQualified ? 'Qualified' : 'Not Qualified');

  // DECISIONS 6: the Motivation Zone is computed from the member's own figures.
  const days = Math.max(campaign.timeLeft.days + campaign.timeLeft.hours / 24, 1);
  const perDay = Math.ceil(progress.ridesNeeded / days);
  const zone = page.getByRole('region', { name: 'Motivation Zone' });
  if (perDay > 0) await expect(zone).toContainText(`You need ${String(perDay)} more`);
  await expect(zone).toContainText(`${String(progress.newbieTeamMembersActive)} newbie team`);

  const preview = page.getByRole('region', { name: 'Reward Preview' });
  await expect(preview).toContainText(
    progress.isQualified
      ? 'Reward Unlocked!'
      : `Locked until you reach ${formatNumber(campaign.requirement)} rides`,
  );

  const table = page.getByRole('table', { name: 'Booster campaign standings' });
  await expect(table.getByRole('row')).toHaveCount(board.data.leaderboard.length + 1);
  const mine = board.data.leaderboard.find((row) => row.isCurrentUser);
  if (mine) {
    const row = table.locator('tr[aria-current="true"]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(mine.name);
    await expect(row).toContainText('You');
  }

  const past = page.getByRole('table', { name: 'Booster campaigns won' });
  await expect(past.getByRole('row')).toHaveCount(wins.data.pastWins.length + 1);
  const first = wins.data.pastWins[0]!;
  await expect(past.getByRole('row').nth(1)).toContainText(first.name);
  await expect(past.getByRole('row').nth(1)).toContainText(formatDate(first.date));
  expect(health.problems()).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`/bbr has no axe violations (${theme})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript((t) => {
      localStorage.setItem('theme', t);
    }, theme);
    await signIn(page);
    await page.goto('/bbr');
    await expect(page.getByRole('table', { name: 'Booster campaigns won' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Booster campaign standings' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
}
