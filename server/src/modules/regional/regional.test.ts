import type { DashboardResponse } from '../../../../contract/rewards';
import { aedToUsd } from '../../../../contract/money';
import { dataOf } from '../bbr/test-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import type { Db } from '../../db/database';
import { recordRide } from '../wallet/rides-service';
import { countryRequestsCommand } from '../../cli/regional-commands';

/** Test set-up only: a KYC-approved member holding a CRR rank since `at`. */
async function ranked(
  db: Db,
  rank: string,
  at: string,
  opts: { country?: string; kyc?: boolean; name?: string } = {},
) {
  const id = await addMember(db, {
    country: opts.country ?? 'UAE',
    kycStatus: opts.kyc === false ? 'pending' : 'approved',
    firstName: opts.name ?? `Amb ${rank}`,
    lastName: '',
  });
  await db
    .updateTable('members')
    .set({ crr_rank: rank, crr_rank_at: at, pgp_total: 10_000_00, tgp_total: 200_000_00 })
    .where('id', '=', id)
    .execute();
  return id;
}

describe.each(DB_FLAVOURS)('regional ambassadors (%s)', (flavour) => {
  let t: TestApp;
  let me: string;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth() });
  const post = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/mlm/regional/country-update-request',
      headers: auth(),
      payload: body as object,
    });

  beforeAll(async () => {
    t = await createTestApp(flavour);
    me = await addMember(t.app.ctx.db, {
      username: 'reg_me',
      country: 'UAE',
      firstName: 'Huda',
      lastName: '',
    });
    token = await tokenFor(t.app, me);
  });
  afterAll(() => t.close());

  it('answers empty lists and a rank-less progress before anyone holds a rank', async () => {
    expect(
      dataOf('regionalBoard', await get('/api/mlm/regional/leaderboard?page=1&limit=20'))
        .leaderboard,
    ).toEqual([]);
    expect(
      dataOf('ambassadors', await get('/api/mlm/regional/global-ambassadors?page=1&limit=20')),
    ).toEqual({
      ambassadors: [],
      pagination: { page: 1, limit: 20, total: 0, hasMore: false },
    });
    const p = dataOf('regionalProgress', await get(`/api/mlm/regional/progress/${me}`));
    expect(p).toMatchObject({
      totalEarnings: { regionalShares: 0, currency: 'USD', regionalSharesAed: 0 },
      titleHolder: null,
      country: 'UAE',
      isAmbassador: false,
      yourProgress: {
        currentRank: { name: 'None', level: 0 },
        victoryRank: 'Challenger',
        progress: { achieved: '0 of 5 ranks achieved', percentage: 0 },
        nextRank: {
          name: 'Challenger',
          requirement: '2,500 PGP and 50,000 TGP accumulated, with three strong legs',
        },
      },
      pendingCountryRequest: null,
    });
  });

  it('answers 401 without a token and 403 for someone else', async () => {
    for (const url of [
      `/api/mlm/regional/progress/${me}`,
      '/api/mlm/regional/leaderboard',
      '/api/mlm/regional/global-ambassadors',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/mlm/regional/country-update-request',
      payload: { newCountry: 'UK' },
    });
    expect(anon.statusCode).toBe(401);
    const other = await addMember(t.app.ctx.db);
    expect((await get(`/api/mlm/regional/progress/${other}`)).statusCode).toBe(403);
    const forOther = await post({ userId: other, newCountry: 'UK' });
    expect(forOther.statusCode).toBe(403);
  });

  it('gives the title to the KYC-approved member with the highest rank, the earliest winning a tie', async () => {
    const db = t.app.ctx.db;
    await ranked(db, 'Champion', '2026-01-01T00:00:00.000Z', { kyc: false, name: 'No Kyc' });
    await ranked(db, 'Tycoon', '2026-02-02T00:00:00.000Z', { name: 'Later Tycoon' });
    const early = await ranked(db, 'Tycoon', '2026-02-01T00:00:00.000Z', { name: 'Early Tycoon' });
    await ranked(db, 'Warrior', '2026-01-01T00:00:00.000Z', { name: 'Warrior One' });
    const p = dataOf('regionalProgress', await get(`/api/mlm/regional/progress/${me}`));
    expect(p.titleHolder).toEqual({ name: 'Early Tycoon', flag: '🇦🇪', country: 'UAE' });
    expect(p.yourProgress.victoryRank).toBe('Champion');
    const amb = dataOf(
      'ambassadors',
      await get('/api/mlm/regional/global-ambassadors'),
    ).ambassadors;
    expect(amb).toEqual([
      expect.objectContaining({
        name: 'Early Tycoon',
        rank: 'Tycoon',
        country: 'UAE',
        flag: '🇦🇪',
        isPermanent: false,
      }),
    ]);
    const token2 = await tokenFor(t.app, early);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/mlm/regional/progress/${early}`,
      headers: { authorization: `Bearer ${token2}` },
    });
    expect(dataOf('regionalProgress', own)).toMatchObject({
      isAmbassador: true,
      yourProgress: {
        currentRank: { name: 'Tycoon', level: 3 },
        progress: { percentage: 60 },
        nextRank: { name: 'Champion' },
      },
    });
  });

  it('lists KYC-approved members by rank, then points, with flags and rank icons', async () => {
    const db = t.app.ctx.db;
    await ranked(db, 'Warrior', '2026-01-05T00:00:00.000Z', {
      country: 'Pakistan',
      name: 'Pak Warrior',
    });
    const rows = dataOf('regionalBoard', await get('/api/mlm/regional/leaderboard')).leaderboard;
    expect(rows.map((r: { name: string }) => r.name)).toEqual([
      'Early Tycoon',
      'Later Tycoon',
      'Warrior One',
      'Pak Warrior',
    ]);
    expect(rows[3]).toMatchObject({
      rank: 4,
      flag: '🇵🇰',
      crrRank: 'Warrior',
      totalPoints: 210_000,
    });
    expect(rows[3]?.rankIcon).toBe(rows[2]?.rankIcon);
    const pak = dataOf(
      'regionalBoard',
      await get('/api/mlm/regional/leaderboard?country=pakistan'),
    ).leaderboard;
    expect(pak.map((r: { name: string }) => r.name)).toEqual(['Pak Warrior']);
  });

  it('shares each ride’s regional pool among the title holders, adding up to the pool exactly', async () => {
    const db = t.app.ctx.db;
    const rider = await addMember(db);
    const driver = await addMember(db);
    for (let i = 0; i < 5; i++) {
      await recordRide(db, {
        rideId: `pool-${flavour}-${i}`,
        riderId: rider,
        driverId: driver,
        fareFils: 1_000_00 + i * 37,
      });
    }
    const rides = await db
      .selectFrom('rides')
      .select(['id', 'regional_pool_fils'])
      .where('id', 'like', `pool-${flavour}-%`)
      .execute();
    for (const r of rides) {
      const shares = await db
        .selectFrom('ledger')
        .select(['member_id', 'amount_fils'])
        .where('ride_id', '=', r.id)
        .where('programme', '=', 'regional')
        .execute();
      expect(shares.reduce((s, x) => s + x.amount_fils, 0)).toBe(r.regional_pool_fils);
      expect(new Set(shares.map((s) => s.member_id)).size).toBe(shares.length);
    }
    const amb = dataOf(
      'ambassadors',
      await get('/api/mlm/regional/global-ambassadors'),
    ).ambassadors;
    const totalPool = rides.reduce((s, r) => s + r.regional_pool_fils, 0);
    // Two holders (UAE, Pakistan) share 5 pools of 60 fils: 300 fils = AED 3 = $0.82.
    expect(amb).toHaveLength(2);
    expect(totalPool).toBe(300);
    expect(
      amb.reduce((s: number, a: { totalEarnings: number }) => s + a.totalEarnings, 0),
    ).toBeCloseTo(0.82, 2);
  });

  it('keeps a Boss title for good, even after its holder moves country', async () => {
    const db = t.app.ctx.db;
    const boss = await ranked(db, 'Boss', '2026-03-01T00:00:00.000Z', {
      country: 'UK',
      name: 'Uk Boss',
    });
    const bossToken = await tokenFor(t.app, boss);
    await recordRide(db, {
      rideId: `boss-${flavour}`,
      riderId: me,
      driverId: boss,
      fareFils: 50_00,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mlm/regional/country-update-request',
      headers: { authorization: `Bearer ${bossToken}` },
      payload: { newCountry: 'united arab emirates' },
    });
    expect(res.statusCode).toBe(201);
    const lines: string[] = [];
    await countryRequestsCommand.run(
      t.app.ctx,
      ['approve', res.json<{ data: { id: string } }>().data.id],
      (l) => lines.push(l),
    );
    expect(lines).toEqual(["Approved: the member's country is now UAE."]);
    const amb = dataOf(
      'ambassadors',
      await get('/api/mlm/regional/global-ambassadors'),
    ).ambassadors;
    expect(
      amb.map((a: { name: string; country: string; isPermanent: boolean }) => [
        a.name,
        a.country,
        a.isPermanent,
      ]),
    ).toEqual([
      ['Uk Boss', 'UK', true],
      ['Early Tycoon', 'UAE', false],
      ['Pak Warrior', 'Pakistan', false],
    ]);
  });

  it('takes one pending country request at a time and validates it', async () => {
    expect((await post({ newCountry: '' })).statusCode).toBe(400);
    expect((await post({ newCountry: 'UAE' })).json()).toMatchObject({
      success: false,
      message: 'That is already your country',
    });
    // An unknown field is ignored (DECISIONS 40), a wrong type is not.
    expect((await post({ newCountry: 42, extra: 1 })).statusCode).toBe(400);
    const ok = await post({ userId: me, newCountry: 'india' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      success: true,
      message: 'Country update request submitted successfully',
      data: { userId: me, currentCountry: 'UAE', requestedCountry: 'India', status: 'pending' },
    });
    const again = await post({ newCountry: 'UK' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'You already have a pending country update request',
    );
    const p = dataOf('regionalProgress', await get(`/api/mlm/regional/progress/${me}`));
    expect(p.pendingCountryRequest).toMatchObject({ requestedCountry: 'India' });
    const lines: string[] = [];
    await countryRequestsCommand.run(
      t.app.ctx,
      ['reject', ok.json<{ data: { id: string } }>().data.id, '--note', 'No proof'],
      (l) => lines.push(l),
    );
    expect(lines).toEqual(["Rejected: the member's country stays UAE."]);
    expect((await post({ newCountry: 'UK' })).statusCode).toBe(201);
  });

  it('sends a holder’s shares in dollars with the AED the wallet shows for them (DECISIONS 35)', async () => {
    const db = t.app.ctx.db;
    const holder = await ranked(db, 'Warrior', '2026-04-01T00:00:00.000Z', {
      country: 'Japan',
      name: 'Jp Warrior',
    });
    for (let i = 0; i < 3; i++) {
      await recordRide(db, {
        rideId: `peg-${flavour}-${i}`,
        riderId: me,
        driverId: holder,
        fareFils: 777_77 + i * 13,
      });
    }
    const headers = { authorization: `Bearer ${await tokenFor(t.app, holder)}` };
    const as = (url: string) => t.app.inject({ method: 'GET', url, headers });
    const p = dataOf('regionalProgress', await as(`/api/mlm/regional/progress/${holder}`));
    const wallet = (await as(`/api/mlm/user-dashboard/${holder}`)).json<DashboardResponse>().data;
    const aed = wallet.summary.totalEarnings.countryAmbassador;
    expect(aed).toBeGreaterThan(0);
    expect(p.totalEarnings).toEqual({
      regionalShares: aedToUsd(aed),
      currency: 'USD',
      regionalSharesAed: aed,
    });
    const amb = dataOf(
      'ambassadors',
      await get('/api/mlm/regional/global-ambassadors'),
    ).ambassadors.find((a: { name: string }) => a.name === 'Jp Warrior');
    expect(amb).toMatchObject({ totalEarnings: aedToUsd(aed), totalEarningsAed: aed });
  });
});
