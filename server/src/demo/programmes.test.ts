import { dataOf } from '../modules/bbr/test-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, tokenFor } from '../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../test/harness';
import { seedProgrammes } from './programmes';
import { refreshDemo } from './refresh';
import { closeCampaign } from '../modules/bbr/campaigns';
import { recomputeProgrammes } from '../modules/bbr/recompute';

/** A stand-in for the members seed: the demo member with a small team and a few drivers. */
async function demoTree(t: TestApp): Promise<string> {
  const db = t.app.ctx.db;
  const old = new Date(Date.now() - 60 * 24 * 3600 * 1000).toISOString();
  const demo = await addMember(db, {
    username: 'demo',
    firstName: 'Demo',
    lastName: 'Member',
    createdAt: old,
    kycStatus: 'approved',
  });
  let level = [demo];
  for (let depth = 1; depth <= 3; depth++) {
    const next: string[] = [];
    for (const sponsor of level.slice(0, 2)) {
      for (let i = 0; i < 2; i++)
        next.push(await addMember(db, { sponsorId: sponsor, createdAt: old }));
    }
    level = next;
  }
  for (let i = 0; i < 4; i++) {
    const d = await addMember(db, { createdAt: old });
    await db.updateTable('members').set({ role: 'driver' }).where('id', '=', d).execute();
  }
  return demo;
}

describe.each(DB_FLAVOURS)('programme demo data (%s)', (flavour) => {
  let t: TestApp;
  let demo: string;
  let token: string;
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await createTestApp(flavour);
    demo = await demoTree(t);
    token = await tokenFor(t.app, demo);
  });
  afterAll(() => t.close());

  it('seeds through the real engine in under ten seconds', async () => {
    const started = Date.now();
    await seedProgrammes(t.app.ctx);
    // The product's default database; PostgreSQL's figure is in docs/performance.md.
    // Target under 10 s (docs/performance.md); the bound leaves room for a busy CI machine.
    if (flavour === 'sqlite') expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);

  it('gives the demo member a running campaign with progress, not yet qualified, and two past wins', async () => {
    const bbr = dataOf('bbrCurrent', await get(`/api/mlm/bbr/current-campaign/${demo}`));
    expect(bbr.currentCampaign).toMatchObject({ name: 'Weekly Turbo Booster', requirement: 100 });
    expect(bbr.currentCampaign?.timeLeft.days).toBeGreaterThanOrEqual(3);
    expect(bbr.progress?.totalRides).toBeGreaterThan(30);
    expect(bbr.progress?.isQualified).toBe(false);
    expect(bbr.progress?.newbieTeamMembersActive).toBe(2);
    const wins = dataOf('bbrWins', await get(`/api/mlm/bbr/past-wins/${demo}`));
    expect(wins.pastWins.map((w: { name: string }) => w.name)).toEqual([
      'Weekly Turbo Booster',
      'Spring Kick-off Booster',
    ]);
    const board = dataOf('bbrBoard', await get('/api/mlm/bbr/leaderboard'));
    expect(board.userPosition?.rank).toBe(2);
  });

  it('gives HLR progress, a UAE title holder and permanent ambassadors', async () => {
    const hlr = dataOf('hlrProgress', await get(`/api/mlm/hlr/progress/${demo}`));
    expect(hlr.progress.overallProgress).toBeGreaterThan(0);
    expect(hlr.qualification.currentAge).toBeGreaterThan(40);
    const hlrBoard = dataOf('hlrBoard', await get('/api/mlm/hlr/leaderboard?page=1&limit=20'));
    expect(
      hlrBoard.leaderboard
        .slice(0, 2)
        .map((r: { status: string }) => r.status)
        .sort(),
    ).toEqual(['Qualified (Waiting for Age)', 'Reward Claimed']);
    const regional = dataOf('regionalProgress', await get(`/api/mlm/regional/progress/${demo}`));
    expect(regional.titleHolder).toEqual({
      name: 'Rashid Al Mansoori',
      flag: '🇦🇪',
      country: 'UAE',
    });
    expect(regional.yourProgress.victoryRank).toBe('Boss');
    const amb = dataOf(
      'ambassadors',
      await get('/api/mlm/regional/global-ambassadors?page=1&limit=20'),
    ).ambassadors;
    expect(
      amb.map(
        (a: { country: string; rank: string; isPermanent: boolean }) =>
          `${a.country} ${a.rank} ${a.isPermanent}`,
      ),
    ).toEqual([
      'UK Boss true',
      'Saudi Arabia Boss true',
      'UAE Champion false',
      'Pakistan Tycoon false',
      'India Warrior false',
    ]);
    expect(amb.every((a: { totalEarnings: number }) => a.totalEarnings > 0)).toBe(true);
  });

  it('leaves nothing for recompute to correct', async () => {
    const lines: string[] = [];
    expect(await recomputeProgrammes(t.app.ctx, (l) => lines.push(l))).toMatchObject({
      differences: 0,
    });
    expect(lines).toEqual([]);
  });

  it('recompute finds and repairs a tampered campaign counter', async () => {
    const db = t.app.ctx.db;
    await db
      .updateTable('bbr_progress')
      .set({ solo_rides: 999, total_rides: 999 })
      .where('member_id', '=', demo)
      .execute();
    const lines: string[] = [];
    const first = await recomputeProgrammes(t.app.ctx, (l) => lines.push(l));
    expect(first.differences).toBeGreaterThan(0);
    expect(lines.join('\n')).toContain(`member ${demo} had 999 rides`);
    expect(await recomputeProgrammes(t.app.ctx, () => undefined)).toMatchObject({ differences: 0 });
  });

  it('opens a new campaign at start once the demo’s campaign has ended', async () => {
    const db = t.app.ctx.db;
    const running = await db
      .selectFrom('bbr_campaigns')
      .select('id')
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('bbr_campaigns')
      .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', running.id)
      .execute();
    await refreshDemo(t.app.ctx);
    const after = dataOf('bbrCurrent', await get(`/api/mlm/bbr/current-campaign/${demo}`));
    expect(after.currentCampaign?.id).not.toBe(running.id);
    expect(after.progress?.totalRides).toBeGreaterThan(0);
    const closed = await closeCampaign(db, running.id);
    expect(closed.alreadyClosed).toBe(true);
  });
});
