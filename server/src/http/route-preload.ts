/**
 * Lazy pages are fetched only after the app's entry has run, which delays a direct visit's
 * first paint. The server knows the requested path, so it names that page's chunk (and what it
 * imports) in the HTML as `modulepreload`, and the browser fetches it beside the entry.
 * The chunk names come from Vite's build manifest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

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

/** Returns the HTML to send for a path: index.html with that route's chunks preloaded. */
export function createRouteHtml(root: string): (urlPath: string) => string {
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(
      readFileSync(path.join(root, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
  } catch {
    return () => indexHtml; // no manifest (older build): plain index.html
  }
  const inEntry = new Set<string>();
  const walkEntry = (key: string) => {
    if (inEntry.has(key)) return;
    inEntry.add(key);
    for (const k of manifest[key]?.imports ?? []) walkEntry(k);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walkEntry(key);

  const cache = new Map<string, string>();
  const htmlFor = (page: string): string => {
    const cached = cache.get(page);
    if (cached) return cached;
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
    const links = [
      ...[...styles].map((f) => `<link rel="stylesheet" href="/${f}">`),
      ...[...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ].join('');
    const html = links ? indexHtml.replace('</head>', `${links}</head>`) : indexHtml;
    cache.set(page, html);
    return html;
  };

  return (urlPath) => {
    const match = ROUTE_PAGES.find(([re]) => re.test(urlPath));
    return match ? htmlFor(match[1]) : indexHtml;
  };
}
