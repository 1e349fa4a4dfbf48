import SqliteDatabase, { type SqliteConnection, type SqliteStatement } from './sqlite-driver';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';

// int8 (bigint, count(*)) as a JS number: our sums stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// numeric as a JS number too (sum() over bigint yields numeric on PostgreSQL).
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export type Db = Kysely<Database>;

/**
 * Reuses prepared statements by their SQL text: Kysely prepares every query anew, and
 * preparing costs more than running our short indexed reads. Safe because Kysely runs one
 * query at a time on the SQLite connection. Bounded so ad-hoc SQL cannot grow it forever.
 */
export function cachedStatements(sqlite: SqliteConnection): SqliteConnection {
  const cache = new Map<string, SqliteStatement>();
  const prepare = (text: string) => {
    // Kysely opens transactions with a deferred `begin`. Another process (a second worker, the
    // admin CLI) may write between such a transaction's first read and its first write, and
    // SQLite then fails the write at once (SQLITE_BUSY) instead of waiting. `begin immediate`
    // takes the write lock up front, waiting up to busy_timeout for it.
    const source = text === 'begin' ? 'begin immediate' : text;
    let statement = cache.get(source);
    if (!statement) {
      if (cache.size >= 1000) cache.clear();
      statement = sqlite.prepare(source);
      cache.set(source, statement);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/**
 * better-sqlite3 is built with SQLITE_ENABLE_STAT4. Once `sqlite_stat4` holds samples (after an
 * ANALYZE), SQLite prepares a statement again whenever a value compared with an indexed column
 * is bound anew, which for our hot reads is every call: the member view took 115 µs instead of
 * 30 on the 10,000-member bench tree. The samples only help with skewed data that our indexed
 * look-ups do not have, so they are dropped; `sqlite_stat1` stays for the planner. Run at every
 * open because an operator may have run ANALYZE since.
 */
export function dropStat4Samples(sqlite: SqliteConnection): void {
  const table = sqlite
    .prepare("select 1 from sqlite_schema where type = 'table' and name = 'sqlite_stat4'")
    .get();
  if (!table || !sqlite.prepare('select 1 from sqlite_stat4 limit 1').get()) return;
  sqlite.exec('delete from sqlite_stat4');
  // Makes this connection load the statistics again, now without samples.
  sqlite.exec('analyze sqlite_schema');
}

export type DbKind = Config['database']['kind'];

export interface DbHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
  /** Connections now (for metrics); SQLite has one, busy while a transaction is open. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export function openDatabase(database: Config['database']): DbHandle {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30000,
    });
    // A dropped connection must not crash the process: idle clients report through the pool,
    // checked-out ones through their own 'error' event (their query still rejects → 503).
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  if (database.file !== ':memory:')
    mkdirSync(path.dirname(path.resolve(database.file)), { recursive: true });
  const sqlite = new SqliteDatabase(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  dropStat4Samples(sqlite);
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
