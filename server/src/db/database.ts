import SqliteDatabase from 'better-sqlite3';
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
export function cachedStatements(sqlite: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
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
export type DbKind = Config['database']['kind'];

export interface DbHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
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
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (database.file !== ':memory:')
    mkdirSync(path.dirname(path.resolve(database.file)), { recursive: true });
  const sqlite = new SqliteDatabase(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachedStatements(sqlite) }),
  });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}
