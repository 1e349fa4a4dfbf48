/**
 * Issue 15, browser: every public and auth route in Arabic (`/ar/...`), at 360 px in both themes
 * and at 1280 px in light (the accessibility matrix's folding, DECISIONS 38): `<html lang="ar"
 * dir="rtl">`, no sideways scrolling, axe clean, hydration without a console error or warning.
 * Then the language switch's round trip, the choice surviving a reload on a member page, and the
 * Arabic typeface downloaded by Arabic pages only.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { API } from '../../contract/api-paths';
import { bearer, signIn } from './support/member-login';
import { AUTH_ROUTES, SITE_ROUTES, watchPageHealth } from './support/page-health';
import { axeViolations } from './support/axe';
import { drawInBrandFont } from './support/brand-font';

const arabic = (route: string) => (route === '/' ? '/ar' : `/ar${route}`);
const ARABIC_ROUTES = [...SITE_ROUTES, ...AUTH_ROUTES].map(arabic);

/**
 * Latin-script words allowed in Arabic text: the programmes' acronyms, our languages' names and
 * the social networks' own brand names (written in Latin letters in Arabic apps too).
 */
const LATIN_ALLOWED = new Set([
  'DDR',
  'CRR',
  'BBR',
  'HLR',
  'OTP',
  'IBAN',
  'AED',
  'USD',
  'PGP',
  'TGP',
  'KYC',
  'English',
  'Facebook',
  'Instagram',
  'TikTok',
  'Telegram',
  'WhatsApp',
  'LinkedIn',
  'YouTube',
]);

