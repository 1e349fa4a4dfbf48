/**
 * The reports desk (issue 30 item 6) against the real server and its demo data: a support
 * operator opens the reports from the console's bar, reads the last 30 days (each section's
 * chart drawn, its table showing the API's figures), changes the range and downloads the CSV,
 * at 1280 px in English and in Arabic, axe clean.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { OpsReport } from '../../contract/ops-reports';
import { axeViolations } from './support/axe';
import { addOperator, opsSignIn, setUpByApi } from './support/ops';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const SECTIONS = ['members', 'rides', 'rewards', 'withdrawals'] as const;
const dubaiDay = (ms: number) => new Date(ms + 4 * 3600_000).toISOString().slice(0, 10);
const TODAY = dubaiDay(Date.now());
const MONTH_AGO = dubaiDay(Date.now() - 29 * 86_400_000);
const number = (n: number) => n.toLocaleString('en-US');
const amount = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function axeClean(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

async function chartsDrawn(page: Page) {
  for (const s of SECTIONS) {
    await expect(page.locator(`[data-chart="report-${s}"] canvas`).first()).toBeVisible();
  }
}

async function csvOf(page: Page, link: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return {
    name: download.suggestedFilename(),
    lines: readFileSync(await download.path(), 'utf8').split('\r\n'),
  };
}

async function signedIn(page: Page, tag: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `reports-${tag}-${stamp}@ops.test`;
  const op = await setUpByApi(page, await addOperator(email, 'Rana Reports', 'support'), email);
  await opsSignIn(page, op);
}

test('1280 px, English: reads the last 30 days, picks a range and downloads the CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, 'en');
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByText(/, 30 days$/)).toBeVisible();
  await chartsDrawn(page);

  const answer = await page.request.get(`/api/ops/reports?from=${MONTH_AGO}&to=${TODAY}`);
  const { report } = (await answer.json()) as { report: OpsReport };
  expect(report.totals.rides, 'the demo data has rides this month').toBeGreaterThan(0);
  const rides = page.getByRole('region', { name: 'Rides and fares, per day' });
  const total = rides.getByRole('row', { name: /^Total/ });
  await expect(total.getByRole('cell').nth(0)).toHaveText(number(report.totals.rides));
  await expect(total.getByRole('cell').nth(1)).toHaveText(amount(report.totals.fares));
  await expect(rides.getByRole('row')).toHaveCount(report.days.length + 2);
  const rewards = page.getByRole('region', { name: 'Rewards credited, per day' });
  await expect(rewards.getByRole('columnheader', { name: 'DDR (AED)' })).toBeVisible();
  await axeClean(page, 'reports, English');

  // A quick range, then a typed one, both kept in the address.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(new RegExp(`from=\\d{4}-\\d{2}-\\d{2}&to=${TODAY}$`));
  await expect(page.getByText(/, 7 days$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByLabel('From').fill('2026-01-10');
  await page.getByLabel('To').fill('2026-01-01');
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page.getByText('The end date must not be before the start date.')).toBeVisible();
  await page.getByLabel('From').fill(MONTH_AGO);
  await page.getByLabel('To').fill(TODAY);
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${MONTH_AGO}&to=${TODAY}$`));
  await chartsDrawn(page);

  const all = await csvOf(page, page.getByRole('link', { name: 'Download CSV, all sections' }));
  expect(all.name).toBe(`rihla-report-${MONTH_AGO}-to-${TODAY}.csv`);
  expect(all.lines[0]).toMatch(/^date,new_members,rides,fares_aed,rewards_ddr_aed,/);
  expect(all.lines[1]?.startsWith(`${MONTH_AGO},`)).toBe(true);
  expect(all.lines.filter(Boolean)).toHaveLength(31);
});

test('1280 px, Arabic: the same report in Arabic words, a section’s CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, 'ar');
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('link', { name: 'التقارير', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'التقارير' })).toBeVisible();
  await chartsDrawn(page);
  const answer = await page.request.get(`/api/ops/reports?from=${MONTH_AGO}&to=${TODAY}`);
  const { report } = (await answer.json()) as { report: OpsReport };
  const rides = page.getByRole('region', { name: 'الرحلات والأجرة لكل يوم' });
  const total = rides.getByRole('row', { name: /^الإجمالي/ });
  // The console's digits are Latin in Arabic too (DECISIONS 38).
  await expect(total.getByRole('cell').nth(0)).toHaveText(number(report.totals.rides));
  await expect(total.getByRole('cell').nth(1)).toHaveText(amount(report.totals.fares));
  await axeClean(page, 'reports, Arabic');

  const section = await csvOf(page, page.getByRole('link', { name: 'تنزيل CSV: الرحلات والأجرة' }));
  expect(section.name).toBe(`rihla-report-rides-${MONTH_AGO}-to-${TODAY}.csv`);
  expect(section.lines[0]).toBe('date,rides,fares_aed');
});
