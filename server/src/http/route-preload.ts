/**
 * Lazy pages are fetched only after the app's entry has run, which delays a direct visit's
 * first paint. The server knows the requested path, so it names that page's chunk (and what it
 * imports) in the HTML as `modulepreload`, and the browser fetches it beside the entry.
 * The chunk names come from Vite's build manifest.
 * A prerendered page is painted from its HTML alone and starts its JS only after that paint
 * (scripts/prerender-html.ts `deferEntryScript`), so there the chunks are named in a meta tag
 * its loader reads instead: a preload link would be fetched at once, beside the page's image.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageKey, type Prerendered } from './prerendered';

/** Read by the deferred loader of prerendered pages (scripts/prerender-html.ts). */
const ROUTE_MODULES_META = 'rihla:route-modules';

/** Route → page module, as in src/app/router.tsx (the home page is in the entry already). */
const ROUTE_PAGES: [RegExp, string][] = [
  [/^\/about$/, 'marketing/pages/about-page'],
  [/^\/services$/, 'marketing/pages/services-page'],
  [/^\/team$/, 'marketing/pages/team-page'],
  [/^\/contact$/, 'marketing/pages/contact-page'],
  [/^\/faqs?$/, 'marketing/pages/faq-page'],
  [/^\/login$/, 'auth/pages/login-page'],
  [/^\/signup$/, 'auth/pages/signup-page'],
  [/^\/forgot-password$/, 'auth/pages/forgot-password-page'],
  [/^\/reset-password$/, 'auth/pages/reset-password-page'],
  [/^\/profile$/, 'profile/profile-page'],
  [/^\/mlm$/, 'mlm/mlm-page'],
  [/^\/ddr$/, 'rewards/ddr/ddr-page'],
  [/^\/crr$/, 'rewards/crr/crr-page'],
  [/^\/bbr$/, 'rewards/bbr/bbr-page'],
  [/^\/hlr$/, 'rewards/hlr/hlr-page'],
  [/^\/RegionalAmbassador$/, 'rewards/regional/regional-page'],
  [/^\/(tree|user-tree\/[^/]+)$/, 'tree/tree-page'],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * Returns the HTML to send for a path: its prerendered page, or the shell for the others, with
 * the route's chunks preloaded. Every answer is built once and kept.
 */
export function createRouteHtml(
  root: string,
  { shell, pages }: Prerendered,
): (urlPath: string) => string {
  const baseFor = (urlPath: string) => pages.get(pageKey(urlPath)) ?? shell;
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(
      readFileSync(path.join(root, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
  } catch {
    return baseFor; // no manifest (older build): no preloads
  }
  const inEntry = new Set<string>();
  const walkEntry = (key: string) => {
    if (inEntry.has(key)) return;
    inEntry.add(key);
    for (const k of manifest[key]?.imports ?? []) walkEntry(k);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walkEntry(key);

  const linksCache = new Map<string, string>();
  const linksFor = (page: string, deferred: boolean): string => {
    const cacheKey = `${page}|${String(deferred)}`;
    const cached = linksCache.get(cacheKey);
    if (cached !== undefined) return cached;
    const key = `src/features/${page}.tsx`;
    const files = new Set<string>();
    const styles = new Set<string>();
    const walk = (k: string) => {
      const chunk = manifest[k];
      if (!chunk || inEntry.has(k) || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const i of chunk.imports ?? []) walk(i);
    };
    walk(key);
    const modules = [...files].map((f) => `/${f}`);
    const moduleTags = deferred
      ? [`<meta name="${ROUTE_MODULES_META}" content="${modules.join(' ')}">`]
      : modules.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`);
    const links = [
      ...[...styles].map((f) => `<link rel="stylesheet" href="/${f}">`),
      ...(modules.length ? moduleTags : []),
    ].join('');
    linksCache.set(cacheKey, links);
    return links;
  };
  // Arabic twins (`/ar/about`, DECISIONS 38) load the same page chunks.
  const routePage = (key: string) =>
    ROUTE_PAGES.find(([re]) => re.test(key.replace(/^\/ar(?=\/|$)/, '') || '/'))?.[1];
  const htmlFor = (urlPath: string): string => {
    const base = baseFor(urlPath);
    const match = routePage(pageKey(urlPath));
    const links = match ? linksFor(match, base.includes(ROUTE_MODULES_META)) : '';
    return links ? base.replace('</head>', () => `${links}</head>`) : base;
  };

  // Prerendered pages are built now; the shell's variants as they are first asked for.
  const cache = new Map<string, string>();
  for (const page of pages.keys()) cache.set(page, htmlFor(page));
  return (urlPath) => {
    const key = pageKey(urlPath);
    const page = pages.has(key) ? key : (routePage(key) ?? '');
    let html = cache.get(page);
    if (html === undefined) {
      html = htmlFor(urlPath);
      cache.set(page, html);
    }
    return html;
  };
}
