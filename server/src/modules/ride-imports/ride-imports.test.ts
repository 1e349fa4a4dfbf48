import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RIDES_OPS_API,
  type RideImportJob,
  type RideImportRowsPage,
} from '../../../../contract/ops-rides';
import { addMember } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { makeOperator, opsCookieFor } from '../../../test/operators';
import { newId } from '../../lib/ids';
import { splitFare } from '../wallet/money';
import { recordRide } from '../wallet/rides-service';
import { claimBatch, runBatch, runNextBatch } from './import-job';
import { ABANDONED_UPLOAD_MS, failAbandonedUploads, newJobRow } from './staging';

const HOUR = 3600_000;

describe.each(DB_FLAVOURS)('ride imports from the console (%s)', (flavour) => {
  let t: TestApp;
  let cookie = '';
  let n = 0;
  const m: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(flavour);
    const db = t.app.ctx.db;
    m.top = await addMember(db, { username: 'imp_top' });
    m.mid = await addMember(db, { username: 'imp_mid', sponsorId: m.top });
    m.rider = await addMember(db, { username: 'imp_rider', sponsorId: m.mid });
    m.driver = await addMember(db, { username: 'imp_driver' });
    const finance = await makeOperator(t.app, ['finance']);
    cookie = await opsCookieFor(t.app, finance.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const api = `/api${RIDES_OPS_API.imports}`;
  const upload = async (csv: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${api}?name=day.csv`,
      headers: { cookie, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ job: RideImportJob }>().job;
  };
  const start = async (id: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${RIDES_OPS_API.start(id)}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ job: RideImportJob }>().job;
  };
  const job = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api${RIDES_OPS_API.job(id)}`,
        headers: { cookie },
      })
    ).json<{ job: RideImportJob }>().job;
  const rows = async (id: string, show = 'errors') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api${RIDES_OPS_API.rows(id)}?show=${show}`,
        headers: { cookie },
      })
    ).json<RideImportRowsPage>();
  const drain = async (worker: string) => {
    while (await runNextBatch(t.app.ctx.db, worker)) {
      // batch after batch
    }
  };
  const ledgerSum = async () => {
    const r = await t.app.ctx.db
      .selectFrom('ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_fils'), eb.lit(0)).as('s'))
      .executeTakeFirstOrThrow();
    return r.s;
  };
  const count = async (table: 'rides' | 'ledger') =>
    (
      await t.app.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('c'))
        .executeTakeFirstOrThrow()
    ).c;
  /** `count` good rides with fresh ids, `fare` AED each. */
  const goodRows = (count: number, fare = '25.00') => {
    const prefix = `R${String(++n)}`;
    return Array.from(
      { length: count },
      (_, i) => `${prefix}-${String(i)},imp_rider,imp_driver,${fare},2026-01-15T10:00:00+04:00`,
    );
  };
  const HEADER = 'ride_id,rider,driver,fare_aed,completed_at';
  const ddrPerRide = (fils: number) => {
    const s = splitFare(fils);
    return (s.ddrLevelsFils[0] ?? 0) + (s.ddrLevelsFils[1] ?? 0);
  };

  it('the preview names each bad row and writes nothing to rides or the ledger', async () => {
    await recordRide(t.app.ctx.db, {
      rideId: 'KNOWN-1',
      riderId: m.rider ?? '',
      driverId: m.driver ?? '',
      fareFils: 1000,
      completedAt: '2026-01-10T08:00:00.000Z',
    });
    const rides = await count('rides');
    const ledger = await ledgerSum();
    const csv = [
      HEADER,
      'P-1,imp_rider,imp_driver,12.50,2026-01-15T10:00:00+04:00',
      'P-2,nobody_here,imp_driver,12.50,',
      'P-3,imp_rider,imp_driver,twelve,',
      'KNOWN-1,imp_rider,imp_driver,12.00,2026-01-10T08:00:00.000Z',
      'KNOWN-1,imp_rider,imp_driver,10.00,2026-01-10T08:00:00.000Z',
      'P-1,imp_rider,imp_mid,12.50,',
    ].join('\r\n');
    const j = await upload(csv);
    expect(j.status).toBe('ready');
    expect(j.rows).toEqual({ total: 6, valid: 2, errors: 4, known: 1 });
    expect(await count('rides')).toBe(rides);
    expect(await ledgerSum()).toBe(ledger);

    const page = await rows(j.id);
    expect(page.rows.map((r) => [r.line, r.problem])).toEqual([
      [3, 'unknown_rider'],
      [4, 'bad_fare'],
      [5, 'conflict'],
      [7, 'repeated'],
    ]);
    expect(page.rows[2]?.differences).toEqual([
      { field: 'fare', recorded: 'AED 10.00', given: 'AED 12.00' },
    ]);
    expect(page.rows[3]?.differences.map((d) => d.field)).toEqual(['driver']);
    const all = await rows(j.id, 'all');
    expect(all.total).toBe(6);
    expect(all.rows.find((r) => r.line === 6)?.problem).toBe('known');
  });

  it('imports the good rows, and the same file again imports none and reports duplicates', async () => {
    const csv = [HEADER, ...goodRows(7), 'X-1,imp_rider,ghost,5,'].join('\n');
    const before = await ledgerSum();
    const first = await upload(csv);
    await start(first.id);
    await drain('w1');
    const done = await job(first.id);
    expect(done.status).toBe('done');
    expect(done.counts).toEqual({ imported: 7, duplicates: 0, conflicts: 0, errors: 0 });
    const credited = (await ledgerSum()) - before;
    expect(credited).toBe(7 * ddrPerRide(2500));

    const again = await upload(csv);
    expect(again.rows).toEqual({ total: 8, valid: 7, errors: 1, known: 7 });
    await start(again.id);
    await drain('w1');
    const second = await job(again.id);
    expect(second.status).toBe('done');
    expect(second.counts).toEqual({ imported: 0, duplicates: 7, conflicts: 0, errors: 0 });
    expect((await ledgerSum()) - before).toBe(credited);

    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_kind', 'actor_role'])
      .where('target_id', '=', first.id)
      .orderBy('at')
      .execute();
    expect(audit.map((a) => `${a.action}:${a.actor_kind}:${a.actor_role ?? ''}`)).toEqual([
      'rides.upload:operator:finance',
      'rides.import:operator:finance',
      'rides.import.finish:system:',
    ]);
  });

  it('a job can be started once', async () => {
    const j = await upload([HEADER, ...goodRows(1)].join('\n'));
    await start(j.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${RIDES_OPS_API.start(j.id)}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(409);
    await drain('w1');
  });

  it('two workers racing on one job never credit a ride twice', async () => {
    const ridesBefore = await count('rides');
    const before = await ledgerSum();
    const j = await upload([HEADER, ...goodRows(600, '40.00')].join('\n'));
    expect(j.rows.valid).toBe(600);
    await start(j.id);
    await Promise.all([drain('racer-a'), drain('racer-b'), drain('racer-c')]);
    const done = await job(j.id);
    expect(done.status).toBe('done');
    expect(done.counts).toEqual({ imported: 600, duplicates: 0, conflicts: 0, errors: 0 });
    expect(done.batches).toEqual({ total: 3, done: 3 });
    expect((await count('rides')) - ridesBefore).toBe(600);
    expect((await ledgerSum()) - before).toBe(600 * ddrPerRide(4000));
    const claims = await t.app.ctx.db
      .selectFrom('ride_import_batches')
      .select(['attempts'])
      .where('job_id', '=', j.id)
      .execute();
    expect(claims.map((c) => c.attempts)).toEqual([1, 1, 1]);
  }, 60_000);

  it('another worker continues a batch whose worker died, once its lease ran out', async () => {
    const before = await ledgerSum();
    const j = await upload([HEADER, ...goodRows(300)].join('\n'));
    await start(j.id);
    const db = t.app.ctx.db;
    // A live worker holds the first batch; a dead one claimed the second two hours ago with a
    // one-hour lease.
    expect(await claimBatch(db, 'live')).toEqual({ jobId: j.id, batch: 0 });
    const dead = await claimBatch(db, 'dead', { now: () => Date.now() - 2 * HOUR, leaseMs: HOUR });
    expect(dead).toEqual({ jobId: j.id, batch: 1 });
    // Another takes over the dead one's batch, never the live one's.
    expect(await claimBatch(db, 'other')).toEqual({ jobId: j.id, batch: 1 });
    expect(await claimBatch(db, 'third')).toBeNull();
    // The one that took it over runs it; the dead one's late attempt writes nothing.
    expect(await runBatch(db, 'other', { jobId: j.id, batch: 1 })).toBe(true);
    expect(await runBatch(db, 'dead', { jobId: j.id, batch: 1 })).toBe(false);
    expect((await job(j.id)).status).toBe('importing');
    expect(await runBatch(db, 'live', { jobId: j.id, batch: 0 })).toBe(true);
    const done = await job(j.id);
    expect(done.status).toBe('done');
    expect(done.counts.imported).toBe(300);
    expect((await ledgerSum()) - before).toBe(300 * ddrPerRide(2500));
  }, 60_000);

  it('a ride recorded with other data between preview and import is a conflict, the rest import', async () => {
    const lines = goodRows(3);
    const j = await upload([HEADER, ...lines].join('\n'));
    const rideId = (lines[1] ?? '').split(',')[0] ?? '';
    await recordRide(t.app.ctx.db, {
      rideId,
      riderId: m.rider ?? '',
      driverId: m.driver ?? '',
      fareFils: 999,
      completedAt: '2026-01-15T06:00:00.000Z',
    });
    await start(j.id);
    await drain('w1');
    const done = await job(j.id);
    expect(done.counts).toEqual({ imported: 2, duplicates: 0, conflicts: 1, errors: 0 });
    const page = await rows(j.id);
    expect(page.rows.map((r) => [r.line, r.outcome])).toEqual([[3, 'conflict']]);
  });

  it('fails an upload left staging by a process that died, and drops its rows; a live one stays', async () => {
    const db = t.app.ctx.db;
    const staged = async (createdAt: Date) => {
      const id = newId();
      await db
        .insertInto('ride_import_jobs')
        .values(newJobRow(id, 'op', 'cut.csv', createdAt.toISOString()))
        .execute();
      await db
        .insertInto('ride_import_rows')
        .values({
          job_id: id,
          line: 2,
          batch: 0,
          ride_id: `R-${id}`,
          rider: 'imp_rider',
          driver: 'imp_driver',
          fare: '25.00',
          completed_at: '2026-01-15T06:00:00.000Z',
          rider_id: m.rider ?? null,
          driver_id: m.driver ?? null,
          fare_fils: 2500,
          problem: null,
          detail: null,
          outcome: null,
        })
        .execute();
      return id;
    };
    const dead = await staged(new Date(Date.now() - ABANDONED_UPLOAD_MS - 60_000));
    const live = await staged(new Date(Date.now() - 60_000));
    // The worker's idle turn closes it.
    expect(await runNextBatch(db, 'sweeper')).toBe(false);
    const dj = await job(dead);
    expect(dj.status).toBe('failed');
    expect(dj.finishedAt).not.toBeNull();
    const rowsOf = async (id: string) =>
      (await db.selectFrom('ride_import_rows').select('line').where('job_id', '=', id).execute())
        .length;
    expect(await rowsOf(dead)).toBe(0);
    expect((await job(live)).status).toBe('staging');
    expect(await rowsOf(live)).toBe(1);
    // Once is enough: a second turn finds nothing more to close.
    expect(await failAbandonedUploads(db)).toBe(0);
  });

  it('refuses a body that is not a file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api,
      headers: { cookie, 'content-type': 'application/json' },
      payload: { csv: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});
