/**
 * The console's KYC desk (issue 29 deliverable 5) against the real server: a member submits KYC
 * in the browser, a compliance operator made by the CLI reviews it (images zoomed and rotated,
 * the check digit, the profile comparison) and decides; the audit page shows the read, each
 * image view and the decision; the member, signed in in the same browser, keeps their session
 * and sees the outcome. At 1280 px in English (approve) and 360 px in Arabic (reject with a
 * template), axe clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { newMember, PASSWORD, photo } from './support/kyc-member';
import { signIn } from './support/member-login';
import { addOperator, ARABIC, opsSignIn, setUpByApi } from './support/ops';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);

async function axeClean(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

async function noSidewaysScroll(page: Page) {
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth + 1,
  );
  expect(wide, 'no sideways scrolling').toBe(false);
}

/** The member fills the KYC form in English (the form's own words are tested in kyc.spec). */
async function submitKyc(page: Page, username: string, tag: string) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
  await signIn(page, { username, password: PASSWORD });
  await page.goto('/kyc');
  await page.getByLabel('Full name as written on the document').fill('Mona Saeed');
  await page.getByLabel('Emirates ID number').fill('784-1990-1234567-6');
  await page.getByLabel('Expiry date').fill('2031-06-30');
  await page.getByLabel('Date of birth').fill('1990-05-01');
  await page
    .getByLabel('Emirates ID, front')
    .setInputFiles(await photo(`of${tag}.jpg`, 1280, 800, '#0f766e'));
  await page
    .getByLabel('Emirates ID, back')
    .setInputFiles(await photo(`ob${tag}.jpg`, 1280, 800, '#334155'));
  await page.getByLabel('Selfie').setInputFiles(await photo(`os${tag}.jpg`, 720, 960, '#b45309'));
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Pending review', { exact: true })).toBeVisible();
  return page.evaluate(() => localStorage.getItem('auth_token'));
}

async function auditShows(page: Page, id: string, actions: string[]) {
  await page.goto('/ops/audit');
  await page.getByLabel('Request or record id').fill(id);
  await page.getByRole('button', { name: 'Apply' }).click();
  const table = page.getByRole('table');
  for (const action of actions)
    await expect(table.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
}

test('1280 px, English: a compliance operator reviews and approves a member’s KYC', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const username = await newMember(request, 'en');
  const memberToken = await submitKyc(page, username, 'en');

  const email = `kyc-en-${stamp}@ops.test`;
  const op = await setUpByApi(
    page,
    await addOperator(email, 'Cora Compliance', 'compliance'),
    email,
  );
  await opsSignIn(page, op);
  await expect(page.getByText('KYC submissions waiting')).toBeVisible();
  await page.getByRole('link', { name: 'KYC', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'KYC checks' })).toBeVisible();
  await expect(page.getByText(/Waiting \d+ min/).first()).toBeVisible();
  await axeClean(page, 'KYC queue');
  await page.getByRole('link', { name: `Review the submission of @${username}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `KYC of @${username}` })).toBeVisible();
  const id = /\/ops\/kyc\/([0-9a-f]{24})$/.exec(page.url())?.[1] ?? '';
  expect(id).not.toBe('');
  await expect(page.getByText('Check digit correct')).toBeVisible();
  await expect(page.getByText('784-1990-1234567-6')).toBeVisible();
  await expect(page.getByText('Matches the document')).toBeVisible();
  await expect(page.getByText('None: this is the member’s first submission.')).toBeVisible();
  const front = page.getByRole('img', { name: 'ID card, front' });
  await expect(front).toBeVisible();
  // The image really decoded (served by /api/ops with the operator's cookie).
  await expect
    .poll(() => front.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const controls = page.getByRole('group', { name: 'ID card, front' });
  await controls.getByRole('button', { name: 'Zoom in' }).click();
  await controls.getByRole('button', { name: 'Rotate 90°' }).click();
  await expect(front).toHaveAttribute('data-zoom', '1.5');
  await expect(front).toHaveAttribute('data-rotation', '90');
  const image = await page.request.get(`/api/ops/kyc/${id}/images/id_front`);
  expect(image.headers()['cache-control']).toBe('no-store');
  await axeClean(page, 'KYC submission');

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Done: the submission is now approved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await auditShows(page, id, ['kyc.approve', 'kyc.image.read', 'kyc.read']);
  await expect(page.getByRole('table')).toContainText('Cora Compliance');
  await axeClean(page, 'audit page');

  // The member beside all this keeps their session and reads the outcome.
  await page.goto('/kyc');
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  const tokenNow = await page.evaluate(() => localStorage.getItem('auth_token'));
  const sid = (t: string | null) =>
    (
      JSON.parse(Buffer.from((t ?? '').split('.')[1] ?? '', 'base64url').toString() || '{}') as {
        sid?: string;
      }
    ).sid;
  expect(sid(tokenNow)).toBe(sid(memberToken));
});

test('360 px, Arabic: a compliance operator rejects with a template the member reads', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const username = await newMember(request, 'en');
  await submitKyc(page, username, 'ar');

  const email = `kyc-ar-${stamp}@ops.test`;
  const op = await setUpByApi(
    page,
    await addOperator(email, 'Cora Compliance', 'compliance'),
    email,
  );
  await opsSignIn(page, op);
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('link', { name: 'التحقق من الهوية', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'التحقق من الهوية' })).toBeVisible();
  await noSidewaysScroll(page);
  await axeClean(page, 'KYC queue, Arabic, 360 px');
  await page.getByRole('link', { name: `مراجعة طلب @${username}` }).click();
  await expect(page.getByText('رقم التحقق صحيح')).toBeVisible();
  await expect(page.getByRole('img', { name: 'بطاقة الهوية، الوجه الأمامي' })).toBeVisible();
  await noSidewaysScroll(page);
  await axeClean(page, 'KYC submission, Arabic, 360 px');
  await page.getByRole('button', { name: 'رفض', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /انتهت صلاحية وثيقتك/ }).check();
  await axeClean(page, 'reject dialog, Arabic');
  await dialog.getByRole('button', { name: 'رفض الطلب' }).click();
  await expect(page.getByText('تم: أصبح الطلب مرفوضاً.')).toBeVisible();
  await page.getByRole('button', { name: ARABIC.signOut }).click();
  await expect(page).toHaveURL(/\/ops\/login$/);

  await page.goto('/kyc');
  await expect(page.getByText('Reason: انتهت صلاحية وثيقتك. يُرجى رفع وثيقة سارية.')).toBeVisible();
});
