import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse, RankTrackingResponse } from '../../../contract/rewards';
import { tokenFor } from '../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../test/harness';
import { seedRides } from './rides';
import { legTotals, legTotalsFromTree } from '../modules/wallet/legs';
import { recomputeWallet } from '../modules/wallet/recompute';
import { addDemoTree } from '../modules/wallet/testing';

describe.each(DB_FLAVOURS)('demo rides (%s)', (flavour) => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp(flavour);
    ({ demo } = await addDemoTree(t.app.ctx.db));
    await seedRides(t.app.ctx);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });
  const get = async <T>(url: string) =>
    t.app
      .inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${await tokenFor(t.app, demo)}` },
      })
      .then((r) => r.json<T>());

  it('records a few thousand rides over the last month through the engine', async () => {
    const rides = await t.app.ctx.db
      .selectFrom('rides')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('completed_at').as('first')])
      .executeTakeFirstOrThrow();
    expect(rides.n).toBeGreaterThan(2_000);
    expect(Date.now() - Date.parse(rides.first)).toBeLessThanOrEqual(31 * 86_400_000);
  });

  it('gives demo DDR on all four levels, Challenger reached, Warrior in progress and a payout', async () => {
    const d = (await get<DashboardResponse>(`/api/mlm/user-dashboard/${demo}`)).data;
    for (const level of [1, 2, 3, 4] as const)
      expect(d.ddr.earnings[`level${level}`]).toBeGreaterThan(0);
    expect(d.crr.earnings).toMatchObject({
      currentRank: 'Challenger',
      nextRank: 'Warrior',
      totalEarnings: 1_000,
    });
    expect(d.wallet.totalPaidOut).toBe(750);
    expect(d.wallet.currentBalance).toBeCloseTo(d.wallet.totalEarned - 750, 2);

    const r = (await get<RankTrackingResponse>(`/api/mlm/crr/rank-tracking/${demo}`)).data;
    expect(r.rankTracking.map((x) => x.status)).toEqual([
      'Achieved',
      'In Progress',
      'Locked',
      'Locked',
      'Locked',
    ]);
    const warrior = r.rankTracking[1]!;
    expect(warrior.progress.overall).toBeGreaterThan(30);
    expect(warrior.progress.overall).toBeLessThan(100);
    expect(r.totalPoints.pgp).toBeGreaterThanOrEqual(2_500);
    expect(r.totalPoints.tgp).toBeGreaterThanOrEqual(50_000);
    expect(r.rankTracking[0]!.legs.qualifies).toBe(true);
  });

  it('leaves stored totals equal to what recompute rebuilds from rides and ledger', async () => {
    expect(await legTotals(t.app.ctx.db, demo)).toEqual(
      await legTotalsFromTree(t.app.ctx.db, demo),
    );
    const lines: string[] = [];
    expect(await recomputeWallet(t.app.ctx, (l) => lines.push(l))).toMatchObject({
      differences: 0,
    });
  }, 60_000);
});
