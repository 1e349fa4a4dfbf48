import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type DbHandle } from '../../src/db/database';
import { createTestApp, DB_FLAVOURS } from '../harness';

async function appOn(databaseUrl: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rihla-ready-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl.replace('{dir}', dir),
    DATA_DIR: dir,
    JWT_SECRET: 'x'.repeat(40),
  });
  const database: DbHandle = openDatabase(config.database);
  const app = await buildApp({ config, database, serveStatic: false, logger: false });
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, close };
}

describe.each(DB_FLAVOURS)('GET /api/ready (%s)', (flavour) => {
  it('answers 200 { ready: true } on a reachable, migrated database', async () => {
    const t = await createTestApp(flavour);
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ready: true });
    await t.close();
  });
});

describe('GET /api/ready when not ready', () => {
  const open: { close: () => Promise<unknown> }[] = [];
  afterAll(async () => {
    for (const o of open) await o.close();
  });

  it('answers 503 with the pending migrations on a database that was never migrated', async () => {
    const t = await appOn('sqlite:{dir}/fresh.db');
    open.push(t);
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(503);
    const body = res.json<{ ready: boolean; checks: { pending: string[] } }>();
    expect(body).toMatchObject({ ready: false, checks: { database: 'ok', migrations: 'pending' } });
    expect(body.checks.pending[0]).toBe('001-core');
  });

  it('answers 503 { ready: false } while the database is unreachable, and health fails too', async () => {
    // Nothing listens on port 1: every connection is refused.
    const t = await appOn('postgres://postgres@127.0.0.1:1/rihla');
    open.push(t);
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      ready: false,
      checks: { database: 'unreachable', migrations: 'unknown' },
    });
    expect((await t.app.inject('/api/health')).statusCode).toBe(503);
  });
});
