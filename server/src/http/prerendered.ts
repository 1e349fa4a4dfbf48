/**
 * The prerendered public pages (scripts/prerender.ts writes them and `.vite/prerender.json`).
 * Their absolute addresses (canonical, Open Graph, sitemap, robots) hold an origin token that is
 * replaced here with PUBLIC_URL (DECISIONS 41), once, when the server starts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface PrerenderManifest {
  originToken: string;
  shell: string;
  /** Path → file, e.g. '/about' → 'about/index.html'. */
  pages: Record<string, string>;
  robots: string;
  sitemap: string;
}

export interface Prerendered {
  /** The HTML for member routes and unknown paths (rendered in the browser). */
  shell: string;
  /** A prerendered page's HTML by path, with PUBLIC_URL filled in. */
  pages: Map<string, string>;
  robots?: string;
  sitemap?: string;
}

/** Reads the build's pages; a build without a prerender (plain `vite build`) has the shell only. */
export function loadPrerendered(root: string, publicUrl: string): Prerendered {
  let manifest: PrerenderManifest;
  try {
    manifest = JSON.parse(
      readFileSync(path.join(root, '.vite', 'prerender.json'), 'utf8'),
    ) as PrerenderManifest;
  } catch {
    return { shell: readFileSync(path.join(root, 'index.html'), 'utf8'), pages: new Map() };
  }
  const read = (file: string) =>
    readFileSync(path.join(root, file), 'utf8').replaceAll(manifest.originToken, publicUrl);
  return {
    shell: read(manifest.shell),
    pages: new Map(Object.entries(manifest.pages).map(([page, file]) => [page, read(file)])),
    robots: read(manifest.robots),
    sitemap: read(manifest.sitemap),
  };
}

/** The page key of a request path: one trailing slash and a trailing `/index.html` dropped. */
export function pageKey(urlPath: string): string {
  const bare = urlPath.replace(/\/index\.html$/, '/');
  return bare.length > 1 ? bare.replace(/\/$/, '') : bare;
}
