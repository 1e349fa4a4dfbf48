/**
 * Issue 28, KYC (DECISIONS 48): a new member submits their documents with generated photos and
 * sees "pending"; the operators' CLI approves; the member asks for a withdrawal. At 360 and
 * 1280 px, in English and Arabic, axe clean on the form and on the pending status.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { e2eEnv } from './support/e2e-env';
import { signIn } from './support/member-login';
import { newMember, PASSWORD, photo } from './support/kyc-member';

const run = promisify(execFile);

/** `npm run admin -- …` against the e2e server's database and key. */
async function admin(...args: string[]) {
  const { stdout } = await run(
    path.resolve('node_modules/.bin/tsx'),
    ['server/src/cli.ts', ...args],
    {
      env: { ...process.env, ...e2eEnv.serverEnv, LOG_LEVEL: 'warn' },
      timeout: 60_000,
    },
  );
  return stdout;
}

async function expectAxeClean(page: Page, where: string) {
  expect(await axeViolations(page), where).toEqual([]);
}

const WORDS = {
  en: {
    fullName: 'Full name as written on the document',
    idNumber: 'Emirates ID number',
    expiry: 'Expiry date',
    birth: 'Date of birth',
    front: 'Emirates ID, front',
    back: 'Emirates ID, back',
    selfie: 'Selfie',
    send: 'Send for review',
    pending: 'Pending review',
    amount: 'Amount (AED)',
    holder: 'Account holder',
    iban: 'IBAN',
    request: 'Request withdrawal',
    pendingWithdrawal: 'Pending withdrawal',
  },
  ar: {
    fullName: 'الاسم الكامل كما هو مكتوب في المستند',
    idNumber: 'رقم الهوية الإماراتية',
    expiry: 'تاريخ الانتهاء',
    birth: 'تاريخ الميلاد',
    front: 'الهوية الإماراتية، الوجه الأمامي',
    back: 'الهوية الإماراتية، الوجه الخلفي',
    selfie: 'صورة سيلفي',
    send: 'أرسل للمراجعة',
    pending: 'قيد المراجعة',
    amount: 'المبلغ (درهم)',
    holder: 'اسم صاحب الحساب',
    iban: 'رقم الحساب المصرفي الدولي (IBAN)',
    request: 'تقديم طلب السحب',
    pendingWithdrawal: 'طلب سحب قيد الانتظار',
  },
} as const;

for (const width of [360, 1280]) {
  for (const language of ['en', 'ar'] as const) {
    test(`${language} at ${width} px: submit KYC, approved by the CLI, then withdraw`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const w = WORDS[language];
      await page.setViewportSize({ width, height: 900 });
      const username = await newMember(request, language);
      // Earnings to withdraw: a ride by someone this member sponsors pays them DDR level 1.
      const rider = await newMember(request, language, username);
      await admin('record-ride', '--rider', rider, '--driver', 'demo', '--fare', '5000');

      await page.addInitScript((lang) => {
        localStorage.setItem('language', lang);
      }, language);
      await signIn(page, { username, password: PASSWORD });
      await page.goto('/mlm');
      const link = page.getByRole('link', {
        name: language === 'en' ? 'Verify my identity' : 'تحقّق من هويتي',
      });
      await link.click();
      await expect(page).toHaveURL(/\/kyc$/);
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      await page.getByLabel(w.fullName).fill('Mona Saeed');
      await page.getByLabel(w.idNumber).fill('784-1990-1234567-6');
      await page.getByLabel(w.expiry).fill('2031-06-30');
      await page.getByLabel(w.birth).fill('1990-05-01');
      await page
        .getByLabel(w.front)
        .setInputFiles(await photo(`f${width}${language}.jpg`, 1280, 800, '#0f766e'));
      await page
        .getByLabel(w.back)
        .setInputFiles(await photo(`b${width}${language}.jpg`, 1280, 800, '#334155'));
      await page
        .getByLabel(w.selfie)
        .setInputFiles(await photo(`s${width}${language}.jpg`, 720, 960, '#b45309'));
      await expectAxeClean(page, 'the filled form');
      // Nothing wider than the screen (named, so a failure says what).
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.right > window.innerWidth + 1 || box.left < -1;
          })
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}#${el.id}.${(el.getAttribute('class') ?? '').slice(0, 40)}`,
          ),
      );
      expect(wide, 'no sideways scrolling').toEqual([]);
      await page.getByRole('button', { name: w.send }).click();
      await expect(page.getByText(w.pending, { exact: true })).toBeVisible();
      // The member's own thumbnails load with their session.
      await expect(page.getByRole('img', { name: w.selfie })).toBeVisible();
      await expectAxeClean(page, 'the pending status');

      expect(await admin('kyc', 'approve', username)).toContain('KYC approved');

      await page.goto('/mlm');
      await page.getByLabel(w.amount).fill('60');
      await page.getByLabel(w.holder).fill('Mona Saeed');
      await page.getByLabel(w.iban).fill('AE07 0331 2345 6789 0123 456');
      await page.getByRole('button', { name: w.request }).click();
      await expect(page.getByRole('region', { name: w.pendingWithdrawal })).toBeVisible();
      const listed = await admin('withdrawals', 'list');
      expect(listed).toMatch(new RegExp(`${username}.*AE07`));
      expect(listed.split('\n').find((l) => l.includes(username))).not.toContain('DOES NOT MATCH');
    });
  }
}
