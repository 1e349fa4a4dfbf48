import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { recordRide } from './rides-service';
import { addChain, ledgerOf, makeDriver, pointsOf } from './testing';

const run = promisify(execFile);
const CHILD = path.join(import.meta.dirname, 'testing-record-process.ts');

describe.each(DB_FLAVOURS)('recording a ride twice (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour);
  });
  afterAll(async () => {
    await t.close();
  });

  const figures = async (ids: string[]) =>
    Promise.all(
      ids.map(async (id) => ({
        points: await pointsOf(t.app.ctx.db, id),
        ledger: await ledgerOf(t.app.ctx.db, id),
      })),
    );

  it('credits once when the same ride is recorded again', async () => {
    const db = t.app.ctx.db;
    const [up, rider] = (await addChain(db, 2)) as [string, string];
    const driver = await makeDriver(db);
    const ride = { rideId: 'again-1', riderId: rider, driverId: driver, fareFils: 100_00 };
    expect(await recordRide(db, ride)).toEqual({ recorded: true, rideId: 'again-1' });
    const before = await figures([up, rider, driver]);
    expect(await recordRide(db, ride)).toEqual({ recorded: false, rideId: 'again-1' });
    expect(await figures([up, rider, driver])).toEqual(before);
  });

  it('credits once when two calls record the same ride at the same moment', async () => {
    const db = t.app.ctx.db;
    const [up, rider] = (await addChain(db, 2)) as [string, string];
    const driver = await makeDriver(db);
    const ride = { rideId: 'same-time', riderId: rider, driverId: driver, fareFils: 100_00 };
    const results = await Promise.all([recordRide(db, ride), recordRide(db, ride)]);
    expect(results.map((r) => r.recorded).sort()).toEqual([false, true]);
    expect(await ledgerOf(db, up)).toHaveLength(1);
    expect(await pointsOf(db, rider)).toEqual({ pgp: 50, tgp: 0 });
  });

  it('credits once when two processes record the same ride at once', async () => {
    const db = t.app.ctx.db;
    const [up, rider] = (await addChain(db, 2)) as [string, string];
    const driver = await makeDriver(db);
    const job = {
      database: t.config.database,
      ride: { rideId: 'two-processes', riderId: rider, driverId: driver, fareFils: 100_00 },
      startAt: Date.now() + 4000,
    };
    const env = { ...process.env, RIDE_JOB: JSON.stringify(job) };
    const both = await Promise.all(
      [1, 2].map(() => run(process.execPath, ['--import', 'tsx', CHILD], { env, timeout: 30_000 })),
    );
    const recorded = both.map((b) => (JSON.parse(b.stdout) as { recorded: boolean }).recorded);
    expect(recorded.sort()).toEqual([false, true]);
    expect(await ledgerOf(db, up)).toEqual([
      {
        programme: 'ddr',
        level: 1,
        aed: 2.1,
        description: 'DDR Level 1 earnings from ride completion',
      },
    ]);
    expect(await pointsOf(db, up)).toEqual({ pgp: 0, tgp: 50 });
  }, 40_000);
});
