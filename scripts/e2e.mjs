// `npm run test:e2e`: builds if needed, finds Chromium, runs Playwright (extra args pass through).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

if (!existsSync('dist/index.html') || process.env.E2E_BUILD === '1') {
  const b = spawnSync(process.execPath, ['scripts/build.mjs', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const chromium = findChromium();
if (!chromium) {
  process.stdout.write(
    'No Chromium available: install one with `apt-get install chromium` or set CHROMIUM_PATH.\n',
  );
  process.exit(1);
}
const r = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(r.status ?? 1);
