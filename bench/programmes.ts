/**
 * `npx tsx bench/programmes.ts`: the BBR, HLR and regional calls on 10,000 members, against a
 * real server process on SQLite (DECISIONS 27: data built once into .cache/bench-programmes,
 * never part of npm test). Each call runs at a fixed rate for a bounded time; p99 is reported.
 * Data: the bench tree of 10,000 members, a campaign opened 2 days ago and BENCH_PROG_RIDES
 * rides recorded through the engine inside it (every member with rides is on the board); then,
 * as a bench-only shortcut, 30 % of members KYC-approved and 5 % given a CRR rank with a date,
 * so the regional race and the title holders have real sizes.
 * Sizes: BENCH_MEMBERS (10000), BENCH_PROG_RIDES (30000), BENCH_RATE (200 req/s),
 * BENCH_SECONDS (10 per call).
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { autocannon, type CannonRequest } from './lib/cannon';
import { benchSessions, startApiServer } from './lib/server';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { createCampaign } from '../server/src/modules/bbr/campaigns';
import { BBR_DEFAULT_CAMPAIGN } from '../server/src/modules/bbr/figures';
import { buildBenchMembers } from '../server/src/demo/bench/ride-data';
import { seededRandom } from '../server/src/demo/random';
import { recordRides, type RideInput } from '../server/src/modules/wallet/rides-service';

const env = (name: string, def: number) => Number(process.env[name] ?? def);
const MEMBERS = env('BENCH_MEMBERS', 10_000);
const RIDES = env('BENCH_PROG_RIDES', 30_000);
const RATE = env('BENCH_RATE', 200);
const SECONDS = env('BENCH_SECONDS', 10);
const CACHE = path.resolve('.cache/bench-programmes');
const DAY = 86_400_000;
const RANKS = ['Challenger', 'Warrior', 'Tycoon', 'Champion', 'Boss'];
const log = (line: string) => process.stdout.write(`${line}\n`);

function removeDb(file: string): void {
  for (const s of ['', '-wal', '-shm']) rmSync(file + s, { force: true });
}

/** Built once: members, a running campaign with rides through the engine, KYC and ranks. */
async function buildDb(): Promise<string> {
  const file = path.join(CACHE, `programmes-${MEMBERS}-${RIDES}.db`);
  if (existsSync(file)) return file;
  const tmp = `${file}.building`;
  removeDb(tmp);
  const handle = openDatabase({ kind: 'sqlite', file: tmp });
  await migrateToLatest(handle.db);
  const t = performance.now();
  const m = await buildBenchMembers(handle.db, MEMBERS, 21, 'prog');
  await createCampaign(handle.db, {
    ...BBR_DEFAULT_CAMPAIGN,
    newbieOnly: false,
    startsAt: new Date(Date.now() - 2 * DAY),
  });
  const rng = seededRandom(31);
  const start = Date.now() - 2 * DAY + 60_000;
  for (let i = 0; i < RIDES; i += 1000) {
    const batch: RideInput[] = [];
    for (let j = i; j < Math.min(RIDES, i + 1000); j++) {
      batch.push({
        rideId: `prog${j}`,
        riderId: m.riders[Math.floor(rng() * m.riders.length)] ?? '',
        driverId: m.drivers[Math.floor(rng() * m.drivers.length)] ?? '',
        fareFils: Math.round((15 + rng() * 120) * 100),
        completedAt: new Date(start + (j / RIDES) * (2 * DAY - 3_600_000)).toISOString(),
      });
    }
    await recordRides(handle.db, batch);
  }
  const ids = (await handle.db.selectFrom('members').select('id').orderBy('id').execute()).map(
    (r) => r.id,
  );
  for (const [i, id] of ids.entries()) {
    const kyc = rng() < 0.3;
    const rank = kyc && rng() < 0.17 ? RANKS[Math.floor(rng() * RANKS.length)] : undefined;
    if (!kyc) continue;
    await handle.db
      .updateTable('members')
      .set({
        kyc_status: 'approved',
        kyc_level: 1,
        ...(rank
          ? { crr_rank: rank, crr_rank_at: new Date(Date.now() - (i % 90) * DAY).toISOString() }
          : {}),
      })
      .where('id', '=', id)
      .execute();
  }
  log(
    `built ${MEMBERS} members and ${RIDES} campaign rides in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  await handle.close();
  renameSync(tmp, file);
  rmSync(`${tmp}-wal`, { force: true });
  rmSync(`${tmp}-shm`, { force: true });
  return file;
}

const CALLS: [label: string, path: (id: string) => string][] = [
  ['BBR leaderboard', () => '/api/mlm/bbr/leaderboard?page=1&limit=20'],
  ['BBR current campaign', (id) => `/api/mlm/bbr/current-campaign/${id}`],
  ['HLR leaderboard', () => '/api/mlm/hlr/leaderboard?page=1&limit=20'],
  ['HLR progress', (id) => `/api/mlm/hlr/progress/${id}`],
  ['regional leaderboard', () => '/api/mlm/regional/leaderboard?page=1&limit=20'],
  ['regional progress', (id) => `/api/mlm/regional/progress/${id}`],
  ['global ambassadors', () => '/api/mlm/regional/global-ambassadors?page=1&limit=20'],
];

async function run(): Promise<void> {
  mkdirSync(CACHE, { recursive: true });
  const source = await buildDb();
  const dir = path.join(CACHE, 'run');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const dbFile = path.join(dir, 'bench.db');
  copyFileSync(source, dbFile);
  const users = await benchSessions(dbFile, 200);
  const server = await startApiServer(`sqlite:${dbFile}`, dir);
  const base = server.base;
  try {
    log(
      `programme calls, ${MEMBERS} members, ${RATE} req/s for ${SECONDS} s each (after 2 s warm-up):`,
    );
    for (const [label, pathOf] of CALLS) {
      let n = 0;
      const setupRequest = (req: CannonRequest): CannonRequest => {
        const u = users[n++ % users.length] ?? { id: '', token: '' };
        return { ...req, path: pathOf(u.id), headers: { authorization: `Bearer ${u.token}` } };
      };
      const go = (duration: number) =>
        autocannon({
          url: base,
          connections: 10,
          duration,
          overallRate: RATE,
          requests: [{ setupRequest }],
        });
      await go(2);
      const r = await go(SECONDS);
      log(
        `  ${label.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(4)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  max ${r.latency.max} ms  non-2xx ${r.non2xx + r.errors}`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await run();
