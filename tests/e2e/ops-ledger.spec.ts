/**
 * The console's ledger desk (issue 30, DECISIONS 39 and 49) against the real server: finance
 * operator A proposes an adjustment (the amount typed as people type it), sees that they cannot
 * approve their own proposal and why; finance operator B approves it; the member reads
 * "Adjustment" with the reason on their statement. At 1280 px, in English and in Arabic, axe
 * clean on every screen.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { newMember, PASSWORD } from './support/kyc-member';
import { signIn } from './support/member-login';
import { addOperator, ENGLISH, opsSignIn, setUpByApi, type Operator } from './support/ops';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);

async function axeClean(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

const WORDS = {
  en: {
    nav: 'Ledger',
    title: 'Ledger',
    member: 'Member username',
    amount: 'Amount (AED)',
    reference: 'Reference',
    reason: 'Reason',
    propose: 'Propose',
    proposed: 'Proposed. A second finance operator must approve it.',
    yourOwn: 'You proposed this; a different finance operator must decide it.',
    approve: 'Approve and post',
    approved: 'Approved and posted.',
    posted: 'Posted',
    typed: 'AED 1,012.50',
    shown: /1,012\.50/,
    line: (reason: string) => `Adjustment: ${reason}`,
    filter: 'Adjustment',
  },
  ar: {
    nav: 'القيود',
    title: 'القيود',
    member: 'اسم المستخدم للعضو',
    amount: 'المبلغ (درهم)',
    reference: 'الرقم المرجعي',
    reason: 'السبب',
    propose: 'اقتراح',
    proposed: 'تم الاقتراح. يجب أن يوافق عليه موظف مالي ثانٍ.',
    yourOwn: 'أنت من اقترح هذا القيد؛ يجب أن يقرر فيه موظف مالي آخر.',
    approve: 'الموافقة والقيد',
    approved: 'تمت الموافقة والقيد.',
    posted: 'مقيَّد',
    typed: '١٬٠١٢٫٥٠ د.إ',
    shown: /1,012\.50|١٬٠١٢٫٥٠/,
    line: (reason: string) => `تسوية: ${reason}`,
    filter: 'تسوية',
  },
} as const;

type Lang = keyof typeof WORDS;

/** A fresh browser context signed in to the console, on the ledger desk, in `lang`. */
async function openDesk(browser: Browser, op: Operator, lang: Lang) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await opsSignIn(page, op, ENGLISH);
  if (lang === 'ar') await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('link', { name: WORDS[lang].nav, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: WORDS[lang].title })).toBeVisible();
  return { page, close: () => context.close() };
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: A proposes an adjustment, B approves, the member reads it on their statement`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const w = WORDS[lang];
    const username = await newMember(request, lang);
    const reason =
      lang === 'en' ? `Goodwill for a late pick-up ${stamp}` : `تعويض عن تأخر السائق ${stamp}`;

    const setup = await browser.newContext();
    const setupPage = await setup.newPage();
    const ops: Operator[] = [];
    for (const who of ['a', 'b']) {
      const email = `ledger-${lang}-${who}-${stamp}@ops.test`;
      const link = await addOperator(
        email,
        who === 'a' ? 'Amal Finance' : 'Basim Finance',
        'finance',
      );
      ops.push(await setUpByApi(setupPage, link, email));
    }
    await setup.close();
    const [opA, opB] = ops as [Operator, Operator];

    // Operator A proposes; their own proposal cannot be approved by them, and they are told why.
    const a = await openDesk(browser, opA, lang);
    await axeClean(a.page, `ledger desk (${lang})`);
    await a.page.getByLabel(w.member).fill(username);
    await a.page.getByLabel(w.amount).fill(w.typed);
    await a.page.getByLabel(w.reference).fill(`CASE-${stamp}`);
    await a.page.getByLabel(w.reason, { exact: true }).fill(reason);
    await a.page.getByRole('button', { name: w.propose, exact: true }).click();
    await expect(a.page.getByText(w.proposed)).toBeVisible();
    const mine = a.page.getByRole('article').filter({ hasText: reason });
    await expect(mine).toContainText(w.shown);
    await expect(mine.getByText(w.yourOwn)).toBeVisible();
    await expect(mine.getByRole('button', { name: w.approve })).toBeDisabled();
    await axeClean(a.page, `own proposal (${lang})`);
    await a.close();

    // Operator B approves it: posted once, listed with the decided ones.
    const b = await openDesk(browser, opB, lang);
    const theirs = b.page.getByRole('article').filter({ hasText: reason });
    await expect(theirs.getByText(w.yourOwn)).toHaveCount(0);
    await theirs.getByRole('button', { name: w.approve }).click();
    await expect(b.page.getByText(w.approved)).toBeVisible();
    const decided = b.page
      .getByRole('region', { name: lang === 'en' ? 'Recently decided' : 'قرارات حديثة' })
      .getByRole('article')
      .filter({ hasText: reason });
    await expect(decided).toContainText(w.posted);
    await axeClean(b.page, `after approval (${lang})`);
    await b.close();

    // The member reads the adjustment with its reason, in their language.
    const m = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await m.newPage();
    await page.addInitScript((l) => {
      localStorage.setItem('language', l);
    }, lang);
    await signIn(page, { username, password: PASSWORD });
    await page.goto('/wallet/statement');
    await expect(page.getByRole('table').getByText(w.line(reason))).toBeVisible();
    await expect(page.getByRole('option', { name: w.filter })).toHaveCount(1);
    await axeClean(page, `member statement (${lang})`);
    await m.close();
  });
}
