/**
 * Prints the three bundled PDFs (public/pdfs) from the HTML sources in this folder with headless
 * Chromium: `npx tsx bench/pdfs/build-pdfs.ts` (CHROMIUM_PATH overrides /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../../public/pdfs');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
mkdirSync(out, { recursive: true });

for (const name of ['brochure', 'document1', 'guide']) {
  const profile = mkdtempSync(path.join(tmpdir(), 'rihla-pdf-'));
  const target = path.join(out, `${name}.pdf`);
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-pdf-header-footer',
      `--user-data-dir=${profile}`,
      `--print-to-pdf=${target}`,
      `file://${path.join(here, `${name}.html`)}`,
    ],
    { stdio: 'ignore' },
  );
  rmSync(profile, { recursive: true, force: true });
  console.log(
    `${path.relative(process.cwd(), target)}: ${(statSync(target).size / 1024).toFixed(1)} KB`,
  );
}
