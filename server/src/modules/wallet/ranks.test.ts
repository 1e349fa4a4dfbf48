import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import type { Db } from '../../db/database';
import { legTotals, legTotalsFromTree, passesThreeLegRule, threeLegStatus } from './legs';
import { recordRide } from './rides-service';
import { addChain, ledgerOf, makeDriver } from './testing';

const pts = (aed: number) => Math.round(aed * 100);

describe('three-leg rule', () => {
  it('passes Challenger with three legs of exactly 10,000 TGP', () => {
    expect(passesThreeLegRule([pts(10_000), pts(10_000), pts(10_000)], 50_000)).toBe(true);
  });
  it('fails when the weakest of the three legs is one hundredth short of a third of 60%', () => {
    expect(passesThreeLegRule([pts(40_000), pts(40_000), pts(9_999.99)], 50_000)).toBe(false);
  });
  it('fails with only two legs however strong', () => {
    expect(passesThreeLegRule([pts(900_000), pts(900_000)], 50_000)).toBe(false);
  });
  it('counts only the strongest three legs, whatever the order', () => {
    const s = threeLegStatus([pts(1), pts(12_000), pts(5), pts(11_000), pts(10_000)], 50_000);
    expect(s).toEqual({
      qualifies: true,
      legCount: 5,
      strongest: [pts(12_000), pts(11_000), pts(10_000)],
    });
  });
});

/** X with legs A, B, C; each leg a chain 5 deep below X (depths 1-5). */
async function legsUnder(db: Db) {
  const x = await addMember(db, {
    username: `x_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`,
  });
  const legs = [await addChain(db, 5, x), await addChain(db, 5, x), await addChain(db, 5, x)];
  return { x, legs, driver: await makeDriver(db) };
}

describe.each(DB_FLAVOURS)('CRR ranks (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour);
  });
  afterAll(async () => {
    await t.close();
  });
  const rank = async (id: string) =>
    await t.app.ctx.db
      .selectFrom('members')
      .select(['crr_rank', 'crr_rank_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('waits for the third leg, then reaches Challenger when a ride 5 levels down lifts it to exactly 10,000, and pays the bonus once', async () => {
    const db = t.app.ctx.db;
    const { x, legs, driver } = await legsUnder(db);
    const [a, b, c] = legs as [string[], string[], string[]];
    const ride = (id: string, rider: string, aed: number, at: string) =>
      recordRide(db, {
        rideId: id,
        riderId: rider,
        driverId: driver,
        fareFils: pts(aed),
        completedAt: at,
      });
    // X's own PGP: exactly 2,500.
    await ride(`${x}-own`, x, 5_000, '2026-02-01T08:00:00.000Z');
    // Rides 3 levels below X: X gets 50% as TGP, the leg (2 members above the rider) twice that.
    await ride(`${x}-a`, a[2]!, 50_000, '2026-02-02T08:00:00.000Z');
    await ride(`${x}-b`, b[2]!, 50_000, '2026-02-03T08:00:00.000Z');
    await ride(`${x}-c`, c[2]!, 9_998, '2026-02-04T08:00:00.000Z');
    expect((await legTotals(db, x)).map((l) => l.tgp / 100)).toEqual([50_000, 50_000, 9_998]);
    expect(await legTotalsFromTree(db, x)).toEqual(await legTotals(db, x));
    expect((await rank(x)).crr_rank).toBe('None');

    // 5 levels below X: X's own points do not move, leg C gains 4 × 0.50.
    await ride(`${x}-deep`, c[4]!, 1, '2026-02-05T08:00:00.000Z');
    expect((await legTotals(db, x)).map((l) => l.tgp / 100)).toEqual([50_000, 50_000, 10_000]);
    expect(await rank(x)).toEqual({
      crr_rank: 'Challenger',
      crr_rank_at: '2026-02-05T08:00:00.000Z',
    });

    await ride(`${x}-more`, a[2]!, 100, '2026-02-06T08:00:00.000Z');
    const crr = (await ledgerOf(db, x)).filter((l) => l.programme === 'crr');
    expect(crr).toEqual([
      { programme: 'crr', level: null, aed: 1_000, description: 'CRR Challenger rank bonus' },
    ]);
  });

  it('reaches ranks in order: crossing Warrior at once pays Challenger and Warrior', async () => {
    const db = t.app.ctx.db;
    const { x, legs, driver } = await legsUnder(db);
    let n = 0;
    for (const leg of legs) {
      await recordRide(db, {
        rideId: `${x}-w${n++}`,
        riderId: leg[2]!,
        driverId: driver,
        fareFils: pts(70_000),
      });
    }
    expect((await rank(x)).crr_rank).toBe('None');
    await recordRide(db, {
      rideId: `${x}-own`,
      riderId: x,
      driverId: driver,
      fareFils: pts(10_000),
    });
    expect((await rank(x)).crr_rank).toBe('Warrior');
    const crr = (await ledgerOf(db, x)).filter((l) => l.programme === 'crr').map((l) => l.aed);
    expect(crr.sort((p, q) => p - q)).toEqual([1_000, 5_000]);
  });
});
