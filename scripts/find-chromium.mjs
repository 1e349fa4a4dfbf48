// Finds a Chromium for Playwright (DECISIONS 30): CHROMIUM_PATH, then Debian's /usr/bin/chromium,
// then Playwright's own browser; installs Debian's chromium when running as root; else says how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium({ install = true } = {}) {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  for (const c of candidates) if (existsSync(c)) return c;
  if (install && process.getuid?.() === 0) {
    process.stdout.write('No Chromium found: installing Debian chromium (apt-get)...\n');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    if (r.status === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return null;
}
