/**
 * A SQLite handle for building benchmark data quickly: like server/src/db/database.ts, with
 * synchronous writes off; prepared statements are kept by the server's cachedStatements.
 */
import SqliteDatabase from '../../server/src/db/sqlite-driver';
import { Kysely, SqliteDialect } from 'kysely';
import { cachedStatements, type DbHandle } from '../../server/src/db/database';
import type { Database } from '../../server/src/db/schema';

export function openBuildDatabase(file: string): DbHandle {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachedStatements(sqlite) }),
  });
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
