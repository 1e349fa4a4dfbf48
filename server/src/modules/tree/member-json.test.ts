import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import type { Db } from '../../db/database';
import { currentMonth, findMemberView } from '../accounts/member-queries';
import { toTreeMember } from '../accounts/user-view';
import { levelPageJson } from './queries';

/**
 * The database renders tree members (member-json.ts); toTreeMember is the rule. Every kind of
 * value a member row can hold is compared: nulls and set KYC, ranks and their dates, points
 * with and without this month's row, sums whose decimals would drift in floating point, an
 * empty last name, a photo, and text that needs JSON escaping.
 */
describe.each(DB_FLAVOURS)('tree members rendered by the database (%s)', (flavour) => {
  let t: TestApp;
  let db: Db;
  let root = '';
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(flavour);
    db = t.app.ctx.db;
    root = await addMember(db);
    const day = (n: number) => new Date(Date.UTC(2025, 2, n)).toISOString();
    ids.push(await addMember(db, { sponsorId: root, createdAt: day(1) }));
    ids.push(
      await addMember(db, {
        sponsorId: root,
        createdAt: day(2),
        kycStatus: 'approved',
        lastName: '',
        firstName: 'Ünïcode "quoted" \\ back',
      }),
    );
    ids.push(await addMember(db, { sponsorId: root, createdAt: day(3), kycStatus: 'pending' }));
    ids.push(await addMember(db, { sponsorId: root, createdAt: day(4), kycStatus: 'rejected' }));
    const [plain, approved, pending, rejected] = ids as [string, string, string, string];
    await db
      .updateTable('members')
      .set({
        pgp_total: 10,
        tgp_total: 20,
        crr_rank: 'Challenger',
        crr_rank_at: day(9),
        kyc_level: 1,
        role: 'driver',
        selfie_image: 'uploads/photo.jpg',
      })
      .where('id', '=', approved)
      .execute();
    await db
      .updateTable('members')
      .set({ pgp_total: 123456789, tgp_total: 1, crr_rank: '' })
      .where('id', '=', pending)
      .execute();
    await db
      .updateTable('members')
      .set({ pgp_total: 7, tgp_total: 0 })
      .where('id', '=', rejected)
      .execute();
    await db
      .insertInto('monthly_points')
      .values([
        { member_id: approved, month: currentMonth(), pgp: 1, tgp: 2 },
        { member_id: pending, month: currentMonth(), pgp: 2550, tgp: 10 },
        // Last month's row must not count as this month's.
        { member_id: plain, month: '2000-01', pgp: 999, tgp: 999 },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('renders every member exactly as toTreeMember does', async () => {
    const rendered = (await levelPageJson(db, root, 1, 50, 0)).map(
      (text) => JSON.parse(text) as unknown,
    );
    const expected = [];
    for (const id of ids) {
      const row = await findMemberView(db, id);
      if (!row) throw new Error('member missing');
      expected.push(toTreeMember(row, 1));
    }
    expect(rendered).toEqual(expected);
    // Same keys in the same order as the contract object.
    expect(rendered.map((m) => Object.keys(m as object))).toEqual(
      expected.map((m) => Object.keys(m)),
    );
  });

  it('cuts pages from the join order', async () => {
    const second = await levelPageJson(db, root, 1, 2, 2);
    expect(second.map((text) => (JSON.parse(text) as { id: string }).id)).toEqual(ids.slice(2));
  });
});
