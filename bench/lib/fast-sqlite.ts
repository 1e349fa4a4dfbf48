/**
 * A SQLite handle for building benchmark data quickly: like server/src/db/database.ts, but
 * every prepared statement is kept (bounded) instead of prepared anew for each query.
 */
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DbHandle } from '../../server/src/db/database';
import type { Database } from '../../server/src/db/schema';

export function openBuildDatabase(file: string): DbHandle {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = ON');
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, ReturnType<typeof prepare>>();
  sqlite.prepare = ((source: string) => {
    let stmt = statements.get(source);
    if (!stmt) {
      stmt = prepare(source);
      if (statements.size >= 2000) statements.clear();
      statements.set(source, stmt);
    }
    return stmt;
  }) as typeof sqlite.prepare;
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    kind: 'sqlite',
    close: async () => {
      // One self-contained file, so copies of it need no -wal beside them.
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      sqlite.pragma('journal_mode = DELETE');
      await db.destroy();
    },
  };
}
