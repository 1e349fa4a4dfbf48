import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../test/harness';
import type { Db } from './database';
import { isPostgres, preparedQuery, preparedRowsQuery, preparedValuesQuery } from './prepared';

const byCountry = preparedQuery((db: Db, country: string, limit: number) =>
  db
    .selectFrom('members')
    .select(['id', 'country'])
    .where('country', '=', country)
    .where('kyc_level', '>=', 0)
    .orderBy('id')
    .limit(limit),
);

let builds = 0;
const countedByCountry = preparedQuery((db: Db, country: string) => {
  builds++;
  return db.selectFrom('members').select('id').where('country', '=', country);
});

const idsIn = preparedRowsQuery(
  (db: Db, rows: { id: string }[]) =>
    db
      .selectFrom('members')
      .select('id')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('id'),
  2,
);

const byNamedValues = preparedValuesQuery(
  (db: Db, v: { country: string; minKyc: number; limit: number }) =>
    db
      .selectFrom('members')
      .select('id')
      .where('country', '=', v.country)
      .where('kyc_level', '>=', v.minKyc)
      .orderBy('id')
      .limit(v.limit),
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

  it('compiles once for a database and all its transactions', async () => {
    builds = 0;
    expect(await countedByCountry(db, 'India')).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      await db.transaction().execute(async (trx) => {
        expect(await countedByCountry(trx, 'UAE')).toHaveLength(3);
      });
    }
    expect(builds).toBe(1);
  });

  it('runs a rows query with each call’s rows, whatever their number', async () => {
    const ids = (await db.selectFrom('members').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
    const [a = '', b = '', c = ''] = ids;
    const run = async (rows: string[]) =>
      (
        await idsIn(
          db,
          rows.map((id) => ({ id })),
        )
      ).map((r) => r.id);
    expect(await run([a])).toEqual([a]);
    expect(await run([c, b])).toEqual([b, c]);
    expect(await run([b])).toEqual([b]);
    // Past maxRows (2) the query is built for the call.
    expect(await run([c, a, b])).toEqual([a, b, c]);
    expect(await run([])).toEqual([]);
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

  it('runs a values query by name, whatever order a call spells its keys in', async () => {
    expect(await byNamedValues(db, { country: 'UAE', minKyc: 0, limit: 10 })).toHaveLength(3);
    expect(await byNamedValues(db, { limit: 10, minKyc: 0, country: 'India' })).toHaveLength(1);
    expect(await byNamedValues(db, { minKyc: 0, country: 'UAE', limit: 2 })).toHaveLength(2);
  });
});
