import { dataOf } from '../bbr/test-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import type { Db } from '../../db/database';
import { emptyDelta } from '../wallet/totals';
import { markDeceasedCommand, setBirthDateCommand } from '../../cli/hlr-commands';
import { payDueHlr } from './payout';

/** Test set-up only: gives a member accumulated points and three legs of the given TGP (points). */
async function givePoints(db: Db, id: string, pgp: number, tgp: number, legs: number[]) {
  await db
    .updateTable('members')
    .set({ pgp_total: pgp * 100, tgp_total: tgp * 100 })
    .where('id', '=', id)
    .execute();
  for (const legTgp of legs) {
    const leg = await addMember(db, { sponsorId: id });
    await db
      .insertInto('member_totals')
      .values({ member_id: leg, ...emptyDelta(), team_tgp: legTgp * 100 })
      .execute();
  }
}

function birthDateForAge(age: number, daysToBirthday: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + daysToBirthday);
  // 29 February does not exist in most birth years: a birthday still ahead moves to 1 March
  // (still ahead), one that is today moves to 28 February (already passed).
  if (d.getUTCMonth() === 1 && d.getUTCDate() === 29) d.setUTCDate(daysToBirthday > 0 ? 30 : 28);
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${String(d.getUTCFullYear() - age)}-${mm}-${String(d.getUTCDate()).padStart(2, '0')}`;
}

describe.each(DB_FLAVOURS)('HLR loyalty reward (%s)', (flavour) => {
  let t: TestApp;
  let token: string;
  let me: string;
  const lines: string[] = [];
  const out = (l: string) => lines.push(l);
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await createTestApp(flavour);
    me = await addMember(t.app.ctx.db, { username: 'hlr_me', firstName: 'Rania', lastName: '' });
    token = await tokenFor(t.app, me);
  });
  afterAll(() => t.close());

  it('answers an empty leaderboard and zero progress before anyone has points', async () => {
    const board = await get('/api/mlm/hlr/leaderboard?page=1&limit=20');
    expect(board.statusCode).toBe(200);
    expect(dataOf('hlrBoard', board)).toEqual({
      leaderboard: [],
      statistics: { totalParticipating: 0, totalQualified: 0 },
      pagination: { page: 1, limit: 20, total: 0, hasMore: false },
    });
    const progress = dataOf('hlrProgress', await get(`/api/mlm/hlr/progress/${me}`));
    expect(progress.requirements).toEqual({
      requiredPGP: 200000,
      requiredTGP: 6000000,
      rewardAmount: 60000,
      retirementAge: 55,
    });
    expect(progress.progress).toMatchObject({ currentPGP: 0, currentTGP: 0, overallProgress: 0 });
    expect(progress.qualification).toMatchObject({ isQualified: false, status: 'In Progress' });
  });

  it('answers 401 without a token and 403 for another member’s progress', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/mlm/hlr/progress/${me}` })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/mlm/hlr/leaderboard' })).statusCode,
    ).toBe(401);
    const other = await addMember(t.app.ctx.db);
    expect((await get(`/api/mlm/hlr/progress/${other}`)).statusCode).toBe(403);
  });

  it('waits at 54, pays once at 55 and then says Reward Claimed', async () => {
    const db = t.app.ctx.db;
    await givePoints(db, me, 200_000, 6_000_000, [1_200_000, 1_200_000, 1_200_000]);
    await setBirthDateCommand.run(t.app.ctx, ['hlr_me', birthDateForAge(55, 1)], out);
    expect(lines.at(-1)).toContain('Qualified (Waiting for Age), age 54');
    let p = dataOf('hlrProgress', await get(`/api/mlm/hlr/progress/${me}`));
    expect(p.progress.overallProgress).toBe(1);
    expect(p.qualification).toMatchObject({ isQualified: true, isRetirementEligible: false });

    await setBirthDateCommand.run(t.app.ctx, ['hlr_me', birthDateForAge(55, 0)], out);
    expect(lines.at(-1)).toContain('retirement at 55');
    expect(await payDueHlr(db)).toEqual([]);
    const rows = await db
      .selectFrom('ledger')
      .select(['amount_fils', 'source_key'])
      .where('programme', '=', 'hlr')
      .execute();
    expect(rows).toEqual([{ amount_fils: 60_000_00, source_key: `hlr:${me}` }]);
    p = dataOf('hlrProgress', await get(`/api/mlm/hlr/progress/${me}`));
    expect(p.qualification).toMatchObject({
      status: 'Reward Claimed',
      isRewardClaimed: true,
      currentAge: 55,
    });
    expect(p.reward).toMatchObject({ amount: 60000, claimReason: 'retirement' });
  });

  it('pays at once for a qualified member recorded as deceased, naming the heir', async () => {
    const db = t.app.ctx.db;
    const late = await addMember(db, { username: 'hlr_late' });
    await givePoints(db, late, 250_000, 7_000_000, [3_000_000, 2_000_000, 1_500_000]);
    await markDeceasedCommand.run(t.app.ctx, ['hlr_late', '--heir', 'Omar Saleh'], out);
    expect(lines.at(-1)).toBe(
      'Paid the HLR reward (AED 60000) for hlr_late: to the heir Omar Saleh',
    );
    const award = await db
      .selectFrom('hlr_awards')
      .selectAll()
      .where('member_id', '=', late)
      .executeTakeFirstOrThrow();
    expect(award).toMatchObject({
      reason: 'deceased',
      heir_name: 'Omar Saleh',
      amount_fils: 60_000_00,
    });
  });

  it('refuses an heir name with hidden characters (DECISIONS 42)', async () => {
    await addMember(t.app.ctx.db, { username: 'hlr_spoof' });
    await expect(
      markDeceasedCommand.run(t.app.ctx, ['hlr_spoof', '--heir', 'Omar\u202E Saleh'], out),
    ).rejects.toThrow('Heir name contains characters that are not allowed.');
  });

  it('ranks by points and applies the leg rule on the leaderboard too', async () => {
    const db = t.app.ctx.db;
    const weakLegs = await addMember(db, {
      firstName: 'Weak',
      lastName: 'Legs',
      country: 'Pakistan',
    });
    await givePoints(db, weakLegs, 900_000, 9_000_000, [8_000_000, 100_000, 100_000]);
    const board = dataOf('hlrBoard', await get('/api/mlm/hlr/leaderboard'));
    expect(board.leaderboard[0]).toEqual({
      rank: 1,
      name: 'Weak Legs',
      flag: '🇵🇰',
      country: 'Pakistan',
      isQualified: false,
      rewardClaimed: false,
      totalPoints: 9_900_000,
      rewardAmount: null,
      status: 'In Progress',
    });
    expect(
      board.leaderboard.map((r: { status: string; rewardAmount: number | null }) => [
        r.status,
        r.rewardAmount,
      ]),
    ).toEqual([
      ['In Progress', null],
      ['Reward Claimed', 60_000],
      ['Reward Claimed', 60_000],
    ]);
    expect(board.statistics).toEqual({ totalParticipating: 3, totalQualified: 2 });
  });
});
