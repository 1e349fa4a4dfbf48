/**
 * `npx tsx bench/ops-ride-import.ts`: the console's ride import (issue 30) of
 * BENCH_RIDE_IMPORT_ROWS (100,000) rides against a real server process (`NODE_ENV=production`,
 * its own import worker), on SQLite and on PostgreSQL (BENCH_PG_URL, default a throwaway
 * database `rihla_ride_import_bench` on 127.0.0.1:5432). BENCH_RIDE_IMPORT_MEMBERS (2,000)
 * members are seeded first (a random tree, one in 50 a driver) and a finance operator's session.
 * Measured: the upload (the CSV generated on the fly and streamed as the request body, staged
 * and checked by the server), then the import the worker runs in batches, polled like the
 * console does; rows per second of each, and the server's resident memory (sampled every
 * 100 ms) before and at its peak. Bounded: each database stops after BENCH_RIDE_IMPORT_SECONDS
 * (900) and reports the rows done by then.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { RIDES_OPS_API, type RideImportJob } from '../contract/ops-rides';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { buildBenchMembers } from '../server/src/demo/bench/ride-data';
import { seededRandom } from '../server/src/demo/random';
import { newId } from '../server/src/lib/ids';
import { createOpsSession, OPS_COOKIE } from '../server/src/modules/operators/sessions';
import { loadNow, writeGenerated } from './lib/doc';
import { freshPgDatabase } from './lib/pg-database';
import { startApiServer } from './lib/server';

const ROWS = Number(process.env.BENCH_RIDE_IMPORT_ROWS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_RIDE_IMPORT_MEMBERS ?? 2_000);
const LIMIT_S = Number(process.env.BENCH_RIDE_IMPORT_SECONDS ?? 900);
const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'rihla_ride_import_bench';
const DIR = path.resolve('.cache/bench-ride-import');
const PREFIX = 'ri';
const log = (line: string) => process.stdout.write(`${line}\n`);

interface Figures {
  flavour: string;
  rows: number;
  uploadSeconds: number;
  importSeconds: number;
  imported: number;
  finished: boolean;
  rssBefore: number;
  rssUploadPeak: number;
  rssImportPeak: number;
  load: string;
}

const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The day's file, generated line by line (never whole in memory here either). */
function csvStream(rows: number): Readable {
  const rng = seededRandom(17);
  const riders: string[] = [];
  const drivers: string[] = [];
  for (let j = 0; j < MEMBERS; j++) (j % 50 === 49 ? drivers : riders).push(`${PREFIX}${j}`);
  const start = Date.now() - 2 * 86_400_000;
  const runId = newId().slice(0, 8);
  function* lines(): Generator<string> {
    yield 'ride_id,rider,driver,fare_aed,completed_at\n';
    let chunk = '';
    for (let i = 0; i < rows; i++) {
      const rider = riders[Math.floor(rng() * riders.length)] ?? '';
      const driver = drivers[Math.floor(rng() * drivers.length)] ?? '';
      const fare = (15 + Math.pow(rng(), 2.5) * 385).toFixed(2);
      const at = new Date(start + (i % 86_400) * 1000).toISOString();
      chunk += `ops-${runId}-${String(i)},${rider},${driver},${fare},${at}\n`;
      if (chunk.length > 32_000) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  return Readable.from(lines());
}

async function seed(databaseUrl: string): Promise<string> {
  const kind = databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres';
  const handle = openDatabase(
    kind === 'sqlite'
      ? { kind: 'sqlite', file: databaseUrl.slice('sqlite:'.length) }
      : { kind: 'postgres', url: databaseUrl },
  );
  try {
    await migrateToLatest(handle.db);
    await buildBenchMembers(handle.db, MEMBERS, 7, PREFIX);
    const id = newId();
    const now = new Date().toISOString();
    await handle.db
      .insertInto('operators')
      .values({
        id,
        email: 'bench-finance@ops.example',
        name: 'Bench Finance',
        roles: 'finance',
        status: 'active',
        password_hash: null,
        totp_secret: null,
        totp_last_step: null,
        setup_token_hash: null,
        setup_expires_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return `${OPS_COOKIE}=${await createOpsSession(handle.db, id, '127.0.0.1')}`;
  } finally {
    await handle.close();
  }
}

async function measure(flavour: string, databaseUrl: string, dir: string): Promise<Figures> {
  const t0 = performance.now();
  const cookie = await seed(databaseUrl);
  log(`${flavour}: ${MEMBERS} members seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const server = await startApiServer(databaseUrl, dir);
  const load = loadNow();
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss(server.pid));
  }, 100);
  try {
    const rssBefore = rss(server.pid);
    peak = rssBefore;
    const headers = { cookie, accept: 'application/json' };
    const t = performance.now();
    const up = await fetch(`${server.base}/api${RIDES_OPS_API.imports}?name=bench.csv`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: csvStream(ROWS) as unknown as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    if (!up.ok) throw new Error(`upload: ${String(up.status)} ${await up.text()}`);
    const { job } = (await up.json()) as { job: RideImportJob };
    const uploadSeconds = (performance.now() - t) / 1000;
    const rssUploadPeak = peak;
    log(
      `${flavour}: upload and check of ${String(job.rows.total)} rows in ${uploadSeconds.toFixed(1)} s (${Math.round(job.rows.total / uploadSeconds)} rows/s), ${String(job.rows.errors)} errors; RSS ${Math.round(rssBefore)} → peak ${Math.round(rssUploadPeak)} MB`,
    );

    const t2 = performance.now();
    const started = await fetch(`${server.base}/api${RIDES_OPS_API.start(job.id)}`, {
      method: 'POST',
      headers,
    });
    if (!started.ok) throw new Error(`start: ${String(started.status)}`);
    let current = job;
    let lastLog = 0;
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      const res = await fetch(`${server.base}/api${RIDES_OPS_API.job(job.id)}`, { headers });
      current = ((await res.json()) as { job: RideImportJob }).job;
      const s = (performance.now() - t2) / 1000;
      if (current.status === 'done' || s > LIMIT_S) break;
      if (s - lastLog > 30) {
        lastLog = s;
        log(`${flavour}: ${String(current.counts.imported)} imported after ${s.toFixed(0)} s`);
      }
    }
    const importSeconds = (performance.now() - t2) / 1000;
    const done = current.counts.imported + current.counts.duplicates;
    log(
      `${flavour}: ${current.status === 'done' ? 'imported' : `stopped after ${String(LIMIT_S)} s at`} ${String(done)} rows in ${importSeconds.toFixed(1)} s (${Math.round(done / importSeconds)} rows/s); RSS peak ${Math.round(peak)} MB`,
    );
    return {
      flavour,
      rows: job.rows.total,
      uploadSeconds,
      importSeconds,
      imported: done,
      finished: current.status === 'done',
      rssBefore,
      rssUploadPeak,
      rssImportPeak: peak,
      load,
    };
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY?.split(',');
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const results: Figures[] = [];
  if (!only || only.includes('sqlite'))
    results.push(
      await measure('SQLite', `sqlite:${path.join(DIR, 'rides.db')}`, path.join(DIR, 'sqlite')),
    );
  const pgUrl =
    !only || only.includes('postgres') ? await freshPgDatabase(PG_BASE, PG_DB, log) : null;
  if (pgUrl) results.push(await measure('PostgreSQL', pgUrl, path.join(DIR, 'pg')));
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  const row = (f: Figures) =>
    `| ${f.flavour} | ${n(f.rows)} | ${f.uploadSeconds.toFixed(1)} s, ${n(f.rows / f.uploadSeconds)} rows/s | ${f.finished ? '' : `stopped at ${String(LIMIT_S)} s: `}${n(f.imported)} rows in ${f.importSeconds.toFixed(1)} s, **${n(f.imported / f.importSeconds)} rows/s** | ${n(f.rssBefore)} → ${n(f.rssUploadPeak)} MB | ${n(f.rssImportPeak)} MB | ${f.load} |`;
  writeGenerated(
    'Console: ride import',
    'ops-ride-import',
    `The console's ride upload and import (issue 30) of ${n(ROWS)} generated rides among ${n(MEMBERS)} seeded members (one in 50 a driver), against a real server process on loopback: the CSV streamed as the request body, staged and checked by the server, then imported by the server's own worker in batches of 250 (one transaction each, every ride through the rides service), polled every 0.5 s like the console (\`npx tsx bench/ops-ride-import.ts\`, ${new Date().toISOString().slice(0, 10)}; \`BENCH_RIDE_IMPORT_ROWS\`, \`BENCH_RIDE_IMPORT_MEMBERS\`, \`BENCH_RIDE_IMPORT_SECONDS\` bound it, \`BENCH_ONLY=sqlite|postgres\`, \`BENCH_PG_URL\`).

| database | rows | upload and check (staging) | import (rides credited) | server RSS before → peak during upload | server RSS peak during import | load average (1 / 5 / 15 min) |
|---|---|---|---|---|---|---|
${results.map(row).join('\n')}`,
  );
  log('Wrote the "Console: ride import" section of docs/performance.md.');
}

await main();
