/**
 * `npm run bench:api`: read-path latency of the API server on large referral trees, measured
 * with autocannon against a real server process (bounded in time; DECISIONS 26, 27).
 *   1. get-current-user and a tree level page on a 10,000-member tree: max throughput
 *      (autocannon), then a steady 1,000 requests/s, open loop (lib/paced.ts: autocannon's own
 *      rate limit sends each second's quota in a burst), with p50 and p99 (target: p99 < 25 ms).
 *   2. The same level page on 1,000 and 100,000 members (target: within 2x).
 *   3. Login on its own (argon2id at the production cost).
 * Trees are built once into .cache/bench (`npm run admin -- seed --members N` does the same) and
 * copied per run, so the cache stays clean. `--quick` shortens every run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/src/db/database';
import { benchCacheFile, buildBenchTree } from '../server/src/demo/bench/tree';
import { levelCounts, levelPageJson } from '../server/src/modules/tree/queries';
import { pacedLoad } from './lib/paced';
import { familyCpuMs } from './lib/proc';
import { freePort } from './lib/server';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
}
interface Result {
  requests: Histogram & { total: number };
  latency: Histogram;
  non2xx: number;
  errors: number;
  duration: number;
}
interface Options {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}
const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as (o: Options) => Promise<Result>;

const QUICK = process.argv.includes('--quick');
const SECONDS = QUICK ? 3 : 10;
const PRODUCTION_ARGON2_KIB = 19456;
const LEVEL_PAGE = '/api/user/referral-tree?level=4&page=1&limit=50';

interface Server {
  base: string;
  pid: number;
  token: string;
  stop(): Promise<void>;
}

async function startServer(members: number, workers = 1): Promise<Server> {
  const cache = benchCacheFile(members);
  await buildBenchTree(cache, members, PRODUCTION_ARGON2_KIB, (l) => console.log(l));
  const dir = mkdtempSync(path.join(tmpdir(), 'rihla-bench-'));
  const dbFile = path.join(dir, 'bench.db');
  copyFileSync(cache, dbFile);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      KYC_ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      ALLOW_OUTBOX: 'true',
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      DATA_DIR: dir,
      STATIC_DIR: path.join(dir, 'no-spa'),
      DATABASE_URL: `sqlite:${dbFile}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      WORKERS: String(workers),
      SEED_DEMO: 'false',
      LOGIN_MAX_PER_IP: '1000000',
      LOGIN_MAX_PER_ACCOUNT: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: '', phoneNumber: '', username: 'bench0', password: 'DemoPass1' }),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    base,
    pid: child.pid ?? -1,
    token,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p90?: number;
  p99: number;
  max?: number;
  /** Steady runs: p99 counted from when each request was written, and the client's lag. */
  sentP99?: number;
  sendLagP99?: number;
  /** Server CPU (all its processes) per answered request, ms: steady runs only. */
  cpuPerRequest?: number;
  bad: number;
}

async function run(name: string, options: Options): Promise<Row> {
  const r = await autocannon(options);
  const row = {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors,
  };
  console.log(
    `${name.padEnd(62)} ${String(row.rps).padStart(7)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms${row.bad ? `  (${row.bad} failed)` : ''}`,
  );
  return row;
}

/** A steady open-loop rate (bench/lib/paced.ts): latency counted from when each request was due. */
async function steady(
  name: string,
  server: Server,
  path: string,
  headers: Record<string, string>,
): Promise<Row> {
  const url = server.base + path;
  // Both sides warm at the same rate first: a young worker's JIT and heap, and the client's,
  // otherwise show in the first second as latency that steady traffic does not have.
  await pacedLoad({ url, headers, rate: 1000, seconds: QUICK ? 2 : 4 });
  const cpuBefore = familyCpuMs(server.pid);
  const r = await pacedLoad({ url, headers, rate: 1000, seconds: SECONDS });
  const cpuPerRequest = Number(
    ((familyCpuMs(server.pid) - cpuBefore) / Math.max(1, r.ok)).toFixed(2),
  );
  const row = {
    name,
    rps: r.rate,
    p50: r.p50,
    p90: r.p90,
    p99: r.p99,
    max: r.max,
    sentP99: r.sentP99,
    sendLagP99: r.sendLagP99,
    cpuPerRequest,
    bad: r.non2xx + r.errors,
  };
  console.log(
    `${name.padEnd(62)} ${String(row.rps).padStart(7)} req/s  p50 ${String(r.p50).padStart(5)} ms  p90 ${String(r.p90).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms  max ${String(r.max)} ms  (from write: p99 ${String(r.sentP99)} ms; client send lag p99 ${String(r.sendLagP99)} ms)  server CPU ${String(cpuPerRequest)} ms/request${row.bad ? `  (${String(row.bad)} failed)` : ''}`,
  );
  return row;
}

