/**
 * Issue 16: every public page arrives as HTML. Plain HTTP, no browser and no JavaScript: the page's
 * heading and text, its own title and description, and absolute addresses on the server's
 * PUBLIC_URL (here the e2e server's own origin) for canonical, Open Graph and Twitter cards.
 */
import { expect, test } from '@playwright/test';
import { PUBLIC_PAGE_TEXT } from './support/public-pages';

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

test.describe('prerendered HTML (no JavaScript)', () => {
  for (const { route, heading, body } of PUBLIC_PAGE_TEXT) {
    test(`${route} carries its content, title, description and sharing tags`, async ({
      request,
      baseURL,
    }) => {
      const res = await request.get(route);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^text\/html/);
      expect(res.headers()['cache-control']).toBe('no-cache');
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[?]/g, '\\?')}</h1>`));
      expect(html).toContain(body);

      const title = attr(html, /<title>([^<]+)<\/title>/);
      expect(title).toMatch(/Rihla/);
      if (route !== '/')
        expect(title).not.toBe('Rihla · Rides, delivery and tourism across the UAE');
      const description = meta(html, 'description');
      expect(description?.length).toBeGreaterThan(50);

      const canonicalPath = route === '/faq' ? '/faqs' : route;
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}${canonicalPath}`);
      expect(meta(html, 'og:url')).toBe(`${baseURL}${canonicalPath}`);
      expect(meta(html, 'og:title')).toBe(title);
      expect(meta(html, 'og:description')).toBe(description);
      expect(meta(html, 'og:image')).toBe(`${baseURL}/og-image.png`);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(html).not.toContain('__RIHLA_PUBLIC_ORIGIN__');

      // Paintable from this one response: the CSS and the theme script are inline, and the
      // CSP names the script's hash rather than allowing inline scripts at large.
      expect(html).toMatch(/<style data-href="\/assets\/[^"]+\.css">/);
      expect(html).not.toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/index-/);
      expect(html).toMatch(/<script>[^<]*localStorage\.getItem\('theme'\)/);
      expect(res.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
      // Its JS starts only after the page has loaded and painted, from one inline module.
      expect(html).not.toMatch(/<script type="module"[^>]*\ssrc=/);
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).toMatch(/<script type="module">[^<]*import\("\/assets\/index-[^"]+\.js"\)/);
    });
  }

  test('member routes and unknown paths get the empty shell', async ({ request }) => {
    for (const route of ['/mlm', '/profile', '/no-such-page']) {
      const html = await (await request.get(route)).text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  test('robots.txt points to sitemap.xml, which lists the public pages on PUBLIC_URL', async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The public pages, then the terms and privacy pages (issue 28).
    const expected = [
      ...PUBLIC_PAGE_TEXT.map((p) => p.route).filter((r) => r !== '/faq'),
      '/terms',
      '/privacy',
    ];
    // Each page, then its Arabic twin under /ar (issue 15).
    const arabic = expected.map((r) => (r === '/' ? '/ar' : `/ar${r}`));
    expect(locs).toEqual([...expected, ...arabic].map((r) => `${baseURL}${r}`));
  });

  test('the sharing image is a 1200x630 PNG', async ({ request }) => {
    const res = await request.get('/og-image.png');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    // PNG header: width and height are the IHDR chunk's first two 32-bit fields.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
