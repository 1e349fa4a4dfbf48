/**
 * Data for `bench/load-mix.ts` (DECISIONS 27: built once into .cache/bench-load, never part of
 * npm test): the wallet module's bench members (seed 7, as bench/rewards.ts), 30 % of them KYC
 * approved so CRR rank holders become regional ambassadors, then rides recorded through the
 * engine (DDR, CRR ranks, pools, regional shares). Each run works on a copy, where a BBR campaign
 * is opened over the last rides and sessions are created for many members.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { SessionStore } from '../../server/src/modules/accounts/sessions';
import { TokenService } from '../../server/src/modules/accounts/tokens';
import { createCampaign } from '../../server/src/modules/bbr/campaigns';
import { BBR_DEFAULT_CAMPAIGN } from '../../server/src/modules/bbr/figures';
import { recordPermanentTitles, titleHolders } from '../../server/src/modules/regional/titles';
import {
  benchRide,
  buildBenchMembers,
  type BenchMembers,
} from '../../server/src/demo/bench/ride-data';
import { seededRandom } from '../../server/src/demo/random';
import { evaluateRankRows } from '../../server/src/modules/wallet/ranks';
import { recordRides, type RideInput } from '../../server/src/modules/wallet/rides-service';
import { openBuildDatabase } from './fast-sqlite';
import { BENCH_SECRET } from './server';

export const LOAD_CACHE = path.resolve('.cache/bench-load');
const DAY = 86_400_000;

function removeDb(file: string): void {
  for (const s of ['', '-wal', '-shm', '-journal']) rmSync(file + s, { force: true });
}

export interface BuiltData {
  file: string;
  cached: boolean;
  seconds: number;
  /** Rides recorded through the engine, and how many times they are in the data. */
  base: number;
  copies: number;
}

/**
 * The cached database for `members` and `rides`, built under a temporary name if missing.
 * Recording rides through the engine runs at a few hundred per second on this shared machine, so
 * `engineRides` of them are recorded through the engine and then copied in SQL (new ride ids and
 * ledger keys, same riders, drivers, fares and dates) until there are `rides`; the stored totals
 * and points are multiplied by the same factor, which keeps them equal to the ledger, and CRR
 * ranks are then evaluated by the engine's own rule on the final points.
 */
export async function buildLoadData(
  members: number,
  rides: number,
  engineRides: number,
  log: (line: string) => void,
): Promise<BuiltData> {
  mkdirSync(LOAD_CACHE, { recursive: true });
  const base = Math.min(rides, engineRides);
  const copies = Math.max(1, Math.round(rides / base));
  const file = path.join(LOAD_CACHE, `load-${members}-${base}x${copies}.db`);
  if (existsSync(file)) return { file, cached: true, seconds: 0, base, copies };
  const tmp = `${file}.building`;
  removeDb(tmp);
  const handle = openBuildDatabase(tmp);
  const t = performance.now();
  const secs = () => ((performance.now() - t) / 1000).toFixed(0);
  await migrateToLatest(handle.db);
  const m = await buildBenchMembers(handle.db, members);
  await approveKyc(handle.db, 0.3);
  log(`  ${members} members in ${secs()} s`);
  await recordEngineRides(handle.db, m, base, (done) => {
    if (done % 10_000 === 0 || done === base)
      log(
        `  ${done} rides through the engine, ${secs()} s (${Math.round(done / Number(secs() || 1))}/s)`,
      );
  });
  if (copies > 1) {
    await replicateRides(handle.db, copies);
    log(`  copied to ${base * copies} rides, ${secs()} s`);
  }
  await evaluateAllRanks(handle.db);
  await handle.close();
  renameSync(tmp, file);
  const seconds = (performance.now() - t) / 1000;
  log(
    `  built ${file} (${Math.round(statSync(file).size / 1048576)} MB) in ${seconds.toFixed(0)} s`,
  );
  return { file, cached: false, seconds, base, copies };
}

/**
 * The wallet bench's rides (benchRide: riders, drivers, fares from seed 11), spread evenly over
 * the last 60 days whatever their number, so this month's points and a campaign over the last
 * days have rides in them.
 */
async function recordEngineRides(
  db: Db,
  m: BenchMembers,
  count: number,
  progress: (done: number) => void,
): Promise<void> {
  const rng = seededRandom(11);
  const start = Date.now() - 60 * DAY;
  const step = (60 * DAY - 3_600_000) / count;
  for (let i = 0; i < count; i += 1000) {
    const batch: RideInput[] = [];
    for (let j = i; j < Math.min(count, i + 1000); j++) {
      const ride = benchRide(m, j, rng);
      batch.push({ ...ride, completedAt: new Date(start + j * step).toISOString() });
    }
    await recordRides(db, batch);
    progress(Math.min(count, i + 1000));
  }
}

