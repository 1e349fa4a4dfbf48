import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { sendApiNotFound } from './errors';
import { loadPrerendered, pageKey, type Prerendered } from './prerendered';
import { createRouteHtml } from './route-preload';

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The built SPA on disk: its folder and its HTML (prerendered pages and the shell). */
export interface BuiltSpa {
  root: string;
  prerendered: Prerendered;
}

/** Reads the build once at start; undefined when nothing was built. */
export function loadBuiltSpa(staticDir: string, publicUrl: string): BuiltSpa | undefined {
  const root = path.resolve(staticDir);
  if (!existsSync(path.join(root, 'index.html'))) return undefined;
  return { root, prerendered: loadPrerendered(root, publicUrl) };
}

/** Every HTML document the SPA serves, for the CSP's inline-script hashes. */
export const spaDocuments = (spa: BuiltSpa | undefined): string[] =>
  spa ? [spa.prerendered.shell, ...spa.prerendered.pages.values()] : [];

/** Rewrites a page's HTML for one request (a referral link's preview); the page key is given. */
export type PageHook = (request: FastifyRequest, page: string, html: string) => Promise<string>;

/**
 * Serves the built SPA: hashed assets cached for a year, HTML never cached, each prerendered
 * public page as its own HTML, and the SPA shell for every other GET outside /api.
 */
export async function serveSpa(
  app: FastifyInstance,
  spa: BuiltSpa | undefined,
  staticDir: string,
  pageHook?: PageHook,
): Promise<void> {
  if (!spa) {
    app.log.warn(
      { root: path.resolve(staticDir) },
      'no built SPA found; run `npm run build` (npm start does it for you)',
    );
    return;
  }
  const { root, prerendered } = spa;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    serve: false,
    // Our own cache-control below; the plugin's default would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else if (filePath.endsWith('.html')) {
        res.setHeader('cache-control', 'no-cache');
      } else {
        res.setHeader('cache-control', 'public, max-age=3600');
      }
    },
  });
  const routeHtml = createRouteHtml(root, prerendered);
  const { robots, sitemap } = prerendered;
  const textFile = (url: string, type: string, body: string | undefined) => {
    if (body === undefined) return;
    app.get(url, (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=3600').send(body),
    );
  };
  textFile('/robots.txt', 'text/plain; charset=utf-8', robots);
  textFile('/sitemap.xml', 'application/xml; charset=utf-8', sitemap);
  app.get('/*', async (request, reply) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      urlPath = '/';
    }
    // The wildcard also matches /api/...; an unknown API path is a JSON 404, never the SPA.
    if (urlPath === '/api' || urlPath.startsWith('/api/')) return sendApiNotFound(request, reply);
    const candidate = path.resolve(root, `.${urlPath}`);
    // Dot folders (the build manifest) stay private.
    // HTML goes through routeHtml (its addresses are filled in there), never as a raw file.
    if (
      candidate.startsWith(root + path.sep) &&
      !urlPath.includes('/.') &&
      !urlPath.endsWith('.html') &&
      isFile(candidate)
    ) {
      return reply.sendFile(path.relative(root, candidate));
    }
    if (urlPath.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const html = routeHtml(urlPath);
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(pageHook ? await pageHook(request, pageKey(urlPath), html) : html);
  });
}