/** Median time of the level page's two reads straight on the database (no HTTP), in ms. */
async function queryTime(members: number, page: number): Promise<number> {
  const handle = openDatabase({ kind: 'sqlite', file: benchCacheFile(members) });
  try {
    const root = await handle.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'bench0')
      .executeTakeFirstOrThrow();
    const times: number[] = [];
    for (let i = 0; i < 600; i++) {
      const t0 = performance.now();
      await levelCounts(handle.db, root.id);
      await levelPageJson(handle.db, root.id, 4, 50, (page - 1) * 50);
      if (i >= 100) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return Number((times[Math.floor(times.length / 2)] ?? 0).toFixed(3));
  } finally {
    await handle.close();
  }
}

const auth = (s: Server) => ({ authorization: `Bearer ${s.token}` });

async function main(): Promise<void> {
  const rows: Row[] = [];
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`API benchmark (${SECONDS} s per run), load average ${load()}\n`);

  // One process, then two sharing the port (WORKERS=2, one per core of this machine).
  for (const workers of [1, 2]) {
    const s10k = await startServer(10_000, workers);
    const who = `10k members, ${workers === 1 ? '1 worker' : `${String(workers)} workers`}`;
    try {
      await run('warm-up', {
        url: `${s10k.base}/api/drivers/get-current-user`,
        headers: auth(s10k),
        connections: 10,
        duration: 2,
      });
      for (const [label, url] of [
        ['get-current-user', '/api/drivers/get-current-user'],
        ['tree level 4 page 1 (50 rows)', LEVEL_PAGE],
      ] as const) {
        rows.push(
          await run(`${who}, ${label}, max`, {
            url: s10k.base + url,
            headers: auth(s10k),
            connections: 10,
            duration: SECONDS,
          }),
        );
        rows.push(await steady(`${who}, ${label}, steady 1000 req/s`, s10k, url, auth(s10k)));
      }
      if (workers === 1)
        rows.push(
          await run('10k members, login (argon2id 19 MiB), 2 conns', {
            url: `${s10k.base}/api/user/login`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              email: '',
              phoneNumber: '',
              username: 'bench5',
              password: 'DemoPass1',
            }),
            connections: 2,
            duration: SECONDS,
          }),
        );
    } finally {
      await s10k.stop();
    }
  }

  for (const members of [1_000, 100_000]) {
    const s = await startServer(members);
    try {
      await run('warm-up', {
        url: s.base + LEVEL_PAGE,
        headers: auth(s),
        connections: 1,
        duration: 1,
      });
      rows.push(
        await run(`${members} members, level page, 1 conn`, {
          url: s.base + LEVEL_PAGE,
          headers: auth(s),
          connections: 1,
          duration: SECONDS,
        }),
      );
      rows.push(
        await run(`${members} members, level page 10, 1 conn`, {
          url: s.base + LEVEL_PAGE.replace('page=1', 'page=10'),
          headers: auth(s),
          connections: 1,
          duration: SECONDS,
        }),
      );
    } finally {
      await s.stop();
    }
  }
  const queries: Record<string, number> = {};
  for (const members of [1_000, 10_000, 100_000]) {
    for (const page of [1, 10]) {
      const ms = await queryTime(members, page);
      queries[`${members}:${page}`] = ms;
      console.log(`${members} members, level 4 page ${page}: counts + page query, median ${ms} ms`);
    }
  }
  console.log(`load average at the end ${load()}`);
  writeFileSync(
    '.cache/bench/api-results.json',
    JSON.stringify({ at: new Date().toISOString(), load: loadavg(), rows, queries }, null, 2),
  );
  console.log('\nSaved .cache/bench/api-results.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
