/**
 * The campaigns and country-requests desks (issue 30, items 3 and 5) against the real server at
 * 1280 px, axe clean, in English and in Arabic: a finance operator made by the CLI closes the
 * running campaign after the confirmation (its qualified members paid) and opens a new one
 * from the form; a compliance operator approves and rejects members' country requests with a
 * note, and the member's country follows.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { newMember, PASSWORD } from './support/kyc-member';
import { addOperator, ARABIC, opsSignIn, setUpByApi, type Operator } from './support/ops';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);

async function axeClean(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

let finance: Operator | null = null;
let compliance: Operator | null = null;

async function financeOperator(page: Page): Promise<Operator> {
  if (!finance) {
    const email = `campaigns-${stamp}@ops.test`;
    finance = await setUpByApi(page, await addOperator(email, 'Fadi Finance', 'finance'), email);
  }
  return finance;
}

async function complianceOperator(page: Page): Promise<Operator> {
  if (!compliance) {
    const email = `country-${stamp}@ops.test`;
    compliance = await setUpByApi(
      page,
      await addOperator(email, 'Cora Compliance', 'compliance'),
      email,
    );
  }
  return compliance;
}

/** A new member who asks to move to `country`; their username and a way to read their country. */
async function memberAsks(request: APIRequestContext, country: string) {
  const username = await newMember(request, 'en');
  const login = await request.post('/api/user/login', {
    data: { username, password: PASSWORD, email: '', phoneNumber: '' },
  });
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  const headers = { Authorization: `Bearer ${token}` };
  const asked = await request.post('/api/mlm/regional/country-update-request', {
    headers,
    data: { newCountry: country, reason: 'Moved for work' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const progress = async () =>
    (
      (await (await request.get(`/api/mlm/regional/progress/${user.id}`, { headers })).json()) as {
        data: { pendingCountryRequest: unknown };
      }
    ).data.pendingCountryRequest;
  return { username, progress };
}

test('1280 px, English: finance closes the running campaign and opens a new one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await opsSignIn(page, await financeOperator(page));
  await page.getByRole('link', { name: 'Campaigns', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  // The demo's running campaign, with its live leaderboard.
  const running = page.getByRole('region', { name: 'Running campaign' });
  await expect(running.getByText('Weekly Turbo Booster')).toBeVisible();
  const board = page.getByRole('region', { name: /^Leaderboard: / });
  await expect(board.getByRole('table')).toBeVisible();
  await expect(board.getByRole('row').nth(1)).toContainText('1');
  await expect(page.getByText('Close the running campaign before opening another.')).toBeVisible();
  await axeClean(page, 'campaigns desk');

  await running.getByRole('button', { name: 'Close campaign' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This cannot be undone.');
  await axeClean(page, 'close dialog');
  await dialog.getByRole('button', { name: 'Close and pay' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Closed “/ })).toBeVisible();
  await expect(page.getByText('No campaign is running.')).toBeVisible();

  // A refused field is named in place, and nothing is opened.
  const name = `Desk Booster ${stamp}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Rides needed').fill('0');
  await page.getByRole('button', { name: 'Open campaign' }).click();
  await expect(page.getByText('Enter a whole number from 1 to 999999.')).toBeVisible();
  await page.getByLabel('Rides needed').fill('5');
  await page.getByLabel('Duration in days').fill('3');
  await page.getByLabel('Reward (AED)').fill('AED 75.50');
  await page.getByRole('radio', { name: 'Solo rides' }).check();
  await page.getByLabel(/newbie rides only/).uncheck();
  await page.getByLabel('Perks').fill('Free upgrade\nPriority');
  await page.getByRole('button', { name: 'Open campaign' }).click();
  await expect(page.getByText(`Opened “${name}”.`)).toBeVisible();
  await expect(running.getByText(name)).toBeVisible();
  await expect(running).toContainText('AED 75.50');
  await expect(running).toContainText('Perks: Free upgrade, Priority');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Running');
  await expect(
    page.getByRole('row').filter({ hasText: 'Weekly Turbo Booster' }).first(),
  ).toContainText('Closed');
  await axeClean(page, 'campaigns desk after opening');
});

test('1280 px, Arabic: finance closes that campaign and opens one with Arabic digits', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await opsSignIn(page, await financeOperator(page));
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('link', { name: 'الحملات', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الحملات' })).toBeVisible();
  const running = page.getByRole('region', { name: 'الحملة الجارية' });
  await expect(running.getByText(`Desk Booster ${stamp}`)).toBeVisible();
  await axeClean(page, 'campaigns desk, Arabic');
  await running.getByRole('button', { name: 'إغلاق الحملة' }).click();
  const dialog = page.getByRole('dialog');
  await axeClean(page, 'close dialog, Arabic');
  await dialog.getByRole('button', { name: 'إغلاق وصرف المكافآت' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^أُغلقت «/ })).toBeVisible();

  const name = `Arabic Booster ${stamp}`;
  await page.getByLabel('الاسم').fill(name);
  await page.getByLabel('الرحلات المطلوبة').fill('١٢');
  await page.getByLabel('المدة بالأيام').fill('٥');
  await page.getByLabel('المكافأة (درهم)').fill('٢٥٠٫٥٠');
  // Yesterday 09:30 in Dubai (UTC+4): the campaign counts the rides recorded since.
  const day = new Date(Date.now() - 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 10);
  await page.getByLabel('البدء (بتوقيت دبي)').fill(`${day}T09:30`);
  await page.getByRole('button', { name: 'فتح الحملة' }).click();
  await expect(page.getByText(`فُتحت «${name}».`)).toBeVisible();
  await expect(running).toContainText(name);
  await expect(running).toContainText('الرحلات المطلوبة: 12');
  // 09:30 Dubai time is 05:30 UTC; the desk shows it back in Dubai time.
  await expect(running).toContainText('9:30');
  await axeClean(page, 'campaigns desk after opening, Arabic');
});

test('1280 px, English: compliance approves a country request with a note', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await memberAsks(request, 'India');
  expect(await member.progress()).toMatchObject({ requestedCountry: 'India' });
  await opsSignIn(page, await complianceOperator(page));
  await page.getByRole('link', { name: 'Country requests', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Country requests' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: `@${member.username}` });
  await expect(item).toContainText('From UAE to India');
  await expect(item).toContainText('Member’s reason: Moved for work');
  await axeClean(page, 'country requests');
  await item.getByRole('button', { name: `Approve the request of @${member.username}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Note (optional, for the record)').fill('Proof of address seen');
  await axeClean(page, 'approve dialog');
  await dialog.getByRole('button', { name: 'Approve request' }).click();
  await expect(
    page.getByText(`Approved: the country of @${member.username} is now India.`),
  ).toBeVisible();
  expect(await member.progress()).toBeNull();
  await page.getByRole('button', { name: 'Approved', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `@${member.username}` })).toContainText(
    'Note: Proof of address seen',
  );
});

test('1280 px, Arabic: compliance rejects a country request with a note', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await memberAsks(request, 'UK');
  await opsSignIn(page, await complianceOperator(page));
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('link', { name: 'طلبات تغيير الدولة', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'طلبات تغيير الدولة' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: `@${member.username}` });
  await expect(item).toContainText('من UAE إلى UK');
  await axeClean(page, 'country requests, Arabic');
  await item.getByRole('button', { name: `رفض طلب @${member.username}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('ملاحظة (اختيارية، للسجل)').fill('لا يوجد إثبات للعنوان');
  await axeClean(page, 'reject dialog, Arabic');
  await dialog.getByRole('button', { name: 'رفض الطلب' }).click();
  await expect(page.getByText(`تم الرفض: تبقى دولة @${member.username} هي UAE.`)).toBeVisible();
  expect(await member.progress()).toBeNull();
  await page.getByRole('button', { name: 'المرفوضة', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `@${member.username}` })).toContainText(
    'ملاحظة: لا يوجد إثبات للعنوان',
  );
  await page.getByRole('button', { name: ARABIC.signOut }).click();
  await expect(page).toHaveURL(/\/ops\/login$/);
});
