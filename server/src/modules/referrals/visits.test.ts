/**
 * What a referral link brought (issue 31, DECISIONS 50): daily visit counters per sponsor (no
 * row per visitor, no cookie), skipping preview bots and prefetches, exact under a burst; the
 * member's link in their language; sign-ups, KYC approvals and riders among them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralStatsResponse } from '../../../../contract/referrals';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { get, GENEROUS_LIMITS, signUp } from '../accounts/test-support';
import { writeSignupBuild } from './test-build';

const PERSON = {
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148 Safari/604.1',
};

describe.each(DB_FLAVOURS)('referral visits and figures (%s)', (flavour) => {
  let t: TestApp;
  let sponsor: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(flavour, { ...GENEROUS_LIMITS, STATIC_DIR: writeSignupBuild() });
    sponsor = await signUp(t, { firstName: 'Sami', lastName: 'Haddad' });
  });
  afterAll(() => t.close());

  const visit = (headers: Record<string, string>, url = `/signup?ref=${sponsor.body.username}`) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: '198.51.100.4' });
  const stats = async () => {
    const res = await get(t, '/user/referral-stats', sponsor.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReferralStatsResponse>().stats;
  };
  const rows = () => t.app.ctx.db.selectFrom('referral_visits').selectAll().execute();

  it('counts a burst of 1,000 visits once each, on one row per sponsor and day', async () => {
    const before = (await stats()).visits;
    const burst = Array.from({ length: 1000 }, (_, i) =>
      visit(PERSON, `/${i % 2 ? 'ar/' : ''}signup?ref=${sponsor.body.username.toUpperCase()}`),
    );
    const answers = await Promise.all(burst);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.some((a) => a.headers['set-cookie'] !== undefined)).toBe(false);
    expect((await stats()).visits).toBe(before + 1000);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(['day', 'member_id', 'visits']);
  });

  it('does not count link-preview bots, prefetches or unknown sponsors', async () => {
    const before = (await stats()).visits;
    const agents = [
      'WhatsApp/2.24.1 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (Linux) Chrome/126.0 Safari/537.36 Chrome-Lighthouse',
    ];
    for (const agent of agents) await visit({ 'user-agent': agent });
    await visit({ ...PERSON, 'sec-purpose': 'prefetch;prerender' });
    await visit({ ...PERSON, purpose: 'prefetch' });
    await visit({ 'user-agent': '' });
    await visit(PERSON, '/signup?ref=no_such_member');
    expect((await stats()).visits).toBe(before);
    await visit(PERSON);
    expect((await stats()).visits).toBe(before + 1);
  });

  it('answers the link in the account language and the figures of its sign-ups', async () => {
    const link = async () =>
      (await get(t, '/user/referral-link', sponsor.token)).json<{ referralLink: string }>()
        .referralLink;
    const name = sponsor.body.username;
    expect(await link()).toBe(`${t.config.publicUrl}/signup?ref=${name}`);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${sponsor.token}` },
      payload: { language: 'ar' },
    });
    expect(await link()).toBe(`${t.config.publicUrl}/ar/signup?ref=${name}`);

    const a = await signUp(t, {
      sponsorBy: name.toUpperCase(),
      firstName: 'Huda',
      lastName: 'Nasser',
    });
    const b = await signUp(t, {
      sponsorBy: sponsor.user.sponsorId.toUpperCase(),
      firstName: 'Ali',
    });
    const db = t.app.ctx.db;
    await db
      .updateTable('members')
      .set({ kyc_status: 'approved' })
      .where('id', '=', a.user.id)
      .execute();
    const now = new Date().toISOString();
    await db
      .insertInto('rides')
      .values({
        id: 'ride-share-1',
        rider_id: b.user.id,
        driver_id: a.user.id,
        fare_fils: 1000,
        rewards_fils: 150,
        ddr_pool_fils: 0,
        ddr_paid_fils: 0,
        crr_pool_fils: 0,
        bbr_pool_fils: 0,
        hlr_pool_fils: 0,
        regional_pool_fils: 0,
        company_fils: 0,
        pgp_points: 0,
        tgp_points: 0,
        completed_at: now,
        month: now.slice(0, 7),
        recorded_at: now,
      })
      .execute();
    const s = await stats();
    expect(s.thisMonth).toEqual({ signups: 2, kycApproved: 1, riders: 1 });
    expect(s.allTime).toEqual({ signups: 2, kycApproved: 1, riders: 1 });
    expect(s.recent.map((r) => r.name)).toEqual([`Ali ${b.body.lastName.charAt(0)}.`, 'Huda N.']);
    expect(s.month).toMatch(/^\d{4}-\d{2}$/);
    expect((await get(t, '/user/referral-stats')).statusCode).toBe(401);
  });
});
