/**
 * The console's rides desk (issue 30) against the real server: a finance operator made by the
 * CLI uploads a CSV of rides with one bad row, reads that row's error in the preview (nothing
 * credited yet), imports the rest, watches the server's worker finish and reads the counts; the
 * past imports list the file. At 1280 px, in English and in Arabic, axe clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { newMember } from './support/kyc-member';
import { addOperator, opsSignIn, setUpByApi } from './support/ops';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);

async function axeClean(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

const WORDS = {
  en: {
    nav: 'Rides',
    upload: 'Upload and check',
    file: 'CSV file',
    checked: 'Checked, not imported yet',
    unknownRider: 'Unknown member as rider',
    importButton: 'Import 3 rides',
    finished: 'Finished',
    imported: 'Imported',
    duplicates: 'Skipped as duplicates',
    errorsCount: 'Errors',
    rowsErrors: 'Rows with errors',
    rowsValid: 'Rows to import',
    past: 'Past imports',
  },
  ar: {
    nav: 'الرحلات',
    upload: 'رفع وفحص',
    file: 'ملف CSV',
    checked: 'فُحص ولم يُستورد بعد',
    unknownRider: 'الراكب ليس عضوًا معروفًا',
    importButton: 'استيراد الرحلات (3)',
    finished: 'اكتمل',
    imported: 'استُوردت',
    duplicates: 'مكرّرة وتُخطّيت',
    errorsCount: 'أخطاء',
    rowsErrors: 'الأسطر التي فيها أخطاء',
    rowsValid: 'الأسطر الجاهزة للاستيراد',
    past: 'عمليات الاستيراد السابقة',
  },
} as const;

const figure = (page: Page, label: string) =>
  page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });

for (const language of ['en', 'ar'] as const) {
  test(`1280 px, ${language}: upload rides with a bad row, import the rest, read the counts`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const w = WORDS[language];
    await page.setViewportSize({ width: 1280, height: 900 });
    const rider = await newMember(request, 'en');
    const driver = await newMember(request, 'en');
    const email = `rides-${language}-${stamp}@ops.test`;
    const op = await setUpByApi(page, await addOperator(email, 'Fina Finance', 'finance'), email);
    await opsSignIn(page, op);
    if (language === 'ar') await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('link', { name: w.nav, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.nav })).toBeVisible();
    await axeClean(page, `rides desk, ${language}`);

    const id = `E2E-${language}-${stamp}`;
    const csv = [
      'ride_id,rider,driver,fare_aed,completed_at',
      `${id}-1,${rider},${driver},25.00,2026-01-15T10:00:00+04:00`,
      `${id}-2,nobody_${stamp},${driver},18.50,2026-01-15T11:00:00+04:00`,
      `${id}-3,${driver},${rider},40,`,
      `${id}-4,${rider},${driver},12.75,2026-01-15T12:30:00+04:00`,
    ].join('\n');
    await page.getByLabel(w.file).setInputFiles({
      name: `rides-${language}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: w.upload }).click();
    await expect(page.getByTestId('job-status')).toHaveText(w.checked);
    const bad = page.getByRole('row').filter({ hasText: `${id}-2` });
    await expect(bad).toContainText(w.unknownRider);
    // Only the bad row is listed by default.
    await expect(page.getByRole('row').filter({ hasText: `${id}-1` })).toHaveCount(0);
    await expect(figure(page, w.rowsErrors)).toContainText('1');
    await expect(figure(page, w.rowsValid)).toContainText('3');
    await axeClean(page, `preview, ${language}`);

    await page.getByRole('button', { name: w.importButton }).click();
    await expect(page.getByTestId('job-status')).toHaveText(w.finished, { timeout: 60_000 });
    await expect(figure(page, w.imported)).toContainText('3');
    await expect(figure(page, w.duplicates)).toContainText('0');
    await expect(figure(page, w.errorsCount)).toContainText('0');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const past = page.getByRole('region', { name: w.past });
    await expect(past.getByRole('row').filter({ hasText: `rides-${language}.csv` })).toBeVisible();
    await axeClean(page, `finished import, ${language}`);
  });
}
