/**
 * Data for `npm run bench:rewards` (DECISIONS 27): a random referral tree and rides recorded
 * through the engine, from a fixed seed. Built once into .cache/ by the bench; never in tests.
 */
import SqliteDatabase from '../../db/sqlite-driver';
import { Kysely, SqliteDialect } from 'kysely';
import { createWriteStream, existsSync, renameSync } from 'node:fs';
import { cachedStatements, type Db, type DbHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { insertMember } from '../../modules/accounts/member-writer';
import { seededRandom } from '../random';
import { recordRides, type RideInput } from '../../modules/wallet/rides-service';

export interface BenchMembers {
  riders: string[];
  drivers: string[];
}

/**
 * `count` members: each sponsored by a recent member half the time (deep chains) or by any
 * earlier member (wide levels); one in 50 is a driver.
 */
export async function buildBenchMembers(
  db: Db,
  count: number,
  seed = 7,
  prefix = 'bench',
): Promise<BenchMembers> {
  const rng = seededRandom(seed);
  const ids: string[] = [];
  const out: BenchMembers = { riders: [], drivers: [] };
  const joined = Date.now() - 90 * 86_400_000;
  for (let i = 0; i < count; i += 500) {
    await db.transaction().execute(async (trx) => {
      for (let j = i; j < Math.min(count, i + 500); j++) {
        const sponsor =
          j === 0
            ? null
            : rng() < 0.5
              ? ids[Math.max(0, j - 1 - Math.floor(rng() * 50))]
              : ids[Math.floor(rng() * j)];
        const driver = j % 50 === 49;
        const n = String(j).padStart(9, '0');
        const id = await insertMember(trx, {
          username: `${prefix}${j}`,
          first_name: `Bench${j}`,
          last_name: j % 7 === 0 ? '' : 'Member',
          email: `${prefix}${j}@bench.example`,
          phone: `+9715${n}`,
          phone_national: `5${n}`,
          country: ['UAE', 'Pakistan', 'India', 'UK'][j % 4] ?? 'UAE',
          gender: 'Other',
          password_hash: 'bench-no-login',
          sponsor_member_id: sponsor ?? null,
          sponsor_by: null,
          role: driver ? 'driver' : 'customer',
          kyc_level: 0,
          kyc_status: null,
          selfie_image: null,
          date_of_birth: null,
          deceased_at: null,
          heir_name: null,
          crr_rank: 'None',
          crr_rank_at: null,
          pgp_total: 0,
          tgp_total: 0,
          created_at: new Date(joined + j).toISOString(),
        });
        ids.push(id);
        (driver ? out.drivers : out.riders).push(id);
      }
    });
  }
  return out;
}

/** A ride of the bench: a random rider and driver, a realistic fare, in the last 60 days. */
export function benchRide(m: BenchMembers, i: number, rng: () => number, prefix = 'b'): RideInput {
  const long = rng() < 0.08;
  const aed = long ? 300 + rng() * 600 : 15 + Math.pow(rng(), 2.5) * 385;
  return {
    rideId: `${prefix}${i}`,
    riderId: m.riders[Math.floor(rng() * m.riders.length)] ?? '',
    driverId: m.drivers[Math.floor(rng() * m.drivers.length)] ?? '',
    fareFils: Math.round(aed * 100),
    completedAt: new Date(Date.now() - 60 * 86_400_000 + (i % 86_400) * 60_000).toISOString(),
  };
}

export async function buildBenchRides(
  db: Db,
  m: BenchMembers,
  count: number,
  progress: (done: number) => void,
  seed = 11,
): Promise<void> {
  const rng = seededRandom(seed);
  for (let i = 0; i < count; i += 1000) {
    const batch: RideInput[] = [];
    for (let j = i; j < Math.min(count, i + 1000); j++) batch.push(benchRide(m, j, rng));
    // The programmes' hooks are left out: they do not change what the dashboard reads, and
    // the big data is built once (the rides/s section of the bench measures them).
    await recordRides(db, batch, undefined, []);
    progress(Math.min(count, i + 1000));
  }
}

/**
 * A SQLite handle like openDatabase's (prepared statements kept by cachedStatements), used to
 * build the big benchmark data.
 */
export function openCached(file: string): DbHandle {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachedStatements(sqlite) }),
  });
  return {
    db,
    kind: 'sqlite',
    close: () => db.destroy(),
    poolStats: () => ({ total: 1, idle: sqlite.inTransaction ? 0 : 1, waiting: 0 }),
  };
}

/** A CSV for import-rides, written once (riders and drivers by username). */
export async function writeBenchCsv(
  file: string,
  rows: number,
  usernames: string[],
  drivers: string[],
): Promise<void> {
  if (existsSync(file)) return;
  const out = createWriteStream(`${file}.tmp`);
  const rng = seededRandom(13);
  out.write('ride_id,rider,driver,fare_aed,completed_at\n');
  const start = Date.now() - 60 * 86_400_000;
  for (let i = 0; i < rows; i++) {
    const rider = usernames[Math.floor(rng() * usernames.length)] ?? '';
    const driver = drivers[Math.floor(rng() * drivers.length)] ?? '';
    const fare = (15 + Math.pow(rng(), 2.5) * 385).toFixed(2);
    const at = new Date(start + (i % 86_400) * 60_000).toISOString();
    if (!out.write(`imp${i},${rider},${driver},${fare},${at}\n`)) {
      await new Promise<void>((r) => out.once('drain', () => r()));
    }
  }
  await new Promise<void>((r) => out.end(() => r()));
  renameSync(`${file}.tmp`, file);
}
