import type {
  BbrCurrentCampaignResponse,
  BbrLeaderboardResponse,
  BbrPastWinsResponse,
} from '../../../../contract/rewards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { recordRide } from '../wallet/rides-service';
import { closeCampaign, createCampaign } from './campaigns';

const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe.each(DB_FLAVOURS)('BBR booster campaigns (%s)', (flavour) => {
  let t: TestApp;
  let top: string;
  let topToken: string;
  let veteran: string;
  let newbie: string;
  let driver: string;
  let campaignId: string;

  const get = (url: string, token = topToken) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await createTestApp(flavour);
    const db = t.app.ctx.db;
    top = await addMember(db, { firstName: 'Top', lastName: '', createdAt: ago(30) });
    const mid = await addMember(db, { sponsorId: top, createdAt: ago(20) });
    veteran = await addMember(db, { sponsorId: mid, createdAt: ago(10) });
    driver = await addMember(db, { createdAt: ago(10) });
    newbie = await addMember(db, { sponsorId: top, createdAt: ago(1) });
    topToken = await tokenFor(t.app, top);
  });
  afterAll(() => t.close());

  it('answers 200 with no campaign, an empty leaderboard and no past wins before any campaign', async () => {
    const current = await get(`/api/mlm/bbr/current-campaign/${top}`);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({
      success: true,
      data: { currentCampaign: null, progress: null, message: 'No active BBR campaign' },
    });
    const board = await get('/api/mlm/bbr/leaderboard');
    expect(board.statusCode).toBe(200);
    expect(board.json<BbrLeaderboardResponse>().data).toMatchObject({
      leaderboard: [],
      userPosition: null,
      campaign: null,
    });
    const wins = await get(`/api/mlm/bbr/past-wins/${top}`);
    expect(wins.json<BbrPastWinsResponse>().data).toEqual({
      pastWins: [],
      pagination: { page: 1, limit: 10, total: 0, hasMore: false },
    });
  });

  it('answers 401 without a token and 403 for another member’s id', async () => {
    for (const url of [
      `/api/mlm/bbr/current-campaign/${top}`,
      '/api/mlm/bbr/leaderboard',
      `/api/mlm/bbr/past-wins/${top}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await get(`/api/mlm/bbr/current-campaign/${veteran}`)).statusCode).toBe(403);
    expect((await get(`/api/mlm/bbr/past-wins/${veteran}`)).statusCode).toBe(403);
  });

  it('counts own rides as solo and only newbies’ rides as team rides in a newbie-only campaign', async () => {
    const db = t.app.ctx.db;
    const c = await createCampaign(db, {
      name: 'Weekly Turbo Booster',
      requirement: 3,
      durationDays: 7,
      type: 'solo_or_team',
      newbieOnly: true,
      rewardFils: 550_00,
      perks: ['Priority Rides (1 Week)'],
      startsAt: new Date(Date.now() - 2 * DAY),
    });
    campaignId = c.id;
    // The veteran joined before the start: solo rides for them and the driver, no team ride.
    await recordRide(db, {
      riderId: veteran,
      driverId: driver,
      fareFils: 40_00,
      completedAt: ago(0.5),
    });
    // The newbie joined after the start: their sponsor (top) gets team rides.
    await recordRide(db, {
      riderId: newbie,
      driverId: driver,
      fareFils: 40_00,
      completedAt: ago(0.4),
    });
    await recordRide(db, {
      riderId: newbie,
      driverId: driver,
      fareFils: 40_00,
      completedAt: ago(0.3),
    });

    const res = await get(`/api/mlm/bbr/current-campaign/${top}`);
    expect(res.statusCode).toBe(200);
    const { currentCampaign, progress } = res.json<BbrCurrentCampaignResponse>().data;
    expect(currentCampaign).toMatchObject({
      name: 'Weekly Turbo Booster',
      requirement: 3,
      duration: 7,
      type: 'solo_or_team',
      newbieRidesOnly: true,
      reward: { amount: 550, perks: ['Priority Rides (1 Week)'] },
      timeLeft: { days: 4, hours: 23 },
    });
    expect(currentCampaign?.period).toMatch(/^\d{1,2} \w{3} \d{4} – \d{1,2} \w{3} \d{4}$/);
    expect(progress).toEqual({
      totalRides: 2,
      soloRides: 0,
      teamRides: 2,
      progressPercentage: 66.67,
      ridesNeeded: 1,
      isQualified: false,
      newbieTeamMembersActive: 1,
    });
  });

  it('ranks the leaderboard by rides and marks the member’s own row and position', async () => {
    const res = await get('/api/mlm/bbr/leaderboard');
    const data = res.json<BbrLeaderboardResponse>().data;
    expect(data.leaderboard.map((r) => r.rides)).toEqual([3, 2, 2, 1]);
    expect(data.leaderboard[0]).toMatchObject({
      rank: 1,
      rides: 3,
      status: 'Achieved',
      reward: 550,
    });
    const mine = data.leaderboard.find((r) => r.isCurrentUser);
    expect(mine).toMatchObject({ name: 'Top', role: 'customer', rides: 2, status: 'Locked' });
    expect(data.userPosition).toEqual({ rank: mine?.rank, rides: 2, status: 'Locked' });
    expect(data.campaign).toEqual({ name: 'Weekly Turbo Booster', requirement: 3, reward: 550 });
    expect(JSON.stringify(data)).not.toContain('undefined');
  });

  it('refuses a second campaign while one runs', async () => {
    await expect(
      createCampaign(t.app.ctx.db, {
        name: 'Other',
        requirement: 1,
        durationDays: 1,
        type: 'solo',
        newbieOnly: false,
        rewardFils: 100,
        perks: [],
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('pays each qualified member once when the campaign closes, and lists the win', async () => {
    const db = t.app.ctx.db;
    await recordRide(db, {
      riderId: newbie,
      driverId: driver,
      fareFils: 40_00,
      completedAt: ago(0.2),
    });
    const first = await closeCampaign(db);
    // top (3 team rides) and the driver (4 solo rides) qualify; the newbie has 3 solo rides too.
    expect(first).toMatchObject({ alreadyClosed: false, paid: 3, qualified: 3 });
    const again = await closeCampaign(db, campaignId);
    expect(again).toMatchObject({ alreadyClosed: true, paid: 0 });
    const rows = await db
      .selectFrom('ledger')
      .select(['member_id', 'amount_fils', 'source_key'])
      .where('programme', '=', 'bbr')
      .execute();
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.member_id === top)).toEqual([
      { member_id: top, amount_fils: 550_00, source_key: `bbr:${campaignId}:${top}` },
    ]);
    const wins = (await get(`/api/mlm/bbr/past-wins/${top}`)).json<BbrPastWinsResponse>().data;
    expect(wins.pastWins).toEqual([
      {
        name: 'Weekly Turbo Booster',
        reward: 550,
        date: expect.any(String) as string,
        status: 'Achieved',
      },
    ]);
    const after = (
      await get(`/api/mlm/bbr/current-campaign/${top}`)
    ).json<BbrCurrentCampaignResponse>().data;
    expect(after.currentCampaign).toBeNull();
  });

  it('counts the rides already recorded in the window of a campaign created with a past start', async () => {
    const db = t.app.ctx.db;
    await recordRide(db, {
      riderId: top,
      driverId: driver,
      fareFils: 20_00,
      completedAt: ago(0.1),
    });
    await createCampaign(db, {
      name: 'Solo Sprint',
      requirement: 10,
      durationDays: 3,
      type: 'solo',
      newbieOnly: false,
      rewardFils: 100_00,
      perks: [],
      startsAt: new Date(Date.now() - DAY),
    });
    const progress = (
      await get(`/api/mlm/bbr/current-campaign/${top}`)
    ).json<BbrCurrentCampaignResponse>().data.progress;
    expect(progress).toMatchObject({ totalRides: 1, soloRides: 1, teamRides: 0, ridesNeeded: 9 });
    await closeCampaign(db);
  });
});
