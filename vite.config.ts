import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';
import { inlineThemeScript } from './scripts/vite-inline-theme.ts';
import { compiledMessages } from './scripts/vite-messages.ts';

/**
 * React Router ships a production build (dist/production: the same code with its development
 * warnings switched off, so the minifier drops them) that its package exports never select.
 * Builds use it (about 1 KB gzip off the home route, issue 16); the dev server and tests keep the
 * warnings. Both entry points move together so the bundle holds one copy of the router.
 */
function reactRouterProduction(): Plugin {
  const dist = fileURLToPath(
    new URL('./node_modules/react-router/dist/production/', import.meta.url),
  );
  return {
    name: 'react-router-production',
    config: (_config, { command }) =>
      command === 'build'
        ? {
            resolve: {
              alias: [
                { find: /^react-router$/, replacement: `${dist}index.mjs` },
                { find: /^react-router\/dom$/, replacement: `${dist}dom-export.mjs` },
              ],
            },
          }
        : undefined,
  };
}

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    reactRouterProduction(),
    compiledMessages(),
    react(),
    tailwindcss(),
    inlineThemeScript(fileURLToPath(new URL('.', import.meta.url))),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  // Vite 8 + "type": "module" imports react-slick / react-countup as objects without this
  // (React error #130 only in the production build; see STACK.md).
  legacy: { inconsistentCjsInterop: true },
  // The prerendered footer's year; the browser shows the current one once hydrated.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by the server to preload each route's lazy chunk with the HTML (server/src/http/route-preload.ts).
    manifest: true,
    // Every browser of the es2022 target preloads modules natively; the polyfill only cost bytes.
    modulePreload: { polyfill: false },
    // Sizes are enforced by scripts/budgets.ts (gzip, per route); this only silences the raw-size hint.
    chunkSizeWarningLimit: 450,
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
});
