/**
 * `backup <file>` and `restore <file>` (DECISIONS 41). They work on the database file itself,
 * not through the app, so they run before (backup: beside) the server.
 * - SQLite: backup uses SQLite's online backup API (better-sqlite3 `.backup()`), a consistent
 *   copy even while the server writes; restore checks the copy and puts it in place (stop the
 *   server first), keeping the replaced file beside it.
 * - PostgreSQL: prints the `pg_dump` / `pg_restore` command to run.
 */
import SqliteDatabase from '../db/sqlite-driver';
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { CommandFailed, UsageError } from './types';

type Out = (line: string) => void;

export interface StandaloneCommand {
  name: string;
  usage: string;
  run(config: Config, args: string[], out: Out): Promise<void>;
}

/** The URL without its password, for printing. */
function shownUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '****';
  return u.toString();
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

function fileArg(args: string[], what: string): string {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new UsageError(`Give the ${what} file`);
  return path.resolve(file);
}

/** Checks a SQLite file is a whole, readable Rihla database; returns its member and ride counts. */
function checkSqlite(file: string): { members: number; rides: number } {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new CommandFailed(`${file} is damaged: ${String(result)}`);
    const count = (table: string) =>
      (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return { members: count('members'), rides: count('rides') };
  } catch (error) {
    if (error instanceof CommandFailed) throw error;
    throw new CommandFailed(
      `${file} is not a Rihla database: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    db.close();
  }
}

const backup: StandaloneCommand = {
  name: 'backup',
  usage:
    'backup <file>   (SQLite: a consistent copy while the server runs; PostgreSQL: prints the pg_dump command)',
  async run(config, args, out) {
    const target = fileArg(args, 'backup');
    if (config.database.kind === 'postgres') {
      out('PostgreSQL: take the backup with pg_dump (custom format, restorable with pg_restore):');
      out(
        `  pg_dump --format=custom --no-owner --file=${quote(target)} ${quote(shownUrl(config.database.url))}`,
      );
      out('  (give the password through PGPASSWORD or ~/.pgpass rather than the URL)');
      return;
    }
    if (existsSync(target)) throw new UsageError(`${target} already exists; give a new file name`);
    const source = new SqliteDatabase(config.database.file, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      // Steps of 1,000 pages; the server keeps writing between them, and SQLite restarts
      // the copy when a write lands, so the result is one consistent moment.
      await source.backup(target, { progress: () => 1000 });
    } finally {
      source.close();
    }
    const { members, rides } = checkSqlite(target);
    out(`Backed up ${config.database.file} to ${target}: ${members} members, ${rides} rides.`);
  },
};

const restore: StandaloneCommand = {
  name: 'restore',
  usage:
    'restore <file>   (stop the server first; SQLite: checks the copy, keeps the replaced file)',
  async run(config, args, out) {
    const source = fileArg(args, 'backup');
    if (config.database.kind === 'postgres') {
      out('PostgreSQL: stop the server, then restore with pg_restore:');
      out(
        `  pg_restore --clean --if-exists --no-owner --dbname=${quote(shownUrl(config.database.url))} ${quote(source)}`,
      );
      return;
    }
    if (!existsSync(source)) throw new UsageError(`No such file: ${source}`);
    const { members, rides } = checkSqlite(source);
    const live = path.resolve(config.database.file);
    const staging = `${live}.restoring`;
    copyFileSync(source, staging);
    let kept = '';
    if (existsSync(live)) {
      // Fold the write-ahead log into the old file so the kept copy is whole on its own.
      const old = new SqliteDatabase(live);
      old.pragma('wal_checkpoint(TRUNCATE)');
      old.close();
      kept = `${live}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(live, kept);
    }
    for (const extra of ['-wal', '-shm']) rmSync(`${live}${extra}`, { force: true });
    renameSync(staging, live);
    out(`Restored ${live} from ${source}: ${members} members, ${rides} rides.`);
    if (kept) out(`The replaced database is kept as ${kept}.`);
    out('Run `npm run admin -- recompute` to check the totals, then start the server.');
    return Promise.resolve();
  },
};

export const standaloneCommands: StandaloneCommand[] = [backup, restore];