async function columns(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from pragma_table_info(${table})`.execute(db);
  return rows.map((r) => r.name);
}

/** Adds copies 1..copies-1 of every engine-recorded ride and its ledger rows, and scales totals. */
async function replicateRides(db: Db, copies: number): Promise<void> {
  const rideCols = await columns(db, 'rides');
  const ledgerCols = await columns(db, 'ledger');
  const suffixed = (cols: string[], keys: string[], c: number) =>
    cols.map((col) => (keys.includes(col) ? `${col} || '~${c}'` : col)).join(', ');
  for (let c = 1; c < copies; c++) {
    await db.transaction().execute(async (trx) => {
      await sql
        .raw(
          `insert into rides (${rideCols.join(', ')}) select ${suffixed(rideCols, ['id'], c)} from rides where instr(id, '~') = 0`,
        )
        .execute(trx);
      await sql
        .raw(
          `insert into ledger (${ledgerCols.join(', ')}) select ${suffixed(ledgerCols, ['source_key', 'ride_id'], c)} from ledger where ride_id is not null and instr(ride_id, '~') = 0`,
        )
        .execute(trx);
    });
  }
  const totals = (await columns(db, 'member_totals')).filter((col) => col !== 'member_id');
  await db.transaction().execute(async (trx) => {
    await sql
      .raw(
        `update member_totals set ${totals.map((col) => `${col} = ${col} * ${copies}`).join(', ')}`,
      )
      .execute(trx);
    await sql
      .raw(`update monthly_points set pgp = pgp * ${copies}, tgp = tgp * ${copies}`)
      .execute(trx);
    await sql
      .raw(
        `update members set pgp_total = pgp_total * ${copies}, tgp_total = tgp_total * ${copies}`,
      )
      .execute(trx);
  });
}

/** CRR ranks by the engine's rule (points and three legs), dated at the last ride; Boss titles. */
async function evaluateAllRanks(db: Db): Promise<void> {
  const last = await db
    .selectFrom('rides')
    .select((eb) => eb.fn.max('completed_at').as('at'))
    .executeTakeFirst();
  const at = last?.at ?? new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('members')
      .select(['id', 'pgp_total', 'tgp_total', 'crr_rank'])
      .execute();
    await evaluateRankRows(trx, rows, at);
    await recordPermanentTitles(trx, await titleHolders(trx));
  });
}

async function approveKyc(db: Db, share: number): Promise<void> {
  const rng = seededRandom(23);
  const ids = (await db.selectFrom('members').select('id').orderBy('id').execute())
    .map((r) => r.id)
    .filter(() => rng() < share);
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .updateTable('members')
      .set({ kyc_status: 'approved', kyc_level: 1 })
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
  }
}

export interface BenchUser {
  id: string;
  token: string;
  /** Members at depth 1, 2, ... of this member's downline. */
  levels: number[];
}

export interface RunData {
  file: string;
  users: BenchUser[];
  /** Members with the largest downlines, who page through deep levels. */
  leaders: BenchUser[];
  campaignMembers: number;
}

/**
 * A throwaway copy of the cache with a running BBR campaign (its window ends 2 days after the
 * last recorded ride, clamped so it is open now) and live sessions for `count` random members
 * plus the 100 largest downlines.
 */
export async function prepareRun(source: string, dir: string, count: number): Promise<RunData> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'load.db');
  removeDb(file);
  copyFileSync(source, file);
  const handle = openDatabase({ kind: 'sqlite', file });
  const db = handle.db;
  try {
    const last = await db
      .selectFrom('rides')
      .select((eb) => eb.fn.max('completed_at').as('at'))
      .executeTakeFirst();
    const lastMs = Date.parse(last?.at ?? '') || Date.now();
    const startMs = Math.min(
      Date.now() - 3_600_000,
      Math.max(lastMs - 2 * DAY, Date.now() - 6 * DAY),
    );
    await db.deleteFrom('bbr_progress').execute();
    await db.deleteFrom('bbr_wins').execute();
    await db.deleteFrom('bbr_campaigns').execute();
    await createCampaign(db, {
      ...BBR_DEFAULT_CAMPAIGN,
      newbieOnly: false,
      startsAt: new Date(startMs),
    });
    const board = await db
      .selectFrom('bbr_progress')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();

    const levelsOf = new Map<string, number[]>();
    for (const r of await db.selectFrom('level_counts').selectAll().execute()) {
      const list = levelsOf.get(r.member_id) ?? [];
      list[r.depth - 1] = r.count;
      levelsOf.set(r.member_id, list);
    }
    const ids = (await db.selectFrom('members').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
    const size = (id: string) => (levelsOf.get(id) ?? []).reduce((s, n) => s + (n || 0), 0);
    const leaderIds = [...ids].sort((a, b) => size(b) - size(a)).slice(0, 100);
    const rng = seededRandom(41);
    const picked = new Set<string>();
    while (picked.size < Math.min(count, ids.length)) {
      picked.add(ids[Math.floor(rng() * ids.length)] ?? '');
    }
    const sessions = new SessionStore(db, 7 * 86_400);
    const tokens = new TokenService(BENCH_SECRET, 7 * 86_400);
    const userFor = async (id: string): Promise<BenchUser> => ({
      id,
      token: await tokens.sign({ memberId: id, sessionId: await sessions.create(id) }),
      levels: Array.from(levelsOf.get(id) ?? [], (n) => n || 0),
    });
    const users: BenchUser[] = [];
    for (const id of picked) users.push(await userFor(id));
    const leaders: BenchUser[] = [];
    for (const id of leaderIds) leaders.push(await userFor(id));
    return { file, users, leaders, campaignMembers: board?.n ?? 0 };
  } finally {
    await handle.close();
  }
}
