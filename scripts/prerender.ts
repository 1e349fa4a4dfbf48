/**
 * Post-build step of `npm run build` (scripts/build.mjs): loads the server bundle of
 * src/entry-server.tsx and writes every public page in every prerender locale as
 * `<dist>/<path>/index.html`, plus robots.txt, sitemap.xml and a manifest the server reads
 * (`.vite/prerender.json`). The built index.html is kept as `shell.html`, the page the server
 * sends for member routes and unknown paths (rendered in the browser, as before).
 * Usage: tsx scripts/prerender.ts <dist> <ssr-dir>
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Entry from '@/entry-server';
import {
  deferEntryScript,
  inlineStylesheets,
  pageHtml,
  robotsTxt,
  sitemapXml,
} from './prerender-html';

const [dist = 'dist', ssrDir = '.cache/prerender/dist'] = process.argv.slice(2);
const entry = (await import(
  pathToFileURL(path.resolve(ssrDir, 'entry-server.js')).href
)) as typeof Entry;
const { company, localePath, OG_IMAGE, PRERENDER_LOCALES, PUBLIC_ORIGIN_TOKEN, PUBLIC_PAGES } =
  entry;

const shellFile = path.join(dist, 'shell.html');
// A re-run keeps the original shell rather than reading a prerendered home page.
if (!existsSync(shellFile)) copyFileSync(path.join(dist, 'index.html'), shellFile);
const shell = readFileSync(shellFile, 'utf8');
const template = deferEntryScript(
  inlineStylesheets(shell, (href) => readFileSync(path.join(dist, href), 'utf8')),
);
const defaultDescription = /<meta\s+name="description"\s+content="([^"]*)"/.exec(shell)?.[1];
if (!defaultDescription) throw new Error('index.html has no meta description');

const pages: Record<string, string> = {};
const sitemap: Parameters<typeof sitemapXml>[1] = [];
const started = Date.now();
for (const locale of PRERENDER_LOCALES) {
  for (const page of PUBLIC_PAGES) {
    const url = localePath(locale, page.path);
    // Every locale's twin, and English for readers whose language we do not speak (x-default).
    const alternates =
      PRERENDER_LOCALES.length > 1
        ? [
            ...PRERENDER_LOCALES.map((l) => ({
              locale: l,
              path: localePath(l, page.canonical ?? page.path),
            })),
            { locale: 'x-default', path: localePath('en', page.canonical ?? page.path) },
          ]
        : [];
    // Renders in the page's language and leaves it active, so the company's words below are too.
    const { html, head } = await entry.renderPage(url);
    if (!head.title) throw new Error(`${url} set no page title`);
    const file = url === '/' ? 'index.html' : `${url.slice(1)}/index.html`;
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(
      path.join(dist, file),
      pageHtml(template, html, {
        title: head.title,
        description: head.description ?? defaultDescription,
        canonicalPath: localePath(locale, page.canonical ?? page.path),
        locale,
        alternates,
        siteName: company.name,
        image: { ...OG_IMAGE, alt: `${company.name}: ${company.tagline}` },
        origin: PUBLIC_ORIGIN_TOKEN,
      }),
    );
    pages[url] = file;
    if (!page.canonical) sitemap.push({ path: url, alternates });
  }
}
writeFileSync(path.join(dist, 'robots.txt'), robotsTxt(PUBLIC_ORIGIN_TOKEN));
writeFileSync(path.join(dist, 'sitemap.xml'), sitemapXml(PUBLIC_ORIGIN_TOKEN, sitemap));
mkdirSync(path.join(dist, '.vite'), { recursive: true });
writeFileSync(
  path.join(dist, '.vite', 'prerender.json'),
  `${JSON.stringify({ originToken: PUBLIC_ORIGIN_TOKEN, shell: 'shell.html', pages, robots: 'robots.txt', sitemap: 'sitemap.xml' }, null, 2)}\n`,
);
process.stdout.write(
  `prerendered ${String(Object.keys(pages).length)} pages in ${String(Date.now() - started)} ms\n`,
);
