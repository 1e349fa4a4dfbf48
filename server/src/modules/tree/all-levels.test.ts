import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralTreeResponse } from '../../../../contract/tree';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { get } from '../accounts/test-support';

/**
 * The tree without `level` (DECISIONS 11, API-CONTRACT 10): a member with 7 levels below them,
 * level k holding k + 1 members (each sponsored by the first member of the level above).
 */
describe.each(DB_FLAVOURS)('referral tree without level, 7 levels (%s)', (flavour) => {
  let t: TestApp;
  let rootToken = '';
  let midToken = '';
  const byLevel: string[][] = [];

  beforeAll(async () => {
    t = await createTestApp(flavour);
    const db = t.app.ctx.db;
    const root = await addMember(db);
    let sponsor = root;
    for (let level = 1; level <= 7; level++) {
      const ids: string[] = [];
      for (let i = 0; i <= level; i++) {
        const day = new Date(Date.UTC(2025, level, i + 1)).toISOString();
        ids.push(await addMember(db, { sponsorId: sponsor, createdAt: day }));
      }
      byLevel.push(ids);
      sponsor = ids[0]!;
    }
    rootToken = await tokenFor(t.app, root);
    midToken = await tokenFor(t.app, byLevel[2]![0]!);
  });
  afterAll(() => t.close());

  const tree = async (query: string, token: string) => {
    const res = await get(t, `/user/referral-tree${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReferralTreeResponse>();
  };

  it('answers members.level1..level7, each the first page in join order, with every count', async () => {
    const json = await tree('', rootToken);
    const { members, counts } = json.referralTree;
    expect(Object.keys(members)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `level${n}`));
    for (let level = 1; level <= 7; level++) {
      const page = members[`level${level}`] ?? [];
      expect(page.map((m) => m.id)).toEqual(byLevel[level - 1]);
      expect(page.every((m) => m.level === level)).toBe(true);
      expect(counts[`level${level}`]).toBe(level + 1);
    }
    expect(counts.totalReferrals).toBe(35);
    expect(json.user).toEqual(json.referralTree.user);
  });

  it('caps every level at the page size', async () => {
    const { members, page } = (await tree('?limit=3', rootToken)).referralTree;
    for (let level = 1; level <= 7; level++) {
      expect(members[`level${level}`]?.map((m) => m.id)).toEqual(byLevel[level - 1]!.slice(0, 3));
    }
    expect(page).toEqual({ level: 1, page: 1, limit: 3, total: 2, hasMore: false });
  });

  it('shows only the caller’s own downline, renumbered from the viewed member', async () => {
    const json = await tree('', midToken);
    expect(json.user.id).toBe(byLevel[2]![0]);
    const { members } = json.referralTree;
    expect(Object.keys(members)).toEqual(['level1', 'level2', 'level3', 'level4']);
    expect(members.level1?.map((m) => m.id)).toEqual(byLevel[3]);
    expect(members.level4?.map((m) => m.id)).toEqual(byLevel[6]);
  });

  it('with level answers that level only, and still carries the top-level user', async () => {
    const json = await tree('?level=5', rootToken);
    expect(Object.keys(json.referralTree.members)).toEqual(['level5']);
    expect(json.user.id).toBe(json.referralTree.user.id);
  });

  it('answers an empty level1 for a member without downline', async () => {
    const leaf = await tokenFor(t.app, byLevel[6]![1]!);
    const json = await tree('', leaf);
    expect(json.referralTree.members).toEqual({ level1: [] });
    expect(json.referralTree.counts).toEqual({ totalReferrals: 0, level1: 0 });
  });
});
