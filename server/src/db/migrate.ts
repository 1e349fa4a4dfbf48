import {
  Migrator,
  PostgresAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import * as m001 from './migrations/001-core';
import * as m002 from './migrations/002-accounts';
import * as m003 from './migrations/003-wallet';
import * as m004 from './migrations/004-bbr';
import * as m005 from './migrations/005-hlr';
import * as m006 from './migrations/006-regional';
import * as m007 from './migrations/007-leaderboards';
import * as m011 from './migrations/011-clean-display-text';
import * as m012 from './migrations/012-withdrawals';
import * as m013 from './migrations/013-phone-repair';
import { photosInDb } from './migrations/014-photos-in-db';
import * as m015 from './migrations/015-member-language';
import * as m016 from './migrations/016-audit';
import * as m017 from './migrations/017-posting-order';
import * as m018 from './migrations/018-repair-names';
import * as m019 from './migrations/019-kyc';
import * as m020 from './migrations/020-member-rights';
import * as m021 from './migrations/021-operators';
import * as m022 from './migrations/022-sharing';
import * as m023 from './migrations/023-member-ops';
import * as m024 from './migrations/024-ledger-proposals';
import * as m025 from './migrations/025-ride-imports';
import * as m027 from './migrations/027-report-indexes';
import * as m028 from './migrations/028-sealed-totp';
import { stderrMigrationLog, type MigrationLog } from './migration-log';

/** Migrations are listed here, in order; the same set runs on SQLite and PostgreSQL. */
const migrations = ({ dataDir, log }: MigrateOptions): Record<string, Migration> => ({
  '001-core': m001,
  '002-accounts': m002,
  '003-wallet': m003,
  '004-bbr': m004,
  '005-hlr': m005,
  '006-regional': m006,
  '007-leaderboards': m007,
  '011-clean-display-text': m011,
  '012-withdrawals': m012,
  '013-phone-repair': {
    up: (db) => m013.repairPhones(db, log ?? stderrMigrationLog),
    down: m013.down,
  },
  '014-photos-in-db': photosInDb(dataDir ?? null),
  '015-member-language': m015,
  '016-audit': m016,
  '017-posting-order': m017,
  '018-repair-names': {
    up: (db) => m018.repairNames(db, log ?? stderrMigrationLog),
    down: m018.down,
  },
  '019-kyc': m019,
  '020-member-rights': m020,
  '021-operators': m021,
  '022-sharing': m022,
  '023-member-ops': m023,
  '024-ledger-proposals': m024,
  '025-ride-imports': m025,
  '027-report-indexes': m027,
  '028-sealed-totp': m028,
});

export interface MigrateOptions {
  /**
   * `DATA_DIR`, where migration 014 finds the photos of `<DATA_DIR>/uploads` to move into the
   * database. The server and the CLI always pass it; a database that never had an uploads
   * folder (tests, benchmarks) may go without.
   */
  dataDir?: string | null;
  /** Where migrations report what they left alone (013: numbers it could not repair). */
  log?: MigrationLog;
}

const provider = (options: MigrateOptions): MigrationProvider => ({
  getMigrations: () => Promise.resolve(migrations(options)),
});

/**
 * Kysely looks for its own bookkeeping tables in every schema it may read unless told which one:
 * on PostgreSQL we pin them to the connection's schema, so databases that hold several schemas
 * (one per test, or a shared server) never take another schema's tables for ours.
 */
async function migratorFor<T>(db: Kysely<T>, options: MigrateOptions): Promise<Migrator> {
  const base = { db: db as Kysely<unknown>, provider: provider(options) };
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return new Migrator(base);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  return new Migrator(schema ? { ...base, migrationTableSchema: schema } : base);
}

/**
 * Runs migrations up or down until `target` is the last one applied: for tests that need the
 * database as an older release left it (each later migration's `down` undoes it).
 */
export async function migrateTo<T>(
  db: Kysely<T>,
  target: string,
  options: MigrateOptions = {},
): Promise<void> {
  const migrator = await migratorFor(db, options);
  const { error } = await migrator.migrateTo(target);
  if (error) throw error instanceof Error ? error : new Error('migration error');
}

export async function migrateToLatest<T>(
  db: Kysely<T>,
  options: MigrateOptions = {},
): Promise<void> {
  const migrator = await migratorFor(db, options);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error('unknown migration error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}

/** Names of the migrations this build knows that the database has not run (throws if unreachable). */
export async function pendingMigrations<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = await migratorFor(db, {});
  const all = await migrator.getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
