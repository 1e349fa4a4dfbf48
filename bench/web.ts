/**
 * `npm run bench:web`: builds the SPA (with its prerendered pages), serves it with the real server
 * on a free port, prints the JS and CSS the home route loads (gzip) and runs Lighthouse (mobile
 * preset, Debian Chromium) on every public page. Each page is audited BENCH_WEB_RUNS times
 * (default 3) and the median run is kept. The figures go into docs/performance.md under "## Web"
 * (only that section is rewritten). Targets (issue 16): home JS ≤ 110 KB gzip; performance 100 on
 * / and ≥ 98 elsewhere; LCP ≤ 1.5 s; CLS < 0.02; accessibility, best practices and SEO 100.
 * BENCH_WEB_NO_BUILD=1 measures BENCH_WEB_DIST as it is (e.g. an older build, for a before/after);
 * BENCH_WEB_DOC names the file to write (default docs/performance.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from './lib/server';

const DIST = process.env.BENCH_WEB_DIST ?? '.cache/bench-web';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ALL_PAGES = [
  '/',
  '/about',
  '/services',
  '/team',
  '/contact',
  '/faqs',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  // The Arabic twins (issue 15) have the same targets; these two stand for the rest.
  '/ar',
  '/ar/services',
];
// BENCH_WEB_PAGES=/ar,/ar/services audits only those (the doc section is then not rewritten).
const ONLY = process.env.BENCH_WEB_PAGES?.split(',').filter(Boolean);
const PAGES = ONLY?.length ? ONLY : ALL_PAGES;
const HOME_JS_BUDGET_KB = 110;
const DOC = process.env.BENCH_WEB_DOC ?? 'docs/performance.md';

/** What the browser loads for `/` before any lazy chunk: the entry, its static imports, its CSS. */
function homeRouteAssets(): { jsKb: number; cssKb: number; files: number } {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const gz = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length / 1024;
  // The shell names them in <script src> and <link rel="modulepreload">; a prerendered page in
  // its inline loader, which starts them after the first paint (scripts/prerender-html.ts).
  const queue = [
    ...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g),
    ...[...html.matchAll(/<script type="module">[^<]*<\/script>/g)].flatMap((loader) => [
      ...loader[0].matchAll(/"\/(assets\/[^"]+\.js)"/g),
    ]),
  ].map((m) => m[1]!);
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(DIST, file), 'utf8');
    for (const m of code.matchAll(
      /(?:^|[;\s}])import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      queue.push(`assets/${m[1]!}`);
    }
  }
  const css = [
    ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/(assets\/[^"]+\.css)"/g),
    // Prerendered pages carry their CSS inline (scripts/prerender-html.ts), named by data-href.
    ...html.matchAll(/<style data-href="\/(assets\/[^"]+\.css)"/g),
  ].map((m) => m[1]!);
  const sum = (files: string[]) => files.reduce((total, f) => total + gz(f), 0);
  return { jsKb: sum([...seen]), cssKb: sum(css), files: seen.size + css.length };
}

