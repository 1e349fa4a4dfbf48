import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from './members';
import { DEMO_DRIVERS, DEMO_MEMBERS, DEMO_NEWBIES, DEMO_USERNAMES } from './people';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../test/harness';
import { GENEROUS_LIMITS, get, post } from '../modules/accounts/test-support';
import type { TestUser } from '../modules/accounts/test-support';
import type { ReferralTreeResponse } from '../../../contract/tree';

describe.each(DB_FLAVOURS)('demo members and their avatars (%s)', (flavour) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(flavour, GENEROUS_LIMITS);
    await seedMembers(t.app.ctx);
    const res = await post(t, '/user/login', {
      email: 'demo@example.com',
      phoneNumber: '',
      username: '',
      password: 'DemoPass1',
    });
    token = res.json<{ token: string }>().token;
  });
  afterAll(() => t.close());

  it('seeds about 60 unique members, with drivers, newbies and a chain above demo', async () => {
    expect(DEMO_MEMBERS.length).toBeGreaterThanOrEqual(55);
    expect(new Set(DEMO_USERNAMES).size).toBe(DEMO_USERNAMES.length);
    expect(DEMO_DRIVERS.length).toBeGreaterThanOrEqual(6);
    expect(DEMO_NEWBIES.length).toBeGreaterThanOrEqual(3);
    const rows = await t.app.ctx.db
      .selectFrom('members')
      .select(['username', 'country', 'kyc_status', 'role'])
      .execute();
    expect(rows).toHaveLength(DEMO_MEMBERS.length);
    expect(new Set(rows.map((r) => r.country)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((r) => r.kyc_status))).toEqual(
      new Set(['approved', 'pending', 'rejected', null]),
    );
    expect(
      rows
        .filter((r) => r.role === 'driver')
        .map((r) => r.username)
        .sort(),
    ).toEqual([...DEMO_DRIVERS].sort());
    // Seeding twice changes nothing.
    await seedMembers(t.app.ctx);
    const again = await t.app.ctx.db.selectFrom('members').select('id').execute();
    expect(again).toHaveLength(DEMO_MEMBERS.length);
  });

  it('lets demo sign in with DemoPass1 by username, e-mail or phone', async () => {
    expect(token.split('.')).toHaveLength(3);
    const me = (await get(t, '/drivers/get-current-user', token)).json<{ user: TestUser }>().user;
    expect(me).toMatchObject({
      username: 'demo',
      country: 'UAE',
      kycStatus: 'approved',
      phoneNumber: '+971551234567',
    });
    expect(Date.now() - Date.parse(me.createdAt)).toBeGreaterThan(100 * 86_400_000);
    for (const phoneNumber of ['055 123 4567', '551234567', '+971551234567']) {
      const byPhone = await post(t, '/user/login', {
        email: '',
        phoneNumber,
        username: '',
        password: 'DemoPass1',
      });
      expect(byPhone.statusCode, phoneNumber).toBe(200);
    }
  });

  it('gives demo at least 5 levels, three substantial legs and a sponsor', async () => {
    const tree = (await get(t, '/user/referral-tree', token)).json<ReferralTreeResponse>()
      .referralTree;
    expect(tree.counts.level5).toBeGreaterThan(0);
    expect(tree.counts.totalReferrals).toBeGreaterThanOrEqual(50);
    const legs = await t.app.ctx.db
      .selectFrom('referral_paths as rp')
      .innerJoin('level_counts as lc', 'lc.member_id', 'rp.descendant_id')
      .select(['rp.descendant_id', (eb) => eb.fn.sum<number>('lc.count').as('size')])
      .where('rp.ancestor_id', '=', tree.user.id)
      .where('rp.depth', '=', 1)
      .groupBy('rp.descendant_id')
      .execute();
    expect(legs.filter((l) => l.size >= 8).length).toBeGreaterThanOrEqual(3);
    const up = await t.app.ctx.db
      .selectFrom('referral_paths')
      .select('depth')
      .where('descendant_id', '=', tree.user.id)
      .execute();
    expect(up.length).toBeGreaterThanOrEqual(2);
  });

  it('serves generated avatars under /uploads from the database, and nothing else', async () => {
    const me = (await get(t, '/drivers/get-current-user', token)).json<{ user: TestUser }>().user;
    expect(me.selfieImage).toMatch(/^uploads\/[0-9a-f]{32}\.svg$/);
    const stored = await t.app.ctx.db
      .selectFrom('photos')
      .select(['member_id', 'content_type'])
      .where('name', '=', me.selfieImage!.slice('uploads/'.length))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ member_id: me.id, content_type: 'image/svg+xml' });
    const ok = await t.app.inject({ method: 'GET', url: `/${me.selfieImage}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/svg+xml');
    expect(ok.body).toContain('<svg');
    expect(ok.body).not.toContain('<script');
    for (const url of [
      '/uploads/..%2Fjwt-secret',
      '/uploads/jwt-secret',
      `/uploads/${'0'.repeat(32)}.png`,
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});
