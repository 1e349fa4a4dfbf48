import SqliteDatabase from './sqlite-driver';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

describe('opening a SQLite database', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'rihla-db-'));
    file = path.join(dir, 'app.db');
    // An analysed database, as an operator's ANALYZE leaves it: stat1 and stat4 samples.
    const raw = new SqliteDatabase(file);
    raw.exec('create table t (id integer primary key, k text, v integer)');
    raw.exec('create index t_k on t (k)');
    const insert = raw.prepare('insert into t (k, v) values (?, ?)');
    for (let i = 0; i < 500; i++) insert.run(`k${String(i % 7)}`, i);
    raw.exec('analyze');
    raw.close();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('drops stat4 samples an ANALYZE left, and keeps stat1 for the planner', async () => {
    const before = new SqliteDatabase(file);
    expect(
      (before.prepare('select count(*) as n from sqlite_stat4').get() as { n: number }).n,
    ).toBeGreaterThan(0);
    before.close();

    const handle = openDatabase({ kind: 'sqlite', file });
    await handle.close();

    const after = new SqliteDatabase(file);
    expect(after.prepare('select count(*) as n from sqlite_stat4').get()).toEqual({ n: 0 });
    expect(
      (after.prepare('select count(*) as n from sqlite_stat1').get() as { n: number }).n,
    ).toBeGreaterThan(0);
    after.close();
  });

  it('opens a database that was never analysed without creating statistics', async () => {
    const fresh = path.join(dir, 'fresh.db');
    const handle = openDatabase({ kind: 'sqlite', file: fresh });
    await handle.close();
    const raw = new SqliteDatabase(fresh);
    expect(
      raw.prepare("select name from sqlite_schema where name like 'sqlite_stat%'").all(),
    ).toEqual([]);
    raw.close();
  });
});
