/**
 * A large referral tree for benchmarks (DECISIONS 27), written straight into a SQLite file with
 * prepared statements (a 100,000-member tree takes seconds this way, not minutes). The tree is
 * 5-ary: member i is sponsored by member floor((i-1)/5), so every level of `bench0` is full and
 * level sizes are the same whatever the total. Every member's password is DemoPass1. The file is
 * built under a temporary name and renamed, so a half-built cache is never used.
 */
import SqliteDatabase from '../../db/sqlite-driver';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { dropStat4Samples, openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { newId } from '../../lib/ids';
import { passwordHasher } from '../../modules/accounts/passwords';

export const BENCH_FANOUT = 5;
export const BENCH_PASSWORD = 'DemoPass1';
export const benchUsername = (i: number) => `bench${i}`;
export const benchCacheFile = (members: number, dir = '.cache/bench') =>
  path.join(dir, `members-${members}.db`);

export async function buildBenchTree(
  file: string,
  members: number,
  argon2MemoryKib: number,
  log: (line: string) => void = () => undefined,
): Promise<{ file: string; cached: boolean }> {
  if (existsSync(file)) return { file, cached: true };
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.building`;
  rmSync(tmp, { force: true });
  const handle = openDatabase({ kind: 'sqlite', file: tmp });
  await migrateToLatest(handle.db);
  await handle.close();

  const hash = await passwordHasher(argon2MemoryKib).hash(BENCH_PASSWORD);
  const db = new SqliteDatabase(tmp);
  db.pragma('journal_mode = DELETE');
  db.pragma('synchronous = OFF');
  const insertMember = db.prepare(
    `insert into members (id, username, username_lower, first_name, last_name, email, phone,
      phone_national, country, gender, password_hash, sponsor_code, sponsor_member_id, sponsor_by,
      role, kyc_level, kyc_status, crr_rank, pgp_total, tgp_total, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, 'UAE', 'Other', ?, ?, ?, ?, 'customer', 0, null, 'None', 0, 0, ?, ?)`,
  );
  const insertPath = db.prepare(
    'insert into referral_paths (ancestor_id, descendant_id, depth, joined_at) values (?, ?, ?, ?)',
  );
  const insertCount = db.prepare(
    'insert into level_counts (member_id, depth, count) values (?, ?, ?)',
  );

  const ids: string[] = [];
  const sponsorOf = (i: number) => (i === 0 ? -1 : Math.floor((i - 1) / BENCH_FANOUT));
  const counts = new Map<string, number>();
  const start = Date.now() - 365 * 86_400_000;
  const step = (365 * 86_400_000) / members;

  db.transaction(() => {
    for (let i = 0; i < members; i++) {
      const id = newId();
      ids.push(id);
      const joined = new Date(start + i * step).toISOString();
      const sponsor = sponsorOf(i);
      const national = String(5_000_000_000 + i);
      insertMember.run(
        id,
        benchUsername(i),
        benchUsername(i),
        'Bench',
        `Member ${i}`,
        `bench${i}@bench.test`,
        `+971${national}`,
        national,
        hash,
        `${id.slice(0, 8)}-${String(i).padStart(6, '0').slice(-6)}`,
        sponsor >= 0 ? ids[sponsor] : null,
        sponsor >= 0 ? benchUsername(sponsor) : null,
        joined,
        joined,
      );
      for (let a = sponsor, depth = 1; a >= 0; a = sponsorOf(a), depth++) {
        const ancestor = ids[a] ?? '';
        insertPath.run(ancestor, id, depth, joined);
        const key = `${a}:${depth}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      if (i > 0 && i % 20_000 === 0) log(`  ${i} members written`);
    }
    for (const [key, count] of counts) {
      const [a, depth] = key.split(':').map(Number) as [number, number];
      insertCount.run(ids[a], depth, count);
    }
  })();
  db.exec('ANALYZE');
  dropStat4Samples(db);
  db.close();
  renameSync(tmp, file);
  return { file, cached: false };
}
