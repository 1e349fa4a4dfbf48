import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../test/harness';
import type { Db } from './database';
import { isPostgres, preparedQuery } from './prepared';

const byCountry = preparedQuery((db: Db, country: string, limit: number) =>
  db
    .selectFrom('members')
    .select(['id', 'country'])
    .where('country', '=', country)
    .where('kyc_level', '>=', 0)
    .orderBy('id')
    .limit(limit),
);

describe.each(DB_FLAVOURS)('prepared queries (%s)', (flavour) => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp(flavour);
    db = t.app.ctx.db;
    for (const country of ['UAE', 'UAE', 'UAE', 'India']) await addMember(db, { country });
  });
  afterAll(() => t.close());

  it('runs the SQL compiled on the first call with each call’s own values', async () => {
    expect(await byCountry(db, 'UAE', 10)).toHaveLength(3);
    expect(await byCountry(db, 'UAE', 2)).toHaveLength(2);
    const india = await byCountry(db, 'India', 10);
    expect(india.map((r) => r.country)).toEqual(['India']);
    expect(await byCountry(db, 'Oman', 10)).toEqual([]);
  });

  it('treats values that look like SQL as plain values', async () => {
    expect(await byCountry(db, "UAE' OR '1'='1", 10)).toEqual([]);
  });

  it('knows which database it compiles for', () => {
    expect(isPostgres(db)).toBe(flavour === 'postgres');
  });

  it('refuses an argument that is computed on instead of used as a value', async () => {
    const broken = preparedQuery((d: Db, page: number) =>
      d
        .selectFrom('members')
        .select('id')
        .limit(10)
        .offset((page - 1) * 10),
    );
    await expect(broken(db, 2)).rejects.toThrow('argument 0 is not used as a value');
  });
});
