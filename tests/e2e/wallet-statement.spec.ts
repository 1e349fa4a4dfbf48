/** /wallet/statement and withdrawals on /mlm against the real server and the demo member. */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/member-login';

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) }));
}

test('browses the statement, filters a month and downloads the CSV', async ({ page }) => {
  await signIn(page);
  await page.goto('/mlm');
  await page.getByRole('link', { name: 'View statement' }).click();
  await expect(page).toHaveURL(/\/wallet\/statement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet statement' })).toBeVisible();
  // At this width the statement is a table (its phone cards are not displayed).
  const list = page.getByRole('table', { name: 'Wallet statement' });
  await expect(
    list.getByText(/^Withdrawal WD-\d{8}-\w{6} to bank \.\.\.3456 approved and paid out$/),
  ).toBeVisible();
  await expect(
    list.getByText(/^DDR level \d on a ride by @\w+, fare AED [\d,.]+$/).first(),
  ).toBeVisible();

  await list
    .getByRole('button', { name: /^Details/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Ride details' });
  await expect(dialog).toContainText('Rewards amount (15% of the fare)');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const month = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 7);
  const filtered = page.waitForResponse((r) => r.url().includes(`month=${month}`) && r.ok());
  await page.getByLabel('Month').fill(month);
  await filtered;
  await expect(list.getByRole('row').nth(1)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`rihla-statement-${month}.csv`);
  const file = readFileSync(await download.path());
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = file.toString('utf8').slice(1).split('\r\n');
  // Dubai time with its offset, the programme's code and its words (DECISIONS 45).
  expect(lines[0]).toBe(
    'Date (Dubai),Programme code,Programme,Description,Amount (AED),Balance after (AED)',
  );
  expect(lines.some((l) => /^\S+\+04:00,withdrawal,[^,]+,Withdrawal WD-/.test(l))).toBe(true);
  expect(lines.slice(1, -1).every((l) => l.startsWith(month.slice(0, 4)))).toBe(true);
});

test('asks for a withdrawal to a UAE IBAN, sees it pending and cancels it', async ({ page }) => {
  await signIn(page);
  await page.goto('/mlm');
  await page.getByLabel('Amount (AED)').fill('60');
  await page.getByLabel('Account holder').fill('Sami Haddad');
  await page.getByLabel('IBAN').fill('AE07 0331 2345 6789 0123 456');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  const pending = page.getByRole('region', { name: 'Pending withdrawal' });
  await expect(pending).toContainText(/WD-\d{8}-\w{6}: AED 60\.00 is held/);
  await page.goto('/wallet/statement');
  await expect(
    page
      .getByRole('table', { name: 'Wallet statement' })
      .getByText(/to bank \.\.\.3456 \(pending\)$/),
  ).toBeVisible();
  await page.goto('/mlm');
  await page.getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByText('Withdrawal request cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request withdrawal' })).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`the statement and the withdrawal form have no axe violations at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await page.goto('/wallet/statement');
    await expect(page.getByRole('region', { name: 'Wallet statement' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/mlm');
    await expect(page.getByRole('button', { name: 'Request withdrawal' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
}
