/**
 * Referral link previews (issue 31, DECISIONS 50): the sign-up page of `/signup?ref=` and
 * `/ar/signup?ref=` names the sponsor in its head and shows their card; unknown sponsors and
 * addresses over the look-up limit get the plain page.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { GENEROUS_LIMITS, signUp } from '../accounts/test-support';
import { metaOf, PLAIN_TITLE, titleOf, writeSignupBuild } from './test-build';

const PERSON = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
};

describe.each(DB_FLAVOURS)('referral link previews (%s)', (flavour) => {
  let t: TestApp;
  let sami: string;
  let laila: string;
  beforeAll(async () => {
    t = await createTestApp(flavour, {
      ...GENEROUS_LIMITS,
      LOOKUP_MAX_PER_IP: '40',
      STATIC_DIR: writeSignupBuild(),
      PUBLIC_URL: 'https://rihla.example',
    });
    sami = (await signUp(t, { firstName: 'Sami', lastName: 'haddad', gender: 'Male' })).body
      .username;
    laila = (await signUp(t, { firstName: 'ليلى', lastName: 'حسن', gender: 'Female' })).body
      .username;
  });
  afterAll(() => t.close());

  const page = (url: string, ip = '203.0.113.1', headers: Record<string, string> = PERSON) =>
    t.app.inject({ method: 'GET', url, remoteAddress: ip, headers });

  it('names an English sponsor by first name and last initial, in any letter case', async () => {
    const res = await page(`/signup?ref=${sami.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(titleOf(html)).toBe('Sami H. invites you to Rihla');
    expect(metaOf(html, 'description')).toContain("Sami H.'s invitation");
    expect(metaOf(html, 'og:title')).toBe('Sami H. invites you to Rihla');
    expect(metaOf(html, 'twitter:title')).toBe('Sami H. invites you to Rihla');
    expect(metaOf(html, 'og:url')).toBe(`https://rihla.example/signup?ref=${sami}`);
    expect(metaOf(html, 'og:image')).toMatch(
      new RegExp(`^https://rihla\\.example/share/card/en/${sami}\\.png\\?v=[\\w-]+$`),
    );
    expect(metaOf(html, 'twitter:image')).toBe(metaOf(html, 'og:image'));
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    // The page itself is the built one: search engines index the plain sign-up page.
    expect(html).toContain('<link rel="canonical" href="https://rihla.example/signup" />');
    expect(html).toContain(`<h1>${PLAIN_TITLE.en}</h1>`);
  });

  it('names the sponsor in Arabic on the Arabic twin, with the verb of her gender', async () => {
    const html = (await page(`/ar/signup?ref=${laila}`)).body;
    expect(titleOf(html)).toBe('ليلى ح. تدعوك إلى رحلة');
    expect(metaOf(html, 'og:title')).toBe('ليلى ح. تدعوك إلى رحلة');
    expect(metaOf(html, 'og:description')).toContain('بدعوة من ليلى ح.');
    expect(metaOf(html, 'og:url')).toBe(`https://rihla.example/ar/signup?ref=${laila}`);
    expect(metaOf(html, 'og:image')).toContain(`/share/card/ar/${laila}.png?v=`);
    const male = (await page(`/ar/signup?ref=${sami}`)).body;
    expect(titleOf(male)).toBe('Sami H. يدعوك إلى رحلة');
  });

  it('gives an unknown sponsor, or none, the plain sign-up page', async () => {
    for (const url of [
      '/signup?ref=no_such_member',
      '/signup?ref=',
      '/ar/signup?ref=%25',
      '/signup',
    ]) {
      const html = (await page(url)).body;
      const plain = url.startsWith('/ar') ? PLAIN_TITLE.ar : PLAIN_TITLE.en;
      expect(titleOf(html), url).toBe(plain);
      expect(metaOf(html, 'og:image'), url).toBe('https://rihla.example/og-image.png');
    }
  });

  it('shows no names to an address over the sponsor look-up limit', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 40; i++) await page(`/signup?ref=${sami}`, ip);
    expect(titleOf((await page(`/signup?ref=${sami}`, ip)).body)).toBe(PLAIN_TITLE.en);
    expect(titleOf((await page(`/signup?ref=${sami}`, '203.0.113.78')).body)).toContain('Sami H.');
  });

  it('serves the card as a 1200x630 PNG under 100 KB, cached by sponsor and language', async () => {
    for (const [language, who] of [
      ['en', sami],
      ['ar', laila],
    ] as const) {
      const prefix = language === 'ar' ? '/ar' : '';
      const image = metaOf((await page(`${prefix}/signup?ref=${who}`)).body, 'og:image') ?? '';
      const res = await t.app.inject({
        method: 'GET',
        url: new URL(image).pathname + new URL(image).search,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.rawPayload.length).toBeLessThan(100 * 1024);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
      const again = await t.app.inject({
        method: 'GET',
        url: new URL(image).pathname,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/share/card/en/no_such_member.png',
    });
    expect(unknown.statusCode).toBe(404);
    const badLanguage = await t.app.inject({
      method: 'GET',
      url: `/share/card/fr/${sami}.png`,
    });
    expect(badLanguage.statusCode).toBe(404);
  });

  it('treats a closed account as no sponsor: plain page, no card', async () => {
    const closed = await signUp(t, { firstName: 'Nadia', lastName: 'Karim' });
    const card = `/share/card/en/${closed.body.username}.png`;
    expect((await t.app.inject({ method: 'GET', url: card })).statusCode).toBe(200);
    await t.app.ctx.db
      .updateTable('members')
      .set({ closed_at: new Date().toISOString() })
      .where('id', '=', closed.user.id)
      .execute();
    const html = (await page(`/signup?ref=${closed.body.username}`)).body;
    expect(titleOf(html)).toBe(PLAIN_TITLE.en);
    expect(html).not.toContain('Nadia');
    expect((await t.app.inject({ method: 'GET', url: card })).statusCode).toBe(404);
  });
});
