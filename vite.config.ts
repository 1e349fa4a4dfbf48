import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';
import { inlineThemeScript } from './scripts/vite-inline-theme.ts';
import { compiledMessages } from './scripts/vite-messages.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
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
