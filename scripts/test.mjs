// `npm test` (DECISIONS 21): Vitest (unit, component, server on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set), the production build, the size budgets, then Playwright in Chromium.
// Ends with one line "tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join(root, '.cache');
mkdirSync(cache, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ??
  1;

let passed = 0;
let failed = 0;
const steps = [];

if (!process.env.TEST_DATABASE_URL) {
  process.stdout.write(
    'PostgreSQL run skipped: TEST_DATABASE_URL is not set (server tests run on SQLite only).\n',
  );
}

/**
 * Runs a command showing its output as it comes and keeping a copy: a long run's errors scroll
 * far above the end, where a CI log's tail is read.
 */
const runKept = (cmd, args, logFile) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
    const kept = [];
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      stream.on('data', (chunk) => {
        out.write(chunk);
        kept.push(chunk);
      });
    child.on('close', (code) => {
      writeFileSync(logFile, Buffer.concat(kept));
      resolve(code ?? 1);
    });
  });

/** The lines of Vitest's error reports (failed tests, unhandled errors) from its kept output. */
function vitestErrorDigest(logFile) {
  // eslint-disable-next-line no-control-regex
  const text = readFileSync(logFile, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
  const start = text.search(/⎯{3,} (Failed Tests|Unhandled Errors?|Failed Suites)/);
  if (start === -1) return '';
  const end = text.indexOf(' Test Files ', start);
  return text
    .slice(start, end === -1 ? undefined : end)
    .split('\n')
    .slice(0, 80)
    .join('\n');
}

// 1. Vitest
const vitestJson = path.join(cache, 'vitest.json');
const vitestLog = path.join(cache, 'vitest.log');
const vitestStatus = await runKept(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  vitestLog,
);
const vitestDigest = vitestStatus === 0 ? '' : vitestErrorDigest(vitestLog);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (vitestStatus !== 0 && !r.numFailedTests ? 1 : 0);
} else if (vitestStatus !== 0) failed += 1;
steps.push(['vitest', vitestStatus]);

// 2. Build and budgets
const buildStatus = run(process.execPath, [
  path.join(root, 'scripts/build.mjs'),
  '--logLevel',
  'warn',
]);
steps.push(['build', buildStatus]);
if (buildStatus !== 0) failed += 1;
else {
  const budgetStatus = run(bin('tsx'), ['scripts/budgets.ts']);
  steps.push(['budgets', budgetStatus]);
  if (budgetStatus !== 0) failed += 1;
  else passed += 1;
}

// 3. Playwright
if (buildStatus === 0 && process.env.SKIP_E2E !== '1') {
  const chromium = findChromium();
  if (!chromium) {
    process.stdout.write(
      'No Chromium available: install one with `apt-get install chromium` or set CHROMIUM_PATH.\n',
    );
    failed += 1;
    steps.push(['e2e', 1]);
  } else {
    const e2eJson = path.join(cache, 'e2e.json');
    const status = run(bin('playwright'), ['test'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    });
    if (existsSync(e2eJson)) {
      const r = JSON.parse(readFileSync(e2eJson, 'utf8'));
      passed += r.stats?.expected ?? 0;
      failed += (r.stats?.unexpected ?? 0) + (status !== 0 && !r.stats?.unexpected ? 1 : 0);
    } else if (status !== 0) failed += 1;
    steps.push(['e2e', status]);
  }
}

if (vitestDigest) process.stdout.write(`\nVitest's errors, again:\n${vitestDigest}\n\n`);
for (const [name, status] of steps)
  process.stdout.write(`${name}: ${status === 0 ? 'ok' : 'FAILED'}\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 || steps.some(([, s]) => s !== 0) ? 1 : 0);