async function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'bench.db')}`,
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      ALLOW_OUTBOX: 'true',
      JWT_SECRET: 'bench-web-secret-that-is-long-enough-000000',
      KYC_ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      SEED_DEMO: 'false',
      SKIP_BUILD: '1',
      STATIC_DIR: DIST,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill();
  throw new Error('server did not start within 60 s');
}

interface Audit {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The JS the page loaded, gzip as sent (entry, route chunk, catalogues), KB. */
  jsKb: number;
}

async function audit(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    jsKb: scriptKb(audits['network-requests']?.details),
  };
}

/** Sums what the page's scripts weighed on the wire, from Lighthouse's network-requests table. */
function scriptKb(details: unknown): number {
  const table = details as
    { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  const items = table?.items;
  const bytes = (items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

const median = (runs: Audit[]) =>
  [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs)[
    Math.floor(runs.length / 2)
  ]!;

function writeSection(body: string) {
  const existing = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Performance\n';
  const section = `## Web\n\n${body.trim()}\n`;
  const start = existing.search(/^## Web\s*$/m);
  let next: string;
  if (start === -1) {
    next = `${existing.trimEnd()}\n\n${section}`;
  } else {
    const rest = existing.slice(start + 6);
    const end = rest.search(/^## /m);
    next = existing.slice(0, start) + section + (end === -1 ? '' : `\n${rest.slice(end)}`);
  }
  writeFileSync(DOC, next.endsWith('\n') ? next : `${next}\n`);
}

async function main() {
  if (process.env.BENCH_WEB_NO_BUILD !== '1') {
    console.log(`Building the SPA into ${DIST} ...`);
    const build = spawnSync(
      process.execPath,
      ['scripts/build.mjs', '--outDir', DIST, '--logLevel', 'warn'],
      { stdio: 'inherit' },
    );
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const assets = homeRouteAssets();
  console.log(
    `home route: JS ${assets.jsKb.toFixed(1)} KB gzip (budget ${HOME_JS_BUDGET_KB}), CSS ${assets.cssKb.toFixed(1)} KB gzip, ${assets.files} files`,
  );

  const dataDir = mkdtempSync(path.join(tmpdir(), 'rihla-bench-web-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: [string, Audit][] = [];
  let robotsIsText = true;
  try {
    for (const page of PAGES) {
      const runs: Audit[] = [];
      // A run can fail on a loaded machine (no paint in time); retry a little, keep the rest.
      for (let i = 0, tries = 0; i < RUNS && tries < RUNS + 2; tries++) {
        try {
          runs.push(await audit(`http://127.0.0.1:${port}${page}`, chrome.port));
          i++;
        } catch (error) {
          console.error(String(error));
        }
      }
      if (runs.length === 0) throw new Error(`no Lighthouse run succeeded for ${page}`);
      const m = median(runs);
      rows.push([page, m]);
      console.log(
        `${page.padEnd(17)} perf ${m.performance} a11y ${m.accessibility} bp ${m.bestPractices} seo ${m.seo}  LCP ${(m.lcpMs / 1000).toFixed(2)} s  CLS ${m.cls.toFixed(3)}  TBT ${Math.round(m.tbtMs)} ms  JS ${m.jsKb.toFixed(1)} KB`,
      );
    }
    const robots = await fetch(`http://127.0.0.1:${port}/robots.txt`);
    robotsIsText = (robots.headers.get('content-type') ?? '').startsWith('text/plain');
  } finally {
    chrome.kill();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const table = rows
    .map(
      ([p, m]) =>
        `| \`${p}\` | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${(m.lcpMs / 1000).toFixed(2)} s | ${m.cls.toFixed(3)} | ${Math.round(m.tbtMs)} ms | ${m.jsKb.toFixed(1)} KB |`,
    )
    .join('\n');
  if (ONLY?.length) return;
  writeSection(`Measured by \`npm run bench:web\` on ${new Date().toISOString().slice(0, 10)} (${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end; Lighthouse 12 mobile preset with simulated throttling, Debian Chromium, median of ${RUNS} run(s) per page, served by the real server with compression).

Home route (what \`/\` loads before any lazy chunk): **JS ${assets.jsKb.toFixed(1)} KB gzip** (budget ${HOME_JS_BUDGET_KB} KB), **CSS ${assets.cssKb.toFixed(1)} KB gzip**. The public pages arrive prerendered and start their JS once loaded and painted (issue 16). The counters (react-countup), the testimonial carousel (react-slick and its CSS), toasts (react-hot-toast) and Download PDFs (jszip, file-saver) load in their own chunks only when needed.

| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | JS loaded |
|---|---|---|---|---|---|---|---|---|
${table}

"JS loaded" is every script the page fetched, gzip as sent: on \`/ar\` that is the English home route plus the Arabic catalogues of the frame and the home page (issue 15); an English page fetches none of them.

Targets (issue 16, and issue 15 for the Arabic pages): performance 100 on \`/\` and ≥ 98 elsewhere; LCP ≤ 1.5 s; CLS < 0.02; accessibility, best practices and SEO 100.${
    robotsIsText
      ? ''
      : '\n\nSEO loses its robots-txt audit: `/robots.txt` is answered by the SPA fallback (HTML) because `public/robots.txt` does not exist yet.'
  }

Lighthouse's simulated throttling still scales what the CPU did, so TBT and the performance score move with the machine's load (other builds share the 2 cores).`);
  console.log(`Wrote the Web section of ${DOC}.`);
}

await main();
