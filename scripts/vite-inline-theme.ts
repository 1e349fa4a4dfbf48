/**
 * Puts public/theme-init.js inline in index.html's <head> (issue 16): as a file it was a
 * parser-blocking round trip before the first paint. The server allows it by its hash, computed
 * from the HTML it serves (server/src/http/inline-scripts.ts), so the CSP keeps no
 * 'unsafe-inline' for scripts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const TAG = '<script src="/theme-init.js"></script>';

export function inlineThemeScript(root: string): Plugin {
  return {
    name: 'rihla:inline-theme-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(TAG)) throw new Error(`index.html has no ${TAG}`);
        const code = readFileSync(path.join(root, 'public', 'theme-init.js'), 'utf8').trim();
        if (code.includes('</')) throw new Error('theme-init.js must not contain "</"');
        return html.replace(TAG, () => `<script>${code}</script>`);
      },
    },
  };
}
