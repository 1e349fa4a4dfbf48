/** Marketing pages (spec sections 1, 2, 4 and 9) in a real Chromium against the real server. */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { gotoHydrated } from './support/hydration';

async function showCarousel(page: Page) {
  await page.getByRole('heading', { name: 'Loved by riders and drivers' }).scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'What our members say' });
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}

const activeReview = (page: Page) =>
  page.locator('.slick-slide.slick-active blockquote').first().innerText();

test.describe('Home', () => {
  test('shows every section, and the counters reach their figures once visible', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Rihla/);
    // The band loads as it nears the viewport: bring its neighbour into view, then the band.
    await page
      .getByRole('heading', { name: 'One App, Unlimited Possibilities' })
      .scrollIntoViewIfNeeded();
    await page.getByTestId('counter-Registered members').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('counter-Registered members')).toHaveText('1,500', {
      timeout: 6000,
    });
    await expect(page.getByTestId('counter-Cities')).toHaveText('144');
    await expect(page.getByTestId('counter-Countries')).toHaveText('5');
    for (const name of [
      'One App, Unlimited Possibilities',
      'A company that looks after its community',
      'Loved by riders and drivers',
    ]) {
      await expect(page.getByRole('heading', { name })).toBeAttached();
    }
  });

  test('Download PDFs saves assets_pdfs.zip holding the three PDFs, loading jszip only then', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((u) => /jszip|file-saver|FileSaver/i.test(u))).toBe(false);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDFs' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('assets_pdfs.zip');
    expect(scripts.some((u) => /jszip/i.test(u))).toBe(true);
    const zip = await JSZip.loadAsync(await readFile(await download.path()));
    expect(Object.keys(zip.files).sort()).toEqual(['brochure.pdf', 'document1.pdf', 'guide.pdf']);
    for (const name of Object.keys(zip.files)) {
      const bytes = await zip.file(name)!.async('uint8array');
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(10_000);
    }
  });

  test('Download PDFs alerts when a file is missing', async ({ page }) => {
    await page.route('**/pdfs/guide.pdf', (route) => route.fulfill({ status: 404, body: '' }));
    await gotoHydrated(page, '/');
    const dialog = page.waitForEvent('dialog');
    await page.getByRole('button', { name: 'Download PDFs' }).click();
    const alert = await dialog;
    expect(alert.message()).toBe('Failed to download PDFs. Please try again.');
    await alert.dismiss();
  });

  test('the carousel autoplays, pauses while hovered and resumes after', async ({ page }) => {
    test.setTimeout(40_000);
    await gotoHydrated(page, '/');
    const carousel = await showCarousel(page);
    await expect(carousel.locator('.slick-slide.slick-active')).toHaveCount(1);
    const first = await activeReview(page);
    await expect.poll(() => activeReview(page), { timeout: 6000 }).not.toBe(first);

    await carousel.hover();
    const held = await activeReview(page);
    await page.waitForTimeout(4500);
    expect(await activeReview(page)).toBe(held);

    await page.mouse.move(2, 2);
    await expect.poll(() => activeReview(page), { timeout: 6000 }).not.toBe(held);
  });

  test('the carousel stays still under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/');
    await showCarousel(page);
    const first = await activeReview(page);
    await page.waitForTimeout(4000);
    expect(await activeReview(page)).toBe(first);
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
  });
});

test('About tells the story', async ({ page }) => {
  await page.goto('/about');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Our Story of Service and Excellence' }),
  ).toBeVisible();
  await expect(page.getByText('1,297+')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What We Aim to Achieve' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Mission', exact: true })).toBeVisible();
});

test('Services: View Details opens a modal that the x and Escape close', async ({ page }) => {
  await gotoHydrated(page, '/services');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Services');
  await expect(page.getByRole('button', { name: /^View Details/ })).toHaveCount(9);
  const opener = page.getByRole('button', { name: 'View Details: Car Recovery' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Car Recovery' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Why drivers call us first' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(opener).toBeFocused();
});

test('Team: founder profile link and executive modals', async ({ page }) => {
  await gotoHydrated(page, '/team');
  const profile = page.getByRole('link', { name: /Visit Profile/ });
  await expect(profile).toHaveAttribute('target', '_blank');
  await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
  const opener = page.getByRole('button', { name: /^Read More: / }).nth(1);
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Chief Marketing Officer')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('Team: a portrait that fails to load shows Image Loading...', async ({ page }) => {
  await page.route('**/portrait-cto.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/team');
  await expect(page.getByText('Image Loading...')).toBeVisible();
});

for (const path of ['/faq', '/faqs']) {
  test(`FAQ at ${path}: seven sections, one item open per section`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 2, name: 'FAQS!' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Support & Contact' })).toBeVisible();
    const section = page.getByRole('region', { name: 'For Drivers' });
    await section.getByRole('button', { name: 'What is tribute assistance?' }).click();
    await expect(section.locator('button[aria-expanded="true"]')).toHaveCount(1);
    await expect(section.getByText(/legal heirs/)).toBeVisible();
    await page.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
}

test.describe('Contact', () => {
  test('validates the form in the browser', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await expect(page.getByText(/Business Bay, Dubai/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();
  });

  test('sends the message to the server and confirms with a toast', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.getByLabel('Name').fill('Noor');
    await page.getByLabel('Email').fill('noor@example.com');
    await page.getByLabel('Message').fill('Do you deliver to Ras Al Khaimah?');
    const request = page.waitForRequest(
      (r) => r.url().endsWith('/api/contact') && r.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await request).postDataJSON()).toEqual({
      name: 'Noor',
      email: 'noor@example.com',
      message: 'Do you deliver to Ras Al Khaimah?',
    });
    await expect(page.getByText('Message sent. We will reply soon.')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');
  });

  test('shows the failure toast when the server cannot take the message', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Internal error' } }),
    );
    await gotoHydrated(page, '/contact');
    await page.getByLabel('Name').fill('Noor');
    await page.getByLabel('Email').fill('noor@example.com');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
  });
});
