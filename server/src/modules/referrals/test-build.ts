/**
 * A small build of the SPA for the preview tests: the sign-up page in both languages, with the
 * head tags the prerender writes (scripts/prerender-html.ts `headTags`), as the server finds it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TOKEN = '__RIHLA_PUBLIC_ORIGIN__';
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Rihla</title>' +
  '<meta name="description" content="Rides, delivery and tourism across the UAE." />' +
  '</head><body><div id="root"></div></body></html>';

function page(locale: 'en' | 'ar', url: string, title: string): string {
  const meta = (attr: string, key: string, value: string) =>
    `<meta ${attr}="${key}" content="${value}" />`;
  const image = `${TOKEN}/og-image.png`;
  const tags = [
    `<link rel="canonical" href="${TOKEN}${url}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', 'Join Rihla.'),
    meta('property', 'og:url', `${TOKEN}${url}`),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', 'Rihla'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', 'Join Rihla.'),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', 'Rihla'),
  ].join('\n    ');
  return `<!doctype html><html lang="${locale}"><head><meta charset="UTF-8" /><title>${title}</title>
    <meta name="description" content="Join Rihla." />
    ${tags}
  </head><body><div id="root"><main><h1>${title}</h1></main></div></body></html>`;
}

export const PLAIN_TITLE = { en: 'Create an account | Rihla', ar: 'إنشاء حساب | رحلة' };

/** Writes the build into a new folder and returns its path. */
export function writeSignupBuild(): string {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'rihla-share-')), 'dist');
  const pages: Record<string, string> = {};
  for (const locale of ['en', 'ar'] as const) {
    const url = locale === 'ar' ? '/ar/signup' : '/signup';
    const file = `${url.slice(1)}/index.html`;
    mkdirSync(path.join(dist, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dist, file), page(locale, url, PLAIN_TITLE[locale]));
    pages[url] = file;
  }
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dist, 'shell.html'), TEMPLATE);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'prerender.json'),
    JSON.stringify({
      originToken: TOKEN,
      shell: 'shell.html',
      pages,
      robots: 'index.html',
      sitemap: 'index.html',
    }),
  );
  return dist;
}

/** The content of a `<meta>` of the page, by its property or name. */
export function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
