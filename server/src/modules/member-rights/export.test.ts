import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../../../contract/member-rights';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { GENEROUS_LIMITS, post, signUp } from '../accounts/test-support';
import { creditMany, type LedgerEntry } from '../wallet/ledger';

const LINES = 10_000;

describe.each(DB_FLAVOURS)('download my data (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour, GENEROUS_LIMITS);
  });
  afterAll(async () => {
    await t.close();
  });

  const download = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: { authorization: `Bearer ${token}` },
    });

  it('is a ZIP of JSON and CSV with the profile, consents, team, statement, withdrawals and sessions, within seconds for 10,000 ledger lines', async () => {
    const sponsor = await signUp(t);
    const me = await signUp(t, {
      sponsorBy: sponsor.body.username,
      termsVersion: TERMS_VERSION,
      firstName: 'ليلى',
    });
    const friend = await signUp(t, { sponsorBy: me.body.username });
    const db = t.app.ctx.db;
    for (let start = 0; start < LINES; start += 1000) {
      const batch: LedgerEntry[] = Array.from({ length: 1000 }, (_, i) => ({
        memberId: me.user.id,
        programme: 'ddr',
        level: 1,
        amountFils: 1_00,
        sourceKey: `test:${me.user.id}:${start + i}`,
        description: 'DDR Level 1 earnings from ride completion',
      }));
      await db.transaction().execute((trx) => creditMany(trx, batch));
    }
    await db
      .updateTable('members')
      .set({ kyc_status: 'approved' })
      .where('id', '=', me.user.id)
      .execute();
    const w = await post(
      t,
      '/wallet/withdrawals',
      { amount: 75, method: 'wallet', phoneNumber: '+971501112233' },
      me.token,
    );
    expect(w.statusCode, w.body).toBe(201);

    const started = performance.now();
    const res = await download(me.token);
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rihla-my-data-/);
    expect(ms).toBeLessThan(5000);

    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual([
      'README.txt',
      'my-data.json',
      'profile.csv',
      'sessions.csv',
      'statement.csv',
      'team.csv',
      'withdrawals.csv',
    ]);
    const text = (name: string) => zip.file(name)?.async('string') ?? Promise.resolve('');
    const data = JSON.parse(await text('my-data.json')) as Record<string, unknown>;
    expect(data).toMatchObject({
      profile: {
        username: me.body.username,
        firstName: 'ليلى',
        email: me.user.email,
        phoneNumber: me.user.phoneNumber,
        language: 'en',
        kycStatus: 'approved',
      },
      consents: { termsVersion: TERMS_VERSION },
      sponsor: { username: sponsor.body.username },
      directTeam: [{ username: friend.body.username }],
      withdrawals: [
        { amountAed: 75, method: 'wallet', phoneNumber: '+971501112233', status: 'pending' },
      ],
    });
    expect((data.sessions as unknown[]).length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/password|argon2|selfie/i);
    // The statement is the wallet's own CSV: a header and every ledger line (and the hold).
    const statement = (await text('statement.csv')).trim().split('\r\n');
    expect(statement).toHaveLength(1 + LINES + 1);
    expect(await text('profile.csv')).toContain(`username,${me.body.username}`);
    expect(await text('team.csv')).toContain(friend.body.username);
    expect(await text('withdrawals.csv')).toContain('+971501112233');
    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('member_id', '=', me.user.id)
      .execute();
    expect(audit.map((a) => a.action)).toContain('member.data.export');
  }, 60_000);

  it('is only the signed-in member’s own, and never without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/export' });
    expect(res.statusCode).toBe(401);
  });
});
