import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { addMember } from '../../../test/fixtures';
import { splitFare } from './money';
import { recordRide } from './rides-service';
import { addChain, ledgerOf, makeDriver, pointsOf } from './testing';

describe.each(DB_FLAVOURS)('ride rules (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour);
  });
  afterAll(async () => {
    await t.close();
  });

  it('splits a 100 AED fare into the rewards amount, pools and DDR levels', () => {
    const s = splitFare(100_00);
    expect(s.rewardsFils).toBe(15_00);
    expect(s.ddrLevelsFils).toEqual([210, 90, 54, 6]);
    expect(s.pools).toEqual({ ddr: 360, crr: 199, bbr: 90, hlr: 100, regional: 6 });
    expect(s.companyFils).toBe(15_00 - 360 - 199 - 90 - 100 - 6);
    expect(s.pgpHundredths).toBe(50_00);
    expect(s.tgpHundredths).toBe(50_00);
  });

  it('pays a 100 AED ride with four uplines exactly the listed amounts, and nothing to level 5', async () => {
    const db = t.app.ctx.db;
    const [l5, l4, l3, l2, l1, rider] = await addChain(db, 6);
    const driver = await makeDriver(db);
    const res = await recordRide(db, {
      rideId: 'worked-100',
      riderId: rider!,
      driverId: driver,
      fareFils: 100_00,
      completedAt: '2026-03-10T10:00:00.000Z',
    });
    expect(res).toEqual({ recorded: true, rideId: 'worked-100' });

    expect(await ledgerOf(db, l1!)).toEqual([
      {
        programme: 'ddr',
        level: 1,
        aed: 2.1,
        description: 'DDR Level 1 earnings from ride completion',
      },
    ]);
    expect((await ledgerOf(db, l2!))[0]?.aed).toBe(0.9);
    expect((await ledgerOf(db, l3!))[0]?.aed).toBe(0.54);
    expect((await ledgerOf(db, l4!))[0]?.aed).toBe(0.06);
    expect(await ledgerOf(db, l5!)).toEqual([]);
    expect(await ledgerOf(db, rider!)).toEqual([]);

    expect(await pointsOf(db, rider!)).toEqual({ pgp: 50, tgp: 0 });
    expect(await pointsOf(db, driver)).toEqual({ pgp: 50, tgp: 0 });
    for (const up of [l1, l2, l3, l4]) expect(await pointsOf(db, up!)).toEqual({ pgp: 0, tgp: 50 });
    expect(await pointsOf(db, l5!)).toEqual({ pgp: 0, tgp: 0 });

    const ride = await db
      .selectFrom('rides')
      .selectAll()
      .where('id', '=', 'worked-100')
      .executeTakeFirstOrThrow();
    expect(ride).toMatchObject({
      fare_fils: 100_00,
      rewards_fils: 15_00,
      ddr_pool_fils: 360,
      ddr_paid_fils: 360,
      regional_pool_fils: 6,
      month: '2026-03',
    });
  });

  it('keeps unpaid DDR levels in the pool when the rider has fewer than four uplines', async () => {
    const db = t.app.ctx.db;
    const [top, rider] = await addChain(db, 2);
    const driver = await makeDriver(db);
    await recordRide(db, {
      rideId: 'short-chain',
      riderId: rider!,
      driverId: driver,
      fareFils: 100_00,
    });
    expect(await ledgerOf(db, top!)).toHaveLength(1);
    const ride = await db
      .selectFrom('rides')
      .select(['ddr_paid_fils'])
      .where('id', '=', 'short-chain')
      .executeTakeFirstOrThrow();
    expect(ride.ddr_paid_fils).toBe(210);
  });

  it('keeps monthly points per Dubai calendar month and accumulates across months', async () => {
    const db = t.app.ctx.db;
    const [sponsor, rider] = await addChain(db, 2);
    const driver = await makeDriver(db);
    const base = { riderId: rider!, driverId: driver };
    await recordRide(db, {
      ...base,
      rideId: 'm1',
      fareFils: 80_00,
      completedAt: '2026-01-31T19:59:00.000Z', // 23:59 in Dubai
    });
    await recordRide(db, {
      ...base,
      rideId: 'm2',
      fareFils: 40_00,
      completedAt: '2026-01-31T20:01:00.000Z', // 00:01 on 1 February in Dubai
    });
    await recordRide(db, {
      ...base,
      rideId: 'm3',
      fareFils: 20_00,
      completedAt: '2026-02-15T12:00:00.000Z',
    });
    const monthly = await db
      .selectFrom('monthly_points')
      .select(['member_id', 'month', 'pgp', 'tgp'])
      .where('member_id', 'in', [rider!, sponsor!])
      .orderBy('member_id')
      .orderBy('month')
      .execute();
    const of = (id: string) =>
      monthly.filter((m) => m.member_id === id).map((m) => [m.month, m.pgp / 100, m.tgp / 100]);
    expect(of(rider!)).toEqual([
      ['2026-01', 40, 0],
      ['2026-02', 30, 0],
    ]);
    expect(of(sponsor!)).toEqual([
      ['2026-01', 0, 40],
      ['2026-02', 0, 30],
    ]);
    expect(await pointsOf(db, rider!)).toEqual({ pgp: 70, tgp: 0 });
  });

  it('refuses a ride whose rider is its driver, an unknown member, or a bad fare', async () => {
    const db = t.app.ctx.db;
    const a = await addMember(db);
    await expect(recordRide(db, { riderId: a, driverId: a, fareFils: 100 })).rejects.toThrow(
      'Rider and driver must be different members',
    );
    await expect(recordRide(db, { riderId: a, driverId: 'nobody', fareFils: 100 })).rejects.toThrow(
      'Driver not found',
    );
    const b = await addMember(db);
    await expect(recordRide(db, { riderId: a, driverId: b, fareFils: 0 })).rejects.toThrow('Fare');
    await expect(recordRide(db, { riderId: a, driverId: b, fareFils: 1.5 })).rejects.toThrow(
      'Fare',
    );
  });
});
