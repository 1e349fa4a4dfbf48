import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';

const base = process.env.TEST_DATABASE_URL;

// Kysely finds its bookkeeping tables in any schema unless told which: another schema's (a
// crashed test's, a second app's) made every later migration fail with "relation
// kysely_migration_lock does not exist".
describe.runIf(base)('migrations on a PostgreSQL database with other schemas', () => {
  const other = `zz_other_${process.pid}`;
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  afterAll(async () => {
    await admin(`DROP SCHEMA IF EXISTS ${other} CASCADE`);
  });

  it("migrates its own schema when another schema holds Kysely's tables", async () => {
    await admin(
      `CREATE SCHEMA ${other};
       CREATE TABLE ${other}.kysely_migration (name varchar(255) PRIMARY KEY, timestamp varchar(255) NOT NULL);
       CREATE TABLE ${other}.kysely_migration_lock (id varchar(255) PRIMARY KEY, is_locked integer NOT NULL DEFAULT 0)`,
    );
    const t = await createTestApp('postgres');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
