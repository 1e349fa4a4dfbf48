import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardResponse,
  DdrLeaderboardResponse,
  CrrLeaderboardResponse,
  RankTrackingResponse,
} from '../../../../contract/rewards';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { recordPayout } from './payout';
import { recordRide } from './rides-service';
import { addChain, makeDriver } from './testing';

describe.each(DB_FLAVOURS)('reward calls (%s)', (flavour) => {
  let t: TestApp;
  let sponsor: string;
  let rider: string;
  let loner: string;
  const auth = async (id: string) => ({ authorization: `Bearer ${await tokenFor(t.app, id)}` });
  const get = async (url: string, as?: string) =>
    t.app.inject({ method: 'GET', url, headers: as ? await auth(as) : {} });

  beforeAll(async () => {
    t = await createTestApp(flavour);
    const db = t.app.ctx.db;
    // The sponsor has no last name: leaderboards must not print "undefined".
    sponsor = await addMember(db, { username: 'sponsor_sam', firstName: 'Sam', lastName: '' });
    [rider] = (await addChain(db, 1, sponsor)) as [string];
    loner = await addMember(db, { username: 'loner' });
    const driver = await makeDriver(db);
    const thisMonth = new Date().toISOString();
    await recordRide(db, {
      rideId: 'r1',
      riderId: rider,
      driverId: driver,
      fareFils: 100_00,
      completedAt: thisMonth,
    });
    await recordRide(db, {
      rideId: 'r2',
      riderId: rider,
      driverId: driver,
      fareFils: 300_00,
      completedAt: '2020-01-15T10:00:00.000Z',
    });
    await recordPayout(db, { memberId: sponsor, amountFils: 3_00, reference: 'PO-1' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/mlm/user-dashboard/:userId', () => {
    it('answers the member’s own wallet, earnings, points and recent transactions', async () => {
      const res = await get(`/api/mlm/user-dashboard/${sponsor}`, sponsor);
      expect(res.statusCode).toBe(200);
      const body = res.json<DashboardResponse>();
      expect(body.message).toBe('User MLM dashboard retrieved successfully');
      const d = body.data;
      expect(d.user).toMatchObject({
        id: sponsor,
        _id: sponsor,
        username: 'sponsor_sam',
        name: 'Sam',
      });
      // DDR level 1 on 400 AED of fares = 2.1% = 8.40; payout 3.00.
      expect(d.ddr.earnings).toEqual({ total: 8.4, level1: 8.4, level2: 0, level3: 0, level4: 0 });
      expect(d.summary.totalEarnings).toEqual({
        ddr: 8.4,
        crr: 0,
        bbr: 0,
        hlr: 0,
        regionalAmbassador: 0,
        countryAmbassador: 0,
        total: 8.4,
      });
      expect(d.wallet).toEqual({
        currentBalance: 5.4,
        totalEarned: 8.4,
        totalEarnings: 8.4,
        totalPaidOut: 3,
      });
      expect(d.crr.earnings).toEqual({
        totalEarnings: 0,
        currentRank: 'None',
        nextRank: 'Challenger',
      });
      // Monthly TGP counts only this month's ride; accumulated counts both.
      expect(d.crr.qualificationPoints.tgp).toMatchObject({ monthly: 50, accumulated: 200 });
      expect(d.crr.qualificationPoints.pgp).toMatchObject({ monthly: 0, accumulated: 0 });
      expect(d.recentTransactions[0]).toMatchObject({
        amount: 3,
        type: 'debit',
        programme: 'payout',
      });
      expect(d.recentTransactions.map((r) => r.description)).toContain(
        'DDR Level 1 earnings from ride completion',
      );
    });

    it('answers zeros and no transactions for a member without rides', async () => {
      const res = await get(`/api/mlm/user-dashboard/${loner}`, loner);
      expect(res.statusCode).toBe(200);
      const d = res.json<DashboardResponse>().data;
      expect(d.wallet.currentBalance).toBe(0);
      expect(d.ddr.earnings.total).toBe(0);
      expect(d.recentTransactions).toEqual([]);
    });

    it('refuses another member’s dashboard with 403 and an unknown id format with 403', async () => {
      expect((await get(`/api/mlm/user-dashboard/${sponsor}`, loner)).statusCode).toBe(403);
      expect((await get('/api/mlm/user-dashboard/not-an-id', loner)).statusCode).toBe(403);
    });

    it('answers 401 without a token', async () => {
      const res = await get(`/api/mlm/user-dashboard/${sponsor}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    });
  });

  describe('GET /api/mlm/ddr/leaderboard', () => {
    it('lists earners by DDR total, marks the caller and never prints "undefined"', async () => {
      const res = await get('/api/mlm/ddr/leaderboard', sponsor);
      expect(res.statusCode).toBe(200);
      const lb = res.json<DdrLeaderboardResponse>().data.leaderboard;
      expect(lb.title).toBe('🏅 Leaderboard – Top Earners:');
      expect(lb.tip).toBe('Active L1-L4 growth boosts all levels and increases your DDR income');
      expect(lb.topEarners).toEqual([
        {
          rank: 1,
          name: 'Sam',
          username: 'sponsor_sam',
          earnings: 8.4,
          isCurrentUser: true,
          levelBreakdown: { level1: 8.4, level2: 0, level3: 0, level4: 0 },
        },
      ]);
      expect(lb.currentUser).toMatchObject({ rank: 1, username: 'sponsor_sam' });
      expect(lb.pagination).toEqual({ page: 1, limit: 20, total: 1, hasMore: false });
      expect(res.body).not.toContain('undefined');
    });

    it('answers an empty page past the end and no currentUser for a member without DDR', async () => {
      const res = await get('/api/mlm/ddr/leaderboard?page=2&limit=5&userId=ignored', loner);
      const lb = res.json<DdrLeaderboardResponse>().data.leaderboard;
      expect(lb.topEarners).toEqual([]);
      expect(lb.currentUser).toBeNull();
      expect(lb.totalParticipants).toBe(1);
    });

    it('refuses a bad limit with 400 and a missing token with 401', async () => {
      expect((await get('/api/mlm/ddr/leaderboard?limit=0', loner)).statusCode).toBe(400);
      expect((await get('/api/mlm/ddr/leaderboard')).statusCode).toBe(401);
    });
  });

  describe('GET /api/mlm/crr/leaderboard', () => {
    it('answers an empty list while nobody has both PGP and TGP, and 401 without a token', async () => {
      // So far the rider has only PGP and the sponsor only TGP.
      const res = await get('/api/mlm/crr/leaderboard', rider);
      expect(res.statusCode).toBe(200);
      expect(res.json<CrrLeaderboardResponse>().data.leaderboard).toMatchObject({
        topEarners: [],
        currentUser: null,
        totalParticipants: 0,
      });
      expect((await get('/api/mlm/crr/leaderboard')).statusCode).toBe(401);
    });

    it('lists members with both PGP and TGP, with points as earnings', async () => {
      const db = t.app.ctx.db;
      const driver = await makeDriver(db);
      // The sponsor rides too, so it has PGP and TGP.
      await recordRide(db, { rideId: 'r3', riderId: sponsor, driverId: driver, fareFils: 20_00 });
      const res = await get('/api/mlm/crr/leaderboard?limit=10', rider);
      expect(res.statusCode).toBe(200);
      const lb = res.json<CrrLeaderboardResponse>().data.leaderboard;
      expect(lb.title).toBe('🥇 CRR Leaderboard – Top Earners:');
      expect(lb.topEarners).toEqual([
        {
          rank: 'None',
          position: 1,
          name: 'Sam',
          username: 'sponsor_sam',
          crrRank: 'None',
          rankIcon: '⭐',
          earnings: 210,
          isCurrentUser: false,
        },
      ]);
      expect(lb.currentUser).toBeNull();
      expect(res.body).not.toContain('undefined');
    });
  });

  describe('GET /api/mlm/crr/rank-tracking/:userId', () => {
    it('answers five ranks: the next in progress, the others locked', async () => {
      const res = await get(`/api/mlm/crr/rank-tracking/${sponsor}`, sponsor);
      expect(res.statusCode).toBe(200);
      const d = res.json<RankTrackingResponse>().data;
      expect(d.currentRank).toBe('None');
      expect(d.rankTracking.map((r) => [r.rank, r.status, r.reward])).toEqual([
        ['Challenger', 'In Progress', 1_000],
        ['Warrior', 'Locked', 5_000],
        ['Tycoon', 'Locked', 20_000],
        ['Champion', 'Locked', 50_000],
        ['Boss', 'Locked', 200_000],
      ]);
      const first = d.rankTracking[0]!;
      expect(first.requirements).toEqual({ pgp: 2_500, tgp: 50_000 });
      expect(first.currentPoints).toEqual({ pgp: 10, tgp: 200 });
      expect(first.legs).toEqual({ qualifies: false, legCount: 1, strongest: [0] });
      expect(first.progress.pgp).toBe(0);
    });

    it('refuses another member with 403 and no token with 401', async () => {
      expect((await get(`/api/mlm/crr/rank-tracking/${sponsor}`, rider)).statusCode).toBe(403);
      expect((await get(`/api/mlm/crr/rank-tracking/${sponsor}`)).statusCode).toBe(401);
    });
  });
});
