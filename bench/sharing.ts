/**
 * `npx tsx bench/sharing.ts` (issue 31): serves the built SPA (`dist`, or BENCH_SHARE_DIST) with
 * the demo data, runs Lighthouse (mobile preset, Debian Chromium) on the referral link pages
 * `/signup?ref=demo` and `/ar/signup?ref=demo` (median of BENCH_SHARE_RUNS, default 3), and asks
 * Chromium over CDP for the home page's installability errors (`Page.getInstallabilityErrors`;
 * the Lighthouse we run has no installability audit). Targets: 100 in all four categories, no
 * installability error. The server runs in development mode: production never seeds demo data.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from './lib/server';

const DIST = process.env.BENCH_SHARE_DIST ?? 'dist';
const RUNS = Number(process.env.BENCH_SHARE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = process.env.BENCH_SHARE_PAGES?.split(',') ?? [
  '/signup?ref=demo',
  '/ar/signup?ref=demo',
];
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'bench.db')}`,
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      SEED_DEMO: 'true',
      SKIP_BUILD: '1',
      STATIC_DIR: DIST,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    try {
      if ((await fetch(`http://127.0.0.1:${String(port)}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill();
  throw new Error('server did not start within 90 s');
}

async function audit(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100));
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    scores,
    failing,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
  };
}

async function installabilityErrors(origin: string): Promise<unknown[]> {
  const profile = mkdtempSync(path.join(tmpdir(), 'rihla-install-'));
  // A persistent profile: an incognito context is never installable.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    return installabilityErrors;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'rihla-bench-share-'));
const server = await startServer(port, dataDir);
const origin = `http://127.0.0.1:${String(port)}`;
let ok = true;
try {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${origin}${page}`, chrome.port));
      runs.sort((a, b) => a.scores[0]! - b.scores[0]!);
      const m = runs[Math.floor(runs.length / 2)]!;
      const line = CATEGORIES.map((c, i) => `${c} ${String(m.scores[i])}`).join(', ');
      console.log(
        `${page}: ${line}; LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${m.tbt.toFixed(0)} ms`,
      );
      if (m.failing.length) console.log(`  failing audits: ${m.failing.join(', ')}`);
      if (m.scores.some((s) => s < 100)) ok = false;
    }
  } finally {
    chrome.kill();
  }
  const errors = await installabilityErrors(origin);
  console.log(`installability errors on /: ${JSON.stringify(errors)}`);
  if (errors.length) ok = false;
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
