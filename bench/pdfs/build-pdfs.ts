/**
 * Prints the three bundled PDFs from the HTML sources with headless Chromium: English from this
 * folder to public/pdfs, Arabic from ./ar (right to left, Vazirmatn embedded) to
 * public/pdfs/ar, with the same file names. `npx tsx bench/pdfs/build-pdfs.ts`
 * (CHROMIUM_PATH overrides /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const pdfs = path.resolve(here, '../../public/pdfs');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LANGUAGES = [
  { sources: here, out: pdfs },
  { sources: path.join(here, 'ar'), out: path.join(pdfs, 'ar') },
];
const NAMES = ['brochure', 'document1', 'guide'];

for (const { sources, out } of LANGUAGES) {
  mkdirSync(out, { recursive: true });
  for (const name of NAMES)
    print(path.join(sources, `${name}.html`), path.join(out, `${name}.pdf`));
}

function print(source: string, target: string) {
  const profile = mkdtempSync(path.join(tmpdir(), 'rihla-pdf-'));
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
      `file://${source}`,
    ],
    { stdio: 'ignore' },
  );
  rmSync(profile, { recursive: true, force: true });
  console.log(
    `${path.relative(process.cwd(), target)}: ${(statSync(target).size / 1024).toFixed(1)} KB`,
  );
}
