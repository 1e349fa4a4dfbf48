import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import type { Db } from '../../db/database';
import { cliActor } from '../audit/service';
import { decideForMember } from '../kyc/member-decision';
import { recordRide, recordRides, type RideInput } from '../wallet/rides-service';
import { addChain, makeDriver } from '../wallet/testing';

const aed = (n: number) => Math.round(n * 100);

/** Test set-up only: a member holding a CRR rank since `at` (null: no date stored). */
async function ranked(
  db: Db,
  country: string,
  rank: string,
  at: string | null,
  kyc: 'approved' | 'pending' = 'approved',
  username?: string,
) {
  const id = await addMember(db, {
    country,
    kycStatus: kyc,
    ...(username ? { username } : {}),
  });
  await db
    .updateTable('members')
    .set({ crr_rank: rank, crr_rank_at: at })
    .where('id', '=', id)
    .execute();
  return id;
}

interface World {
  /** KYC-approved, in India, one ride short of Challenger: a ride by `lifter` lifts it. */
  x: string;
  lifter: string;
  rider: string;
  driver: string;
}

/**
 * Holders in UAE and Pakistan; X (India) with three legs, 2 AED of TGP short of Challenger
 * (the legs as in wallet/ranks.test.ts); then a Boss in the UK whose title is not yet recorded
 * and has no rank date, so the first ride to share records it.
 */
async function buildWorld(db: Db): Promise<World> {
  await ranked(db, 'UAE', 'Tycoon', '2026-01-01T00:00:00.000Z');
  await ranked(db, 'Pakistan', 'Warrior', '2026-01-02T00:00:00.000Z');
  const x = await addMember(db, { country: 'India', kycStatus: 'approved' });
  const [a, b, c] = [await addChain(db, 5, x), await addChain(db, 5, x), await addChain(db, 5, x)];
  const driver = await makeDriver(db);
  const rider = await addMember(db);
  const pre: [string, string, number][] = [
    ['pre-own', x, 5_000],
    ['pre-a', a[2] ?? '', 50_000],
    ['pre-b', b[2] ?? '', 50_000],
    ['pre-c', c[2] ?? '', 9_998],
  ];
  for (const [rideId, riderId, fare] of pre) {
    await recordRide(db, {
      rideId,
      riderId,
      driverId: driver,
      fareFils: aed(fare),
      completedAt: '2026-02-01T08:00:00.000Z',
    });
  }
  await ranked(db, 'UK', 'Boss', null);
  return { x, lifter: c[4] ?? '', rider, driver };
}

/** Rides before, at and after the one that lifts X to Challenger. */
function sequence(w: World): RideInput[] {
  const ride = (n: number, riderId: string, fare: number): RideInput => ({
    rideId: `seq-${n}`,
    riderId,
    driverId: w.driver,
    fareFils: aed(fare),
    completedAt: `2026-03-01T0${n}:00:00.000Z`,
  });
  return [
    ride(0, w.rider, 123.45),
    ride(1, w.rider, 77.77),
    ride(2, w.lifter, 1),
    ride(3, w.rider, 987.65),
    ride(4, w.rider, 250),
    ride(5, w.rider, 333.33),
  ];
}

async function regionalRows(db: Db, like: string) {
  const rows = await db
    .selectFrom('ledger')
    .select(['ride_id', 'description', 'amount_fils'])
    .where('programme', '=', 'regional')
    .where('ride_id', 'like', like)
    .execute();
  return rows
    .map((r) => `${r.ride_id ?? ''} ${r.description} ${String(r.amount_fils)}`)
    .sort((p, q) => (p < q ? -1 : p > q ? 1 : 0));
}

async function poolsAddUp(db: Db, like: string): Promise<boolean> {
  const rides = await db
    .selectFrom('rides')
    .select(['id', 'regional_pool_fils'])
    .where('id', 'like', like)
    .execute();
  for (const r of rides) {
    const paid = await db
      .selectFrom('ledger')
      .select('amount_fils')
      .where('ride_id', '=', r.id)
      .where('programme', '=', 'regional')
      .execute();
    if (paid.reduce((s, p) => s + p.amount_fils, 0) !== r.regional_pool_fils) return false;
  }
  return rides.length > 0;
}

describe.each(DB_FLAVOURS)('regional pool within a batch of rides (%s)', (flavour) => {
  let batched: TestApp;
  let w: World;
  /** The same world's rides recorded one per transaction (apps one at a time: migrations). */
  let singleRows: string[];
  let singlePoolsAddUp: boolean;
  beforeAll(async () => {
    const single = await createTestApp(flavour);
    try {
      const db = single.app.ctx.db;
      for (const input of sequence(await buildWorld(db))) await recordRide(db, input);
      singleRows = await regionalRows(db, 'seq-%');
      singlePoolsAddUp = await poolsAddUp(db, 'seq-%');
    } finally {
      await single.close();
    }
    batched = await createTestApp(flavour);
    w = await buildWorld(batched.app.ctx.db);
  });
  afterAll(() => batched.close());

  it('a rank reached inside a batch makes that member a title holder for the next ride in the same batch', async () => {
    const db = batched.app.ctx.db;
    const results = await recordRides(db, sequence(w));
    expect(results.every((r) => r.recorded)).toBe(true);
    expect(results[2]?.rankChanges).toEqual([
      { memberId: w.x, from: 'None', to: 'Challenger', bonusesFils: aed(1_000) },
    ]);
    const india = async (rideId: string) =>
      (await regionalRows(db, rideId)).filter((r) => r.includes('(India)'));
    expect(await india('seq-1')).toEqual([]);
    expect(await india('seq-3')).toHaveLength(1);
    expect(await poolsAddUp(db, 'seq-%')).toBe(true);
  });

  it('a Boss title recorded by the first ride of a batch is shared as the stored title for the rest of it', async () => {
    const db = batched.app.ctx.db;
    const titles = await db
      .selectFrom('regional_permanent_titles')
      .select(['country', 'since'])
      .execute();
    expect(titles.map((t) => t.country)).toEqual(['UK']);
    const uk = (await regionalRows(db, 'seq-%')).filter((r) => r.includes('(UK)'));
    expect(uk.map((r) => r.split(' ')[0])).toEqual(['seq-0', 'seq-1', 'seq-3', 'seq-4', 'seq-5']);
  });

  it('shares every ride of a batch exactly as rides recorded one per transaction', async () => {
    expect(singlePoolsAddUp).toBe(true);
    expect(singleRows.length).toBeGreaterThan(10);
    expect(await regionalRows(batched.app.ctx.db, 'seq-%')).toEqual(singleRows);
  });

  it('a KYC approval between batches is seen by the next batch', async () => {
    const db = batched.app.ctx.db;
    const username = `oman_${flavour}`;
    await ranked(db, 'Oman', 'Champion', '2026-01-03T00:00:00.000Z', 'pending', username);
    const ride = (id: string): RideInput => ({
      rideId: id,
      riderId: w.rider,
      driverId: w.driver,
      fareFils: aed(200),
      completedAt: '2026-03-02T08:00:00.000Z',
    });
    await recordRides(db, [ride('kyc-0'), ride('kyc-1')]);
    await decideForMember(batched.app.ctx, username, 'approve', { actor: cliActor() });
    await recordRides(db, [ride('kyc-2'), ride('kyc-3')]);
    const oman = (await regionalRows(db, 'kyc-%')).filter((r) => r.includes('(Oman)'));
    expect(oman.map((r) => r.split(' ')[0])).toEqual(['kyc-2', 'kyc-3']);
    expect(await poolsAddUp(db, 'kyc-%')).toBe(true);
  });
});