/** Waits for React to own the prerendered page, then for it to settle. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer$'));
  });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|جارٍ التحميل)/ })).toHaveCount(
    0,
    { timeout: 15_000 },
  );
}

async function expectArabicPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** How far the page scrolls sideways (0 when it fits the viewport). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const VARIANTS = [
  { width: 360, theme: 'light' },
  { width: 360, theme: 'dark' },
  { width: 1280, theme: 'light' },
] as const;

for (const { width, theme } of VARIANTS) {
  test.describe(`Arabic, ${String(width)} px, ${theme}`, () => {
    test.use({ viewport: { width, height: width === 360 ? 760 : 800 } });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript((t) => {
        localStorage.setItem('theme', t);
      }, theme);
    });

    for (const route of ARABIC_ROUTES) {
      test(`${route}: rtl, fits, axe clean, hydrates cleanly`, async ({ page }) => {
        const health = await watchPageHealth(page, { warnings: true });
        await page.goto(route);
        await settle(page);
        await expectArabicPage(page);
        expect(await overflow(page), 'sideways scroll in px').toBeLessThanOrEqual(0);
        await drawInBrandFont(page);
        expect(await overflow(page), 'sideways scroll in px, in Vazirmatn').toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
        expect(health.problems()).toEqual([]);
      });
    }
  });
}

test.describe('no English left on Arabic pages', () => {
  for (const route of ARABIC_ROUTES) {
    test(`${route} shows no Latin-script words outside the allow-list`, async ({ page }) => {
      await page.goto(route);
      await settle(page);
      const text = await page.evaluate(() => document.body.innerText);
      const words = text
        // E-mail and web addresses stay as they are.
        .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
        .match(/\p{Script=Latin}{2,}/gu);
      expect([...new Set(words ?? [])].filter((w) => !LATIN_ALLOWED.has(w))).toEqual([]);
    });
  }
});

test.describe('prerendered Arabic HTML (no JavaScript)', () => {
  const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

  for (const route of ARABIC_ROUTES) {
    test(`${route} is served as Arabic HTML with its twins and canonical`, async ({
      request,
      baseURL,
    }) => {
      const res = await request.get(route);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<html lang="ar" dir="rtl"/);
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).not.toContain('<div id="root"></div>');
      const english = route === '/ar' ? '/' : route.slice('/ar'.length);
      // /faq is the same page as /faqs: both point search engines at the /faqs addresses.
      const page = english === '/faq' ? '/faqs' : english;
      const twin = page === '/' ? '/ar' : `/ar${page}`;
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${String(baseURL)}${twin}`);
      expect(attr(html, /hreflang="ar" href="([^"]+)"/)).toBe(`${String(baseURL)}${twin}`);
      expect(attr(html, /hreflang="en" href="([^"]+)"/)).toBe(`${String(baseURL)}${page}`);
      expect(attr(html, /hreflang="x-default" href="([^"]+)"/)).toBe(`${String(baseURL)}${page}`);
      expect(attr(html, /<title>([^<]+)<\/title>/)).toMatch(/رحلة/);
    });
  }

  test('sitemap.xml lists both languages with their alternates', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${String(baseURL)}/ar/about</loc>`);
    expect(sitemap).toContain(`<loc>${String(baseURL)}/about</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${String(baseURL)}/about"/>`,
    );
  });
});

test.describe('the language switch', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('round trip keeps the page: /about → العربية → /ar/about → English → /about', async ({
    page,
  }) => {
    const health = await watchPageHealth(page, { warnings: true });
    await page.goto('/about');
    await settle(page);
    const banner = page.getByRole('banner');
    const toArabic = banner.getByRole('link', { name: 'العربية' });
    await expect(toArabic).toHaveAttribute('lang', 'ar');
    await toArabic.click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expectArabicPage(page);
    const toEnglish = banner.getByRole('link', { name: 'English' });
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).not.toHaveURL(/\/ar\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(health.problems()).toEqual([]);
  });

  test('the phone menu offers it too, with a 44 px target', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto('/ar/services');
    await settle(page);
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const inMenu = page
      .getByRole('navigation', { name: 'قائمة الجوال' })
      .getByRole('link', { name: 'English' });
    const box = await inMenu.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await inMenu.click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a member page keeps Arabic after a reload, and the account keeps the choice', async ({
    page,
  }) => {
    const login = await signIn(page);
    try {
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
      await expectArabicPage(page);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
      // Saved on the account too (DECISIONS 38: the e-mails follow it).
      await expect
        .poll(async () => {
          const me = await page.request.get(`/api${API.currentUser}`, {
            headers: bearer(login),
          });
          return ((await me.json()) as { user?: { language?: string } }).user?.language;
        })
        .toBe('ar');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectArabicPage(page);
      await expect(page).toHaveURL(/\/profile$/);
    } finally {
      // The demo account is shared by every spec: give it back its English.
      const reset = await page.request.patch(`/api${API.profile}`, {
        headers: bearer(login),
        data: { language: 'en' },
      });
      expect(reset.ok()).toBe(true);
    }
  });

  test('a member page follows a stored choice of Arabic', async ({ page }) => {
    await signIn(page);
    await page.addInitScript(() => {
      localStorage.setItem('language', 'ar');
    });
    await page.goto('/mlm');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectArabicPage(page);
    await page.reload();
    await expectArabicPage(page);
  });
});

test.describe('the Arabic typeface', () => {
  const fontRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') seen.push(new URL(request.url()).pathname);
    });
    return seen;
  };

  test('the English home page downloads none of it', async ({ page }) => {
    const seen = fontRequests(page);
    await page.goto('/');
    await settle(page);
    expect(seen.filter((file) => file.includes('vazirmatn'))).toEqual([]);
  });

  test('the Arabic home page draws its text with one font file, the core face', async ({
    page,
  }) => {
    const seen = fontRequests(page);
    await page.goto('/ar');
    await settle(page);
    await page.evaluate(() => document.fonts.ready);
    // Not Inter, not the extended face: one file before the first paint (scripts/arabic-font.ts).
    expect(seen).toEqual([expect.stringMatching(/\/assets\/vazirmatn-arabic-core-[\w-]+\.woff2$/)]);
    expect(await page.evaluate(() => document.fonts.check('16px Vazirmatn', 'رحلة 2026'))).toBe(
      true,
    );
  });

  test('a Persian letter in a name brings the extended face', async ({ page }) => {
    const seen = fontRequests(page);
    await page.goto('/ar');
    await settle(page);
    await page.evaluate(async () => {
      const name = document.createElement('p');
      name.textContent = 'ڤيكتوريا'; // veh (U+06A4) is outside the core face
      document.body.append(name);
      await document.fonts.ready;
    });
    await expect
      .poll(() => seen.some((file) => file.includes('vazirmatn-arabic-extended')))
      .toBe(true);
  });
});

/** Screenshots to look at (E2E_SCREENSHOTS=1): the Arabic home and about pages, phone and desktop. */
test.describe('screenshots', () => {
  test.skip(!process.env.E2E_SCREENSHOTS, 'set E2E_SCREENSHOTS=1 to take them');
  for (const width of [360, 1280]) {
    // The English home too, for its 'العربية' switch (drawn without the Arabic webfont).
    for (const route of ['/ar', '/ar/about', '/ar/login', '/']) {
      test(`${route} at ${String(width)} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 360 ? 760 : 800 });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(route);
        await settle(page);
        await page.evaluate(() => document.fonts.ready);
        const dir = '.cache/screenshots-arabic';
        mkdirSync(dir, { recursive: true });
        const name = `${route.replace(/\//g, '_')}-${String(width)}`;
        await page.screenshot({ path: `${dir}/${name}.png` });
        const footer = page.getByRole('contentinfo');
        if (await footer.count()) await footer.screenshot({ path: `${dir}/${name}-footer.png` });
        if (width === 360 && route !== '/ar/login') {
          await page.getByRole('button', { name: /^(فتح القائمة|Open menu)$/ }).click();
          await page.screenshot({ path: `${dir}/${name}-menu.png` });
        }
      });
    }
  }
});
