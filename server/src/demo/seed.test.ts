import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardResponse, RankTrackingResponse } from '../../../contract/rewards';
import { tokenFor } from '../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../test/harness';
import { PHONE_COUNTRIES, readMobile } from '../../../contract/phone';
import { prepareDatabase } from '../start-server';
import { seedDemo } from './seed';

/**
 * The demo's figures as the seed built them before it moved out of db/ and the modules
 * (captured on a fresh SQLite database, nine runs). Member ids are random, and the ride plan
 * picks riders from lists in id order, so DDR, points and the regional share move by a few
 * AED from one run to the next; those are pinned to a narrow band around what was measured.
 */
const BEFORE = {
  members: 92,
  treeDepth: 9,
  depthBelowDemo: 7,
  totalEarned: 12_483,
  ddr: 890,
  crr: 1_000,
  regional: 9_392.9,
  paidOut: 750,
  pgp: 5_950,
  tgp: 70_750,
};
/** Added after the move: the demo member's paid bank withdrawal (demo/withdrawals.ts). */
const DEMO_WITHDRAWN = 1_500;

const near = (actual: number, expected: number, pct: number) => {
  expect(actual).toBeGreaterThanOrEqual(expected * (1 - pct / 100));
  expect(actual).toBeLessThanOrEqual(expected * (1 + pct / 100));
};

describe.each(DB_FLAVOURS)('demo seed at start on an empty database (%s)', (flavour) => {
  let t: TestApp;
  let demo: string;
  const said: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(flavour);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((line) => {
      said.push(String(line));
      return true;
    });
    try {
      await prepareDatabase(t.config);
    } finally {
      stderr.mockRestore();
    }
    const row = await t.app.ctx.db
      .selectFrom('members')
      .select('id')
      .where('username_lower', '=', 'demo')
      .executeTakeFirstOrThrow();
    demo = row.id;
  }, 120_000);
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const headers = { authorization: `Bearer ${await tokenFor(t.app, demo)}` };
    const res = await t.app.inject({ method: 'GET', url, headers });
    return res.json<{ data: T }>().data;
  };

  it('seeds the same members in a tree as deep as before', async () => {
    expect(said.join('')).toContain('empty database: seeding demo data');
    const db = t.app.ctx.db;
    const members = await db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(members.n).toBe(BEFORE.members);
    const deepest = await db
      .selectFrom('referral_paths')
      .select((eb) => eb.fn.max('depth').as('d'))
      .executeTakeFirstOrThrow();
    expect(deepest.d).toBe(BEFORE.treeDepth);
    const belowDemo = await db
      .selectFrom('referral_paths')
      .select((eb) => eb.fn.max('depth').as('d'))
      .where('ancestor_id', '=', demo)
      .executeTakeFirstOrThrow();
    expect(belowDemo.d).toBe(BEFORE.depthBelowDemo);
  });

  it('gives every demo member a valid mobile of one of the eight countries', async () => {
    const rows = await t.app.ctx.db
      .selectFrom('members')
      .select(['username', 'phone', 'phone_national', 'country'])
      .execute();
    expect(rows).toHaveLength(BEFORE.members);
    const wrong = rows.filter((r) => {
      const country = PHONE_COUNTRIES.find((c) => r.phone.startsWith(c.dialCode));
      const mobile = country && readMobile(r.phone, country);
      // Members of a country outside the eight (the Saudi team) have UAE mobiles.
      const home = PHONE_COUNTRIES.some((c) => c.name === r.country) ? r.country : 'UAE';
      return (
        mobile?.e164 !== r.phone ||
        mobile.national !== r.phone_national ||
        mobile.country.name !== home
      );
    });
    expect(wrong).toEqual([]);
    expect(new Set(rows.map((r) => r.country)).size).toBeGreaterThanOrEqual(5);
  });

  it('gives the demo member the same wallet totals and rank as before', async () => {
    const d = await get<DashboardResponse['data']>(`/api/mlm/user-dashboard/${demo}`);
    const earned = d.summary.totalEarnings;
    near(d.wallet.totalEarned, BEFORE.totalEarned, 0.5);
    expect(d.wallet.totalPaidOut).toBe(BEFORE.paidOut + DEMO_WITHDRAWN);
    expect(d.wallet.currentBalance).toBeCloseTo(
      d.wallet.totalEarned - BEFORE.paidOut - DEMO_WITHDRAWN,
      2,
    );
    near(earned.ddr, BEFORE.ddr, 2);
    expect(earned.crr).toBe(BEFORE.crr);
    // Two booster wins always; the third when the rides seed's team rides fall in its window.
    expect([800, 1_200]).toContain(earned.bbr);
    expect(earned.hlr).toBe(0);
    near(earned.regionalAmbassador, BEFORE.regional, 0.1);
    expect(d.crr.earnings).toMatchObject({ currentRank: 'Challenger', nextRank: 'Warrior' });

    const r = await get<RankTrackingResponse['data']>(`/api/mlm/crr/rank-tracking/${demo}`);
    expect(r.rankTracking.map((x) => x.status).join(', ')).toBe(
      'Achieved, In Progress, Locked, Locked, Locked',
    );
    near(r.totalPoints.pgp, BEFORE.pgp, 3);
    near(r.totalPoints.tgp, BEFORE.tgp, 1);
  });
});

describe.each(DB_FLAVOURS)('demo seed in production (%s)', (flavour) => {
  it('refuses to seed, even when asked to, and leaves the empty database empty', async () => {
    const t = await createTestApp(flavour);
    try {
      const config = { ...t.config, isProduction: true, seedDemo: true };
      await prepareDatabase(config);
      await expect(seedDemo({ ...t.app.ctx, config })).rejects.toThrow(
        'Refusing to seed demo data in production',
      );
      const row = await t.app.ctx.db.selectFrom('members').select('id').executeTakeFirst();
      expect(row).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
