import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  it('sends plain index.html for the home page and unknown paths', () => {
    expect(html('/')).not.toContain('modulepreload');
    expect(html('/nowhere')).not.toContain('modulepreload');
  });
});
