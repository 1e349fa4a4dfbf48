/**
 * `npm run bench:rewards`: the rewards engine on SQLite (DECISIONS 27: big data built once into
 * .cache/bench-rewards, never part of npm test).
 *   1. Rides recorded per second, every rider 4+ levels deep (4 upline levels): one transaction
 *      per ride, and in batches of 500 (the import path). Target 2,000/s.
 *   2. Dashboard p99 at a fixed 500 requests/s against a real server process on 10,000 members
 *      and 1,000,000 rides. Target under 25 ms.
 *   3. `import-rides` on a 1,000,000-row file: rows per second and peak memory (flat).
 * Sizes: BENCH_MEMBERS (10000), BENCH_RIDES (1000000), BENCH_IMPORT_ROWS (1000000),
 * BENCH_SPEED_RIDES (5000); BENCH_ONLY=speed,dashboard,import picks sections.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { autocannon, type CannonRequest } from './lib/cannon';
import { benchSessions, startApiServer } from './lib/server';
import { openDatabase, type DbHandle } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import {
  benchRide,
  buildBenchMembers,
  buildBenchRides,
  openCached,
  writeBenchCsv,
} from '../server/src/demo/bench/ride-data';
import { seededRandom } from '../server/src/demo/random';
import { importRides } from '../server/src/modules/wallet/import-rides';
import { recordRide, recordRides } from '../server/src/modules/wallet/rides-service';

const env = (name: string, def: number) => Number(process.env[name] ?? def);
const MEMBERS = env('BENCH_MEMBERS', 10_000);
const RIDES = env('BENCH_RIDES', 1_000_000);
const IMPORT_ROWS = env('BENCH_IMPORT_ROWS', 1_000_000);
const SPEED_RIDES = env('BENCH_SPEED_RIDES', 5_000);
const ONLY = (process.env.BENCH_ONLY ?? 'speed,dashboard,import').split(',');
const CACHE = path.resolve('.cache/bench-rewards');
const log = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;

function removeDb(file: string): void {
  for (const s of ['', '-wal', '-shm']) rmSync(file + s, { force: true });
}

function fresh(file: string, cached = false): DbHandle {
  removeDb(file);
  return cached ? openCached(file) : openDatabase({ kind: 'sqlite', file });
}

async function speedOn(cached: boolean): Promise<void> {
  const handle = fresh(path.join(CACHE, 'speed.db'), cached);
  await migrateToLatest(handle.db);
  const m = await buildBenchMembers(handle.db, 2_000, 3);
  // Keep riders with at least 4 uplines, so every ride pays 4 levels.
  const deep = await handle.db
    .selectFrom('referral_paths')
    .select('descendant_id')
    .where('depth', '=', 4)
    .where('descendant_id', 'in', m.riders)
    .execute();
  const riders = { riders: deep.map((d) => d.descendant_id), drivers: m.drivers };
  const rng = seededRandom(5);
  let t = performance.now();
  for (let i = 0; i < SPEED_RIDES; i++) await recordRide(handle.db, benchRide(riders, i, rng, 's'));
  const single = SPEED_RIDES / ((performance.now() - t) / 1000);
  t = performance.now();
  for (let i = 0; i < SPEED_RIDES; i += 500) {
    const batch = Array.from({ length: 500 }, (_, j) => benchRide(riders, i + j, rng, 'm'));
    await recordRides(handle.db, batch);
  }
  const batched = SPEED_RIDES / ((performance.now() - t) / 1000);
  t = performance.now();
  for (let i = 0; i < SPEED_RIDES; i += 500) {
    const batch = Array.from({ length: 500 }, (_, j) => benchRide(riders, i + j, rng, 'e'));
    await recordRides(handle.db, batch, undefined, []);
  }
  const engine = SPEED_RIDES / ((performance.now() - t) / 1000);
  log(
    `rides/s, 4 upline levels, ${cached ? 'with a prepared-statement cache' : 'database.ts as is'} (${riders.riders.length} riders, ${SPEED_RIDES} rides each way):`,
  );
  log(`  one transaction per ride:            ${Math.round(single)}/s`);
  log(`  batches of 500:                      ${Math.round(batched)}/s`);
  log(`  batches of 500, without BBR/regional hooks: ${Math.round(engine)}/s`);
  await handle.close();
}

async function speed(): Promise<void> {
  await speedOn(false);
  await speedOn(true);
}

/** The big database, built once: members, then rides through the engine. */
async function bigDb(): Promise<string> {
  const file = path.join(CACHE, `big-${MEMBERS}-${RIDES}.db`);
  if (existsSync(file)) return file;
  const tmp = `${file}.building`;
  const handle = fresh(tmp, true);
  await migrateToLatest(handle.db);
  const t = performance.now();
  const m = await buildBenchMembers(handle.db, MEMBERS);
  log(`built ${MEMBERS} members in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await buildBenchRides(handle.db, m, RIDES, (done) => {
    if (done % 50_000 === 0) {
      log(`  ${done} rides (${Math.round(done / ((performance.now() - t) / 1000))}/s)`);
    }
  });
  await handle.close();
  renameSync(tmp, file);
  rmSync(`${tmp}-wal`, { force: true });
  rmSync(`${tmp}-shm`, { force: true });
  return file;
}

async function dashboard(): Promise<void> {
  const source = await bigDb();
  const dir = path.join(CACHE, 'run');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const dbFile = path.join(dir, 'big.db');
  copyFileSync(source, dbFile);
  // Sessions and tokens for 500 random members, signed with the server's secret.
  const users = await benchSessions(dbFile, 500);
  const server = await startApiServer(`sqlite:${dbFile}`, dir);
  const base = server.base;
  try {
    let n = 0;
    const setupRequest = (req: CannonRequest): CannonRequest => {
      const u = users[n++ % users.length] ?? { id: '', token: '' };
      return {
        ...req,
        path: `/api/mlm/user-dashboard/${u.id}`,
        headers: { authorization: `Bearer ${u.token}` },
      };
    };
    const run = (duration: number) =>
      autocannon({
        url: base,
        connections: 20,
        duration,
        overallRate: 500,
        requests: [{ setupRequest }],
      });
    await run(3); // warm-up
    const r = await run(20);
    log(`dashboard, ${MEMBERS} members, ${RIDES} rides, 500 req/s for 20 s:`);
    log(
      `  ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, non-2xx ${r.non2xx + r.errors}`,
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function importBench(): Promise<void> {
  const membersFile = path.join(CACHE, `members-${MEMBERS}.db`);
  if (!existsSync(membersFile)) {
    const h = fresh(`${membersFile}.building`, true);
    await migrateToLatest(h.db);
    await buildBenchMembers(h.db, MEMBERS);
    await h.close();
    renameSync(`${membersFile}.building`, membersFile);
  }
  const dbFile = path.join(CACHE, 'import.db');
  removeDb(dbFile);
  copyFileSync(membersFile, dbFile);
  const handle = openDatabase({ kind: 'sqlite', file: dbFile });
  const rows = await handle.db.selectFrom('members').select(['username', 'role']).execute();
  const riders = rows.filter((r) => r.role !== 'driver').map((r) => r.username);
  const drivers = rows.filter((r) => r.role === 'driver').map((r) => r.username);
  const csv = path.join(CACHE, `rides-${IMPORT_ROWS}.csv`);
  await writeBenchCsv(csv, IMPORT_ROWS, riders, drivers);
  const before = process.memoryUsage().rss;
  let peak = before;
  const samples: string[] = [];
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const t = performance.now();
  const report = await importRides(handle.db, csv, {
    onProgress(r) {
      const done = r.recorded + r.duplicates + r.bad;
      if (done % Math.max(1, Math.floor(IMPORT_ROWS / 4)) < 500)
        samples.push(`${done}: ${mb(process.memoryUsage().rss)}`);
    },
  });
  clearInterval(timer);
  const seconds = (performance.now() - t) / 1000;
  log(`import-rides, ${IMPORT_ROWS} rows (${MEMBERS} members):`);
  log(
    `  ${report.recorded} recorded, ${report.bad} bad in ${seconds.toFixed(1)} s = ${Math.round(report.rows / seconds)} rows/s`,
  );
  log(`  RSS before ${mb(before)}, peak ${mb(peak)}; by rows: ${samples.join(', ')}`);
  await handle.close();
}

mkdirSync(CACHE, { recursive: true });
if (ONLY.includes('speed')) await speed();
if (ONLY.includes('dashboard')) await dashboard();
if (ONLY.includes('import')) await importBench();
