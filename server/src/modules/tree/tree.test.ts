import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { get } from '../accounts/test-support';
import type { Fail, TestUser } from '../accounts/test-support';
import type { ReferralTreeResponse } from '../../../../contract/tree';

/**
 * root ─ a ─ a1 ─ a1x
 *      │    └ a2
 *      └ b
 * outsider (no relation); plus 7 more level-1 members for paging.
 */
describe.each(DB_FLAVOURS)('referral tree and by-id calls (%s)', (flavour) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(flavour);
    const db = t.app.ctx.db;
    const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString();
    ids.root = await addMember(db, { createdAt: day(1), firstName: 'Root', lastName: '' });
    ids.a = await addMember(db, { sponsorId: ids.root, createdAt: day(2) });
    ids.b = await addMember(db, { sponsorId: ids.root, createdAt: day(3), kycStatus: 'approved' });
    ids.a1 = await addMember(db, { sponsorId: ids.a, createdAt: day(4) });
    ids.a2 = await addMember(db, { sponsorId: ids.a, createdAt: day(5) });
    ids.a1x = await addMember(db, { sponsorId: ids.a1, createdAt: day(6) });
    for (let i = 0; i < 7; i++)
      await addMember(db, { sponsorId: ids.root, createdAt: day(10 + i) });
    ids.outsider = await addMember(db);
    for (const k of ['root', 'a', 'a1', 'outsider']) tokens[k] = await tokenFor(t.app, ids[k]!);
    const month = new Date().toISOString().slice(0, 7);
    await db
      .updateTable('members')
      .set({ pgp_total: 123456, tgp_total: 50, crr_rank: 'Challenger' })
      .where('id', '=', ids.a)
      .execute();
    await db
      .insertInto('monthly_points')
      .values({ member_id: ids.a, month, pgp: 2550, tgp: 10 })
      .execute();
  });
  afterAll(() => t.close());

  it('answers every level’s first page, counts of every depth and the referral link by default', async () => {
    const res = await get(t, '/user/referral-tree', tokens.root);
    expect(res.statusCode).toBe(200);
    const json = res.json<ReferralTreeResponse>();
    expect(json).toMatchObject({ success: true, message: 'Referral tree retrieved successfully' });
    expect(json.referralLink).toMatch(/\/signup\?ref=member_/);
    const tree = json.referralTree;
    expect(tree.counts).toEqual({ totalReferrals: 12, level1: 9, level2: 2, level3: 1 });
    expect(tree.user).toMatchObject({ _id: ids.root, id: ids.root, name: 'Root' });
    expect(tree.page).toEqual({ level: 1, page: 1, limit: 50, total: 9, hasMore: false });
    expect(Object.keys(tree.members)).toEqual(['level1', 'level2', 'level3']);
    expect(tree.members.level3?.map((m) => m.id)).toEqual([ids.a1x]);
    expect(json.user).toEqual(tree.user);
    const level1 = tree.members.level1 ?? [];
    expect(level1.map((m) => m.id).slice(0, 2)).toEqual([ids.a, ids.b]);
    expect(level1[0]).toMatchObject({
      _id: ids.a,
      level: 1,
      crrRank: { current: 'Challenger' },
      qualificationPoints: {
        pgp: { monthly: 25.5, accumulated: 1234.56 },
        tgp: { monthly: 0.1, accumulated: 0.5 },
        total: { monthly: 25.6, accumulated: 1235.06 },
      },
    });
    expect(JSON.stringify(json)).not.toMatch(/password|phone/i);
  });

  it('pages a level with level, page and limit', async () => {
    const p1 = (
      await get(t, '/user/referral-tree?level=1&page=1&limit=4', tokens.root)
    ).json<ReferralTreeResponse>().referralTree;
    const p3 = (
      await get(t, '/user/referral-tree?level=1&page=3&limit=4', tokens.root)
    ).json<ReferralTreeResponse>().referralTree;
    expect(p1.members.level1).toHaveLength(4);
    expect(p1.page).toEqual({ level: 1, page: 1, limit: 4, total: 9, hasMore: true });
    expect(p3.members.level1).toHaveLength(1);
    expect(p3.page.hasMore).toBe(false);
    const l2 = (
      await get(t, '/user/referral-tree?level=2', tokens.root)
    ).json<ReferralTreeResponse>().referralTree;
    expect(l2.members.level2?.map((m) => m.id)).toEqual([ids.a1, ids.a2]);
    const empty = (
      await get(t, '/user/referral-tree?level=7', tokens.root)
    ).json<ReferralTreeResponse>().referralTree;
    expect(empty.members).toEqual({ level7: [] });
  });

  it.each(['level=0', 'level=abc', 'page=0', 'limit=201', 'limit=-1', 'page=1.5'])(
    'answers 400 for %s',
    async (q) => {
      const res = await get(t, `/user/referral-tree?${q}`, tokens.root);
      expect(res.statusCode).toBe(400);
      expect(res.json<Fail>().success).toBe(false);
    },
  );

  it('lets a member read their downline tree, and answers 403 for upline, siblings, strangers and unknown ids', async () => {
    const down = await get(t, `/user/referral-tree?userId=${ids.a1}`, tokens.a);
    expect(down.statusCode).toBe(200);
    expect(down.json<ReferralTreeResponse>().referralTree.counts).toEqual({
      totalReferrals: 1,
      level1: 1,
    });
    for (const [who, target] of [
      ['a', ids.root],
      ['a', ids.b],
      ['a1', ids.a2],
      ['outsider', ids.a],
      ['a', 'f'.repeat(24)],
    ] as const) {
      const res = await get(t, `/user/referral-tree?userId=${target}`, tokens[who]);
      expect(res.statusCode, `${who} -> ${target}`).toBe(403);
    }
    const bad = await get(
      t,
      `/user/referral-tree?userId=${encodeURIComponent("' OR 1=1 --")}`,
      tokens.a,
    );
    expect(bad.statusCode).toBe(400);
    expect((await get(t, '/user/referral-tree')).statusCode).toBe(401);
  });

  it('get-user-by-id follows the same rule', async () => {
    const self = await get(t, `/drivers/get-user-by-id?userId=${ids.a}`, tokens.a);
    expect(self.statusCode).toBe(200);
    expect(self.json<{ user: TestUser }>().user).toMatchObject({ _id: ids.a, id: ids.a });
    const down = await get(t, `/drivers/get-user-by-id?userId=${ids.a1x}`, tokens.root);
    expect(down.statusCode).toBe(200);
    expect(down.json<{ user: TestUser }>().user).not.toHaveProperty('phoneNumber');
    expect((await get(t, `/drivers/get-user-by-id?userId=${ids.root}`, tokens.a)).statusCode).toBe(
      403,
    );
    expect(
      (await get(t, `/drivers/get-user-by-id?userId=${ids.a}`, tokens.outsider)).statusCode,
    ).toBe(403);
    const missing = await get(t, '/drivers/get-user-by-id', tokens.a);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Fail>().message).toBe('User ID is required');
    expect((await get(t, `/drivers/get-user-by-id?userId=${ids.a}`)).statusCode).toBe(401);
    const long = await get(t, `/drivers/get-user-by-id?userId=${'a'.repeat(500)}`, tokens.a);
    expect(long.statusCode).toBe(400);
  });

  it('referral-link answers the member’s own link', async () => {
    const res = await get(t, '/user/referral-link', tokens.a1);
    expect(res.statusCode).toBe(200);
    const username = (
      await t.app.ctx.db
        .selectFrom('members')
        .select('username')
        .where('id', '=', ids.a1!)
        .executeTakeFirstOrThrow()
    ).username;
    expect(res.json()).toEqual({
      success: true,
      message: 'Referral link generated successfully',
      referralLink: `${t.config.publicUrl}/signup?ref=${username}`,
    });
    expect((await get(t, '/user/referral-link')).statusCode).toBe(401);
  });
});
