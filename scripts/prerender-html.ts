/**
 * The text the prerender writes (scripts/prerender.ts): a page's HTML from the built
 * index.html, robots.txt and sitemap.xml. Absolute addresses start with the origin token,
 * which the server replaces with its PUBLIC_URL when it serves them (DECISIONS 41).
 */
import { inputGuardScript } from './input-guard';

export interface HeadInfo {
  title: string;
  description: string;
  /** Path of the page search engines should index (its own, or its twin's). */
  canonicalPath: string;
  locale: string;
  /** Other locales' addresses of the same page, for hreflang. */
  alternates: { locale: string; path: string }[];
  siteName: string;
  image: { path: string; width: number; height: number; alt: string };
  origin: string;
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ogLocale = (locale: string) => (locale === 'ar' ? 'ar_AE' : 'en_AE');

function headTags(h: HeadInfo): string {
  const url = `${h.origin}${h.canonicalPath}`;
  const image = `${h.origin}${h.image.path}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeAttr(value)}" />`;
  return [
    `<link rel="canonical" href="${escapeAttr(url)}" />`,
    ...h.alternates.map(
      (a) =>
        `<link rel="alternate" hreflang="${a.locale}" href="${escapeAttr(h.origin + a.path)}" />`,
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', h.siteName),
    meta('property', 'og:locale', ogLocale(h.locale)),
    ...h.alternates
      .filter((a) => a.locale !== h.locale && a.locale !== 'x-default')
      .map((a) => meta('property', 'og:locale:alternate', ogLocale(a.locale))),
    meta('property', 'og:title', h.title),
    meta('property', 'og:description', h.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(h.image.width)),
    meta('property', 'og:image:height', String(h.image.height)),
    meta('property', 'og:image:alt', h.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', h.title),
    meta('name', 'twitter:description', h.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', h.image.alt),
  ].join('\n    ');
}

/** The built index.html with the page's markup in #root and its own head. */
export function pageHtml(template: string, markup: string, head: HeadInfo): string {
  const html = template
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${head.locale}"${head.locale === 'ar' ? ' dir="rtl"' : ''}`,
    )
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/?>/,
      () => `<meta name="description" content="${escapeAttr(head.description)}" />`,
    )
    .replace('</head>', () => `  ${headTags(head)}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  if (!html.includes(markup)) throw new Error('index.html has no empty <div id="root"></div>');
  return html;
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The page with its render-blocking stylesheets inline (issue 16): a phone on a slow network
 * paints the prerendered page from the HTML alone, without a second round trip for the CSS.
 * The shell keeps its link (member routes are rendered in the browser anyway).
 */
export function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  return html.replace(STYLESHEET, (_tag, href: string) => {
    const css = readAsset(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style"`);
    return `<style data-href="${escapeAttr(href)}">${css}</style>`;
  });
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/** Where the server names the route's lazy chunks for the loader (server/src/http/route-preload.ts). */
const ROUTE_MODULES_META = 'rihla:route-modules';

/**
 * The page with the app's JS started once the page has loaded and painted (issue 16). The HTML
 * already shows the whole page, so JS fetched at parse time only competes with the page's own
 * image and font for a slow phone's bandwidth and delays the largest paint. One small inline
 * module waits for `load`, then for the next frame to be painted, then preloads the entry's static
 * imports and the route's lazy chunks (named by the server in a meta tag) and imports the entry,
 * which hydrates as before. A hidden tab paints no frames, so there it starts at `load`.
 * Until the page is React's, the input guard in <head> keeps what the reader types, taps and
 * sends (scripts/input-guard.ts).
 * The server allows the inline script by its hash, as it does the theme script. The shell (member
 * routes, rendered in the browser) keeps its tags.
 */
export function deferEntryScript(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry <script type="module" src>');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const code = [
    `const routeModules = document.querySelector('meta[name="${ROUTE_MODULES_META}"]');`,
    `const start = () => {`,
    `  for (const href of [...${JSON.stringify(preloads)}, ...(routeModules ? routeModules.content.split(" ") : [])]) {`,
    `    const link = document.createElement("link");`,
    `    link.rel = "modulepreload";`,
    `    link.href = href;`,
    `    document.head.append(link);`,
    `  }`,
    `  import(${JSON.stringify(entry)});`,
    `};`,
    `const afterPaint = () => {`,
    `  if (document.visibilityState === "hidden") start();`,
    `  else requestAnimationFrame(() => setTimeout(start));`,
    `};`,
    `if (document.readyState === "complete") afterPaint();`,
    `else addEventListener("load", afterPaint, { once: true });`,
  ].join('\n');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => '')
    .replace('</head>', () => `  <script>\n${inputGuardScript()}\n</script>\n  </head>`)
    .replace('</body>', () => `<script type="module">\n${code}\n</script>\n  </body>`);
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** One <url> per page address, with its other-locale twins as alternates. */
export function sitemapXml(
  origin: string,
  pages: { path: string; alternates: HeadInfo['alternates'] }[],
): string {
  const urls = pages.map(({ path, alternates }) => {
    const links = alternates.map(
      (a) =>
        `\n    <xhtml:link rel="alternate" hreflang="${a.locale}" href="${escapeAttr(origin + a.path)}"/>`,
    );
    return `  <url>\n    <loc>${escapeText(origin + path)}</loc>${links.join('')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
