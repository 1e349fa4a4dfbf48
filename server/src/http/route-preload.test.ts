import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPrerendered } from './prerendered';
import { createRouteHtml } from './route-preload';

describe('route chunk preloading', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rihla-preload-'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<html><head><title>x</title></head><body></body></html>',
  );
  writeFileSync(
    path.join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_modal.js': { file: 'assets/modal-1.js', imports: ['_react.js'] },
      'src/features/marketing/pages/services-page.tsx': {
        file: 'assets/services-page-1.js',
        imports: ['_modal.js', '_react.js'],
        css: ['assets/services-1.css'],
      },
    }),
  );
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });
  const html = createRouteHtml(root, loadPrerendered(root, 'https://rihla.example'));

  it('preloads the page chunk and what it imports, but not what the entry already has', () => {
    const page = html('/services');
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/services-page-1.js">',
    );
    expect(page).toContain('href="/assets/modal-1.js"');
    expect(page).toContain('<link rel="stylesheet" href="/assets/services-1.css">');
    expect(page).not.toContain('react-1.js');
  });

  it("names a prerendered page's chunks for its deferred loader instead of preloading them", () => {
    const pageRoot = mkdtempSync(path.join(tmpdir(), 'rihla-preload-page-'));
    try {
      mkdirSync(path.join(pageRoot, '.vite'));
      mkdirSync(path.join(pageRoot, 'services'));
      // The loader reads the meta tag by this name (scripts/prerender-html.ts).
      const loader =
        '<script type="module">document.querySelector(\'meta[name="rihla:route-modules"]\')</script>';
      writeFileSync(path.join(pageRoot, 'shell.html'), '<html><head></head><body></body></html>');
      writeFileSync(
        path.join(pageRoot, 'services', 'index.html'),
        `<html><head></head><body><div id="root"><h1>Services</h1></div>${loader}</body></html>`,
      );
      writeFileSync(
        path.join(pageRoot, '.vite', 'prerender.json'),
        JSON.stringify({
          originToken: '__O__',
          shell: 'shell.html',
          pages: { '/services': 'services/index.html' },
          robots: 'shell.html',
          sitemap: 'shell.html',
        }),
      );
      writeFileSync(
        path.join(pageRoot, '.vite', 'manifest.json'),
        readFileSync(path.join(root, '.vite', 'manifest.json')),
      );
      const pageHtml = createRouteHtml(
        pageRoot,
        loadPrerendered(pageRoot, 'https://rihla.example'),
      );
      const services = pageHtml('/services');
      expect(services).toContain(
        '<meta name="rihla:route-modules" content="/assets/services-page-1.js /assets/modal-1.js">',
      );
      expect(services).not.toContain('modulepreload');
      // Its stylesheet still blocks the paint, as the prerendered markup needs it.
      expect(services).toContain('<link rel="stylesheet" href="/assets/services-1.css">');
      // A member route keeps its preload links: the shell has no deferred loader.
      expect(pageHtml('/mlm')).not.toContain('rihla:route-modules');
    } finally {
      rmSync(pageRoot, { recursive: true, force: true });
    }
  });

  it('sends plain index.html for the home page and unknown paths', () => {
    expect(html('/')).not.toContain('modulepreload');
    expect(html('/nowhere')).not.toContain('modulepreload');
  });
});
