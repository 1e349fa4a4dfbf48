/**
 * Size budgets checked by `npm test` from the build output, so a regression fails CI
 * (issue 9, "Budgets in CI"). Read from Vite's build manifest:
 *  - the home route's JS: the entry chunk and every chunk it imports statically (what loads
 *    before the first paint), at most 111 KB gzip (issue 16; 110 until the third wave, see
 *    docs/performance.md "Third wave sizes"), with jszip, file-saver,
 *    react-hot-toast and libphonenumber-js not among them (they load with their first use;
 *    the phone library only with the sign-up form, issue 14);
 *  - each member-area page: its lazy chunk plus what it imports beyond the entry;
 *  - the operator console (DECISIONS 49) is in none of those: it loads only under /ops.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// BUDGET_DIST lets a side-by-side build (e.g. .cache/dist-x) be measured.
const DIST = process.env.BUDGET_DIST ?? 'dist';
const HOME_JS_BUDGET_KB = 111;
const MEMBER_PAGE_BUDGET_KB = 36;
const MEMBER_PAGES = [
  'profile/profile-page',
  'mlm/mlm-page',
  'tree/tree-page',
  'rewards/ddr/ddr-page',
  'rewards/crr/crr-page',
  'rewards/bbr/bbr-page',
  'rewards/hlr/hlr-page',
  'rewards/regional/regional-page',
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const manifest = JSON.parse(
  readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;
const gz = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length / 1024;

/** The chunk keys loaded with `key`, following static imports, minus `exclude`. */
function closure(key: string, exclude = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const walk = (k: string) => {
    if (seen.has(k) || exclude.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) walk(i);
  };
  walk(key);
  return seen;
}
const sizeOf = (keys: Set<string>) => [...keys].reduce((sum, k) => sum + gz(manifest[k]!.file), 0);

const failures: string[] = [];
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('no entry chunk in the build manifest');
const home = closure(entryKey);
const homeKb = sizeOf(home);
console.log(
  `home route JS: ${homeKb.toFixed(1)} KB gzip in ${String(home.size)} file(s) (budget ${String(HOME_JS_BUDGET_KB)} KB)`,
);
if (homeKb > HOME_JS_BUDGET_KB)
  failures.push(`home route JS ${homeKb.toFixed(1)} KB > ${String(HOME_JS_BUDGET_KB)} KB`);
for (const k of home) {
  const file = manifest[k]!.file;
  if (/jszip|file-saver|FileSaver|react-hot-toast|libphonenumber/i.test(`${k} ${file}`)) {
    failures.push(`${file} is loaded with the home route (must load only when first used)`);
  }
  // The phone library is bundled into a chunk named after our module (contract/phone.ts), so
  // its metadata is looked for in the code itself.
  if (readFileSync(path.join(DIST, file), 'utf8').includes('country_calling_codes')) {
    failures.push(`${file} carries libphonenumber-js metadata onto the home route`);
  }
}

const publicAndMember = new Set(home);
for (const page of MEMBER_PAGES) {
  const key = `src/features/${page}.tsx`;
  if (!manifest[key]) {
    failures.push(`${key} is not a separate chunk (member pages must be lazy-loaded)`);
    continue;
  }
  const own = closure(key, home);
  for (const k of own) publicAndMember.add(k);
  const kb = sizeOf(own);
  console.log(
    `  ${page}: ${kb.toFixed(1)} KB gzip beyond the entry (budget ${String(MEMBER_PAGE_BUDGET_KB)} KB)`,
  );
  if (kb > MEMBER_PAGE_BUDGET_KB)
    failures.push(`${page} ${kb.toFixed(1)} KB > ${String(MEMBER_PAGE_BUDGET_KB)} KB`);
}

// Strings only the console's code holds (its API paths, its language key).
const OPS_MARKERS = ['/ops/setup/info', 'ops_language'];
for (const k of publicAndMember) {
  const file = manifest[k]!.file;
  const code = readFileSync(path.join(DIST, file), 'utf8');
  if (k.startsWith('src/ops/') || OPS_MARKERS.some((m) => code.includes(m))) {
    failures.push(`${file} carries operator console code onto a public or member page`);
  }
}
if (!Object.keys(manifest).some((k) => k.startsWith('src/ops/'))) {
  failures.push('the operator console is not a lazy chunk of its own');
}
console.log(`operator console: not in the home route or any member page's chunks`);

// The reports desk's chart library loads with its first chart and nowhere else: no chunk
// imports it statically, and only the reports desk imports it at all.
const UPLOT = /node_modules\/uplot\//;
for (const [k, chunk] of Object.entries(manifest)) {
  if ((chunk.imports ?? []).some((i) => UPLOT.test(i)))
    failures.push(`${k} imports uplot statically (it must load only with the reports charts)`);
  if ((chunk.dynamicImports ?? []).some((i) => UPLOT.test(i)) && !k.startsWith('src/ops/reports/'))
    failures.push(`${k} loads uplot (only the reports desk may)`);
}
for (const k of publicAndMember)
  if (UPLOT.test(k)) failures.push(`uplot is in a public or member page's chunks (${k})`);
console.log('uplot: loaded only by the reports desk, on its first chart');

if (failures.length) {
  for (const f of failures) console.error(`Budget exceeded: ${f}`);
  process.exit(1);
}
