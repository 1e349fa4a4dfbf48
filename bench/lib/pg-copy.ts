/**
 * PostgreSQL side of the load bench: a fresh database `rihla_bench_<pid>` on the local server,
 * migrated by the server's own migrations, then filled with every row of a SQLite file (one
 * `insert ... select from unnest(...)` per 10,000 rows, foreign-key triggers off for the load
 * session only), analysed, and dropped at the end.
 */
import SqliteDatabase from '../../server/src/db/sqlite-driver';
import pg from 'pg';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';

export const PG_ADMIN_URL =
  process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function benchDatabaseUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(name: string): Promise<string> {
  await admin((c) => c.query(`create database "${name}"`));
  return benchDatabaseUrl(name);
}

export async function dropBenchDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
}

const BATCH = 10_000;

/** Copies every application table of `sqliteFile` into the (migrated) database at `url`. */
export async function copySqliteToPostgres(
  sqliteFile: string,
  url: string,
  log: (line: string) => void,
): Promise<void> {
  const handle = openDatabase({ kind: 'postgres', url });
  await migrateToLatest(handle.db);
  await handle.close();
  const source = new SqliteDatabase(sqliteFile, { readonly: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set session_replication_role = replica`);
    const tables = source
      .prepare(
        `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`,
      )
      .all() as { name: string }[];
    for (const { name } of tables) {
      const t = performance.now();
      const columns = (
        await client.query<{ column_name: string; udt_name: string }>(
          `select column_name, udt_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
          [name],
        )
      ).rows;
      const list = columns.map((c) => `"${c.column_name}"`).join(', ');
      const unnest = columns.map((c, i) => `$${i + 1}::${c.udt_name}[]`).join(', ');
      const insert = `insert into "${name}" (${list}) select * from unnest(${unnest})`;
      const rows = source.prepare(`select ${list} from "${name}"`).raw(true);
      let batch: unknown[][] = columns.map(() => []);
      let size = 0;
      let total = 0;
      const flush = async () => {
        if (size === 0) return;
        await client.query(insert, batch);
        total += size;
        batch = columns.map(() => []);
        size = 0;
      };
      for (const row of rows.iterate() as IterableIterator<unknown[]>) {
        row.forEach((v, i) => batch[i]?.push(typeof v === 'bigint' ? Number(v) : v));
        if (++size >= BATCH) await flush();
      }
      await flush();
      if (total > 0)
        log(`  ${name}: ${total} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    await client.query(`set session_replication_role = origin`);
    await client.query('analyze');
  } finally {
    await client.end();
    source.close();
  }
}
