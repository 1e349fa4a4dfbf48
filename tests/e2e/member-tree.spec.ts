/** The referral tree against the real server and the seeded demo tree. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ReferralTreeResponse } from '../../contract/tree';
import type { LoginResponse } from '../../contract/user';
import { bearer, DEMO, signIn } from './support/member-login';

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) }));
}
const levelTable = (page: Page, level = 1) =>
  page.getByRole('table', { name: `Level ${String(level)} members` });
const trail = (page: Page) => page.getByRole('navigation', { name: 'Tree history' });

test("shows the demo's own tree: owner, level tabs and level 1 from one page request", async ({
  page,
}) => {
  const login = await signIn(page);
  const api = (await (
    await page.request.get('/api/user/referral-tree', { headers: bearer(login) })
  ).json()) as ReferralTreeResponse;
  const tree = api.referralTree;
  const treeCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/user/referral-tree')) treeCalls.push(r.url());
  });

  await page.goto('/tree');
  const owner = page.getByRole('region', { name: 'Tree owner' });
  await expect(owner.getByRole('heading', { name: tree.user.name })).toBeVisible();
  await expect(owner).toContainText(`@${tree.user.username}`);
  await expect(owner).toContainText(String(tree.counts.totalReferrals));
  const levels = Object.keys(tree.counts).filter(
    (k) => /^level\d+$/.test(k) && (tree.counts[k as 'level1'] ?? 0) > 0,
  );
  await expect(page.getByRole('tab')).toHaveCount(levels.length);
  const rows = levelTable(page).getByRole('row');
  await expect(rows).toHaveCount((tree.counts.level1 ?? 0) + 1);
  await expect(rows.nth(1)).toContainText('001');
  await expect(rows.nth(1)).toContainText('AED 0.00');
  expect(treeCalls).toHaveLength(1);

  await page.getByRole('tab', { name: /Level 2/ }).click();
  await expect(levelTable(page, 2).getByRole('row')).toHaveCount((tree.counts.level2 ?? 0) + 1);
  expect(treeCalls).toHaveLength(2);
  expect(treeCalls[1]).toContain('level=2');
});

test("opens a downline member's tree from the dialog, keeps the history and goes Back", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/tree');
  const first = levelTable(page).getByRole('row').nth(1);
  await first.getByRole('button', { name: /^Details of/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('@example.com');
  await expect(dialog).toContainText('KYC');
  const name = (await dialog.getByRole('heading').innerText()).trim();
  await dialog.getByRole('button', { name: /tree$/ }).click();

  await expect(page).toHaveURL(/\/user-tree\/[^/]+$/);
  await expect(page.getByRole('region', { name: 'Tree owner' }).getByRole('heading')).toHaveText(
    name,
  );
  await expect(trail(page)).toContainText(`My Team›${name}`);

  // One level deeper, then a reload: the trail lives in session storage.
  await levelTable(page)
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Details of/ })
    .click();
  const second = (await page.getByRole('dialog').getByRole('heading').innerText()).trim();
  await page.getByRole('dialog').getByRole('button', { name: /tree$/ }).click();
  await expect(trail(page)).toContainText(`My Team›${name}›${second}`);
  await page.reload();
  await expect(trail(page)).toContainText(`My Team›${name}›${second}`);

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Tree owner' }).getByRole('heading')).toHaveText(
    name,
  );
  await trail(page).getByRole('button', { name: 'My Team' }).click();
  await expect(page).toHaveURL(/\/tree$/);
  await expect(trail(page)).toHaveCount(0);
});

test("forcing the sponsor's tree (outside the downline) shows the error state", async ({
  page,
  request,
}) => {
  await signIn(page);
  const sponsorLogin = await request.post('/api/user/login', {
    data: { username: 'amira', password: DEMO.password, email: '', phoneNumber: '' },
  });
  const sponsor = (await sponsorLogin.json()) as LoginResponse;
  await page.goto(`/user-tree/${sponsor.user.id}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load user tree' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Main Tree' }).click();
  await expect(page).toHaveURL(/\/tree$/);
  await expect(levelTable(page)).toBeVisible();
});

test('copies the referral link and says Link Copied!', async ({ page, context }) => {
  const login = await signIn(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const link = (
    (await (
      await page.request.get('/api/user/referral-link', { headers: bearer(login) })
    ).json()) as { referralLink: string }
  ).referralLink;
  await page.goto('/tree');
  await page.getByRole('button', { name: 'Copy referral link' }).click();
  await expect(page.getByRole('button', { name: 'Link Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole('button', { name: 'Copy referral link' })).toBeVisible({
    timeout: 4000,
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`has no axe violations (${theme}): tree, dialog, member tree and error state`, async ({
    page,
  }) => {
    await signIn(page);
    await page.addInitScript((t) => {
      localStorage.setItem('theme', t);
    }, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/tree');
    await expect(levelTable(page)).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await levelTable(page).getByRole('row').nth(1).getByRole('button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: /tree$/ }).click();
    await expect(trail(page)).toBeVisible();
    await expect(levelTable(page).or(page.getByText('No team members yet'))).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.goto('/user-tree/not-in-my-team');
    await expect(page.getByRole('button', { name: 'Back to Main Tree' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
}
