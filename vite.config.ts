import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';
import { arabicFont } from './scripts/vite-arabic-font.ts';
import { inlineThemeScript } from './scripts/vite-inline-theme.ts';
import { compiledMessages } from './scripts/vite-messages.ts';
import { reactRouterForBuild } from './scripts/vite-react-router.ts';

// The Arabic typeface's faces, cut from the variable font at build (scripts/arabic-font.ts).
const arabicFontDir = fileURLToPath(new URL('./.cache/arabic-font', import.meta.url));

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    reactRouterForBuild(new URL('.', import.meta.url).href),
    compiledMessages(),
    react(),
    tailwindcss(),
    inlineThemeScript(fileURLToPath(new URL('.', import.meta.url))),
    arabicFont(arabicFontDir),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      '@arabic-font': arabicFontDir,
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
