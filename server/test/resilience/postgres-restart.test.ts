/**
 * Faults (issue 9): the PostgreSQL server restarts underneath a running API process. While it
 * is down requests fail cleanly with 503; once it is back they succeed, with no API restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type DbHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { addMember, tokenFor } from '../fixtures';
import { MemoryMailer } from '../harness';
import {
  createThrowawayPostgres,
  throwawayUnavailable,
  type ThrowawayPostgres,
} from './throwaway-postgres';

const unavailable = throwawayUnavailable();
if (unavailable) console.warn(`PostgreSQL restart test skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('API over a PostgreSQL server that restarts', () => {
  let pg: ThrowawayPostgres;
  let database: DbHandle;
  let app: FastifyInstance;
  let token: string;
  let memberId: string;

  beforeAll(async () => {
    pg = createThrowawayPostgres(56000 + (process.pid % 1000));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: pg.url,
      JWT_SECRET: 'fault-test-secret-fault-test-secret-0123456789',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/rihla-pgfault-data',
    });
    database = openDatabase(config.database);
    await migrateToLatest(database.db);
    app = await buildApp({
      config,
      database,
      mailer: new MemoryMailer(),
      serveStatic: false,
      logger: false,
    });
    await app.ready();
    memberId = await addMember(database.db, { username: 'fault_member' });
    token = await tokenFor(app, memberId);
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await database.close();
    pg.destroy();
  });

  const currentUser = () =>
    app.inject({
      method: 'GET',
      url: '/api/drivers/get-current-user',
      headers: { authorization: `Bearer ${token}` },
    });

  it('answers 503 while the database is down and recovers when it is back', async () => {
    expect((await currentUser()).statusCode).toBe(200);

    pg.stop();
    for (const res of [
      await currentUser(),
      await app.inject({ method: 'GET', url: '/api/health' }),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.headers['retry-after']).toBeDefined();
    }

    pg.start();
    // The pool reconnects on its own; allow it a moment.
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await currentUser()).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 60_000);
});
