/**
 * The console's members desk (issue 30) against the real server: a compliance operator made by
 * the CLI finds a member by the phone number typed the way people write it (local form, and in
 * Arabic-Indic digits), opens the member's page, locks sign-in with a reason and unlocks it. The
 * member, on the member site's /login, gets the ordinary wrong-credentials answer for a wrong
 * password and reads the lock's reason only after the right one. At 1280 px in English and
 * 360 px in Arabic, axe clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { newMember, PASSWORD } from './support/kyc-member';
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

/** The member's phone in local form: newMember gives +97152 and seven digits. */
function phoneOf(username: string): string {
  const digits = /(\d{7})$/.exec(username)?.[1] ?? '';
  expect(digits).not.toBe('');
  return `052 ${digits.slice(0, 3)} ${digits.slice(3)}`;
}

const arabicDigits = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));

async function memberLogin(page: Page, path: string, username: string, password: string) {
  const words =
    path === '/ar/login'
      ? {
          identifier: 'البريد الإلكتروني أو رقم الهاتف أو اسم المستخدم',
          password: 'كلمة المرور',
          button: 'تسجيل الدخول',
        }
      : { identifier: 'Email, phone number or username', password: 'Password', button: 'Log in' };
  await page.goto(path);
  await page.getByLabel(words.identifier).fill(username);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.button, exact: true }).click();
}

test('1280 px, English: find a member by phone, lock and unlock sign-in', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const username = await newMember(request, 'en');
  const email = `members-en-${stamp}@ops.test`;
  const op = await setUpByApi(
    page,
    await addOperator(email, 'Cora Compliance', 'compliance'),
    email,
  );
  await opsSignIn(page, op);
  await page.getByRole('link', { name: 'Members', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await page.getByLabel('Username, name, e-mail or phone').fill(phoneOf(username));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('table');
  await expect(results.getByRole('row').filter({ hasText: `@${username}` })).toBeVisible();
  await expect(results.getByRole('row')).toHaveCount(2);
  await axeClean(page, 'search results');

  await page.getByRole('link', { name: `Open the page of ${username}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mona Saeed' })).toBeVisible();
  await expect(page.getByText('The member can sign in.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Statement' })).toBeVisible();
  await axeClean(page, 'member page');

  await page.getByRole('button', { name: 'Lock sign-in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Please call us about your account');
  await axeClean(page, 'lock dialog');
  await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(page.getByText('Sign-in is locked.')).toBeVisible();
  await expect(page.getByText(/Sign-in locked since .* by Cora Compliance/)).toBeVisible();

  // The member, in a browser of their own.
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const member = await memberContext.newPage();
  await memberLogin(member, '/login', username, 'Wrong-pass-9');
  await expect(member.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await expect(member.getByText(/call us about your account/)).toHaveCount(0);
  await memberLogin(member, '/login', username, PASSWORD);
  await expect(
    member.getByRole('alert').filter({
      hasText:
        'Sign-in to this account is locked. Please contact support. Reason: Please call us about your account',
    }),
  ).toBeVisible();
  await expect(member).toHaveURL(/\/login$/);
  await axeClean(member, 'member login with the lock message');

  await page.getByRole('button', { name: 'Unlock sign-in' }).click();
  await dialog.getByLabel('Reason').fill('Spoke with the member');
  await dialog.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page.getByText('Sign-in is unlocked.')).toBeVisible();
  await memberLogin(member, '/login', username, PASSWORD);
  await expect(member).toHaveURL(/\/profile/);
  await memberContext.close();
});

test('360 px, Arabic: find a member by Arabic-Indic digits, lock, the member reads it in Arabic', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const username = await newMember(request, 'ar');
  const email = `members-ar-${stamp}@ops.test`;
  const op = await setUpByApi(
    page,
    await addOperator(email, 'Cora Compliance', 'compliance'),
    email,
  );
  await opsSignIn(page, op);
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('link', { name: 'الأعضاء', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الأعضاء' })).toBeVisible();
  await page
    .getByLabel('اسم المستخدم أو الاسم أو البريد الإلكتروني أو الهاتف')
    .fill(arabicDigits(phoneOf(username)));
  await page.getByRole('button', { name: 'بحث', exact: true }).click();
  const cards = page.getByRole('list', { name: 'نتائج البحث' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText(`@${username}`);
  await noSidewaysScroll(page);
  await axeClean(page, 'search results, Arabic, 360 px');

  await page.getByRole('link', { name: `فتح صفحة ${username}` }).click();
  await expect(page.getByText('يستطيع العضو تسجيل الدخول.')).toBeVisible();
  await noSidewaysScroll(page);
  await axeClean(page, 'member page, Arabic, 360 px');
  await page.getByRole('button', { name: 'إيقاف تسجيل الدخول' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('السبب').fill('يُرجى الاتصال بنا بشأن حسابك');
  await dialog.getByRole('button', { name: 'إيقاف', exact: true }).click();
  await expect(page.getByText('تم إيقاف تسجيل الدخول.')).toBeVisible();
  await noSidewaysScroll(page);

  const memberContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const member = await memberContext.newPage();
  await memberLogin(member, '/ar/login', username, 'Wrong-pass-9');
  await expect(member.getByText(/بشأن حسابك/)).toHaveCount(0);
  await memberLogin(member, '/ar/login', username, PASSWORD);
  await expect(
    member.getByRole('alert').filter({
      hasText:
        'تم إيقاف تسجيل الدخول إلى هذا الحساب. يُرجى التواصل مع الدعم. السبب: يُرجى الاتصال بنا بشأن حسابك',
    }),
  ).toBeVisible();
  await axeClean(member, 'member login with the lock message, Arabic');
  await memberContext.close();

  await page.getByRole('button', { name: 'إعادة تفعيل تسجيل الدخول' }).click();
  await dialog.getByLabel('السبب').fill('تم التواصل مع العضو');
  await dialog.getByRole('button', { name: 'إعادة التفعيل', exact: true }).click();
  await expect(page.getByText('تمت إعادة تفعيل تسجيل الدخول.')).toBeVisible();
  await page.getByRole('button', { name: ARABIC.signOut }).click();
  await expect(page).toHaveURL(/\/ops\/login$/);
});
