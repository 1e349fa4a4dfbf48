import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralTreeResponse } from '../../../../contract/tree';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { GENEROUS_LIMITS, get, post, signUp } from '../accounts/test-support';
import { credit } from '../wallet/ledger';
import { totalsRow } from '../wallet/reads';
import { recordRide } from '../wallet/rides-service';
import { approveWithdrawal, markWithdrawalPaid } from '../withdrawals/operator';
import { purgeExpiredKyc } from '../kyc/purge';
import { emiratesIdForm, postKyc } from '../kyc/test-support';
import { ERASED_FIELDS } from './close-erase';
import { purgeExpiredRetention } from './retention';

describe.each(DB_FLAVOURS)('closing an account (%s)', (flavour) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(flavour, GENEROUS_LIMITS);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.ctx.db;
  const fund = (id: string, fils: number) =>
    db()
      .transaction()
      .execute((trx) =>
        credit(trx, {
          memberId: id,
          programme: 'crr',
          amountFils: fils,
          sourceKey: `crr:${id}:t${n++}`,
          description: 'test credit',
        }),
      );
  const askCode = async (token: string, email: string) => {
    const res = await post(t, '/user/close/code', { password: 'Secret123' }, token);
    return { res, code: res.statusCode === 200 ? t.mailer.lastCode(email) : '' };
  };
  const ledgerSum = async () => {
    const row = await db()
      .selectFrom('ledger')
      .select((eb) => [eb.fn.sum<string>('amount_fils').as('s'), eb.fn.countAll<string>().as('c')])
      .executeTakeFirstOrThrow();
    return { sum: Number(row.s), count: Number(row.c) };
  };

  it('refuses while a withdrawal is pending, and while AED 50 or more is available', async () => {
    const { token, user } = await signUp(t);
    await db()
      .updateTable('members')
      .set({ kyc_status: 'approved' })
      .where('id', '=', user.id)
      .execute();
    await fund(user.id, 200_00);
    const rich = await askCode(token, user.email);
    expect(rich.res.statusCode).toBe(409);
    expect(rich.res.json()).toMatchObject({ code: 'CLOSE_BALANCE' });

    const w = await post(
      t,
      '/wallet/withdrawals',
      {
        amount: 160,
        method: 'bank',
        accountHolder: 'Layla Haddad',
        iban: 'AE070331234567890123456',
      },
      token,
    );
    expect(w.statusCode, w.body).toBe(201);
    const pending = await askCode(token, user.email);
    expect(pending.res.statusCode).toBe(409);
    expect(pending.res.json()).toMatchObject({ code: 'CLOSE_WITHDRAWAL_PENDING' });
  });

  it('needs the password and the mailed code, and consent to forfeit a small balance', async () => {
    const { token, user } = await signUp(t);
    await fund(user.id, 12_50);
    const wrong = await post(t, '/user/close/code', { password: 'Wrong1234' }, token);
    expect(wrong.statusCode).toBe(400);
    const { res, code } = await askCode(token, user.email);
    expect(res.json()).toMatchObject({ success: true, forfeitAed: 12.5 });
    const badCode = await post(
      t,
      '/user/close',
      { password: 'Secret123', code: '000000' === code ? '111111' : '000000', acceptForfeit: true },
      token,
    );
    expect(badCode.statusCode).toBe(400);
    const noConsent = await post(t, '/user/close', { password: 'Secret123', code }, token);
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json()).toMatchObject({ code: 'CLOSE_FORFEIT_REQUIRED' });
    const ok = await post(
      t,
      '/user/close',
      { password: 'Secret123', code, acceptForfeit: true },
      token,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get(t, '/drivers/get-current-user', token)).statusCode).toBe(401);
  });

  it('erases exactly the personal fields, keeps the money and the tree, and earns nothing more', async () => {
    const upline = await signUp(t);
    const closing = await signUp(t, { sponsorBy: upline.body.username, language: 'ar' });
    const below = await signUp(t, { sponsorBy: closing.body.username });
    const driver = await signUp(t);
    await recordRide(db(), { riderId: below.user.id, driverId: driver.user.id, fareFils: 100_00 });
    // KYC documents on file, which must outlive the account by 5 years.
    expect((await postKyc(t, closing.token, await emiratesIdForm())).statusCode).toBe(201);
    // A past withdrawal whose account details must be sealed.
    await db()
      .updateTable('members')
      .set({ kyc_status: 'approved' })
      .where('id', '=', closing.user.id)
      .execute();
    await fund(closing.user.id, 60_00);
    const w = await post(
      t,
      '/wallet/withdrawals',
      {
        amount: 55,
        method: 'bank',
        accountHolder: 'Layla Haddad',
        iban: 'AE070331234567890123456',
      },
      closing.token,
    );
    const reference = w.json<{ withdrawal: { reference: string } }>().withdrawal.reference;
    const withdrawalId = w.json<{ withdrawal: { id: string } }>().withdrawal.id;
    await approveWithdrawal(t.app.ctx, reference, 'finance');
    await markWithdrawalPaid(t.app.ctx, reference, 'finance', 'TX-1');

    await db()
      .updateTable('members')
      .set({ selfie_image: 'uploads/0123456789abcdef0123456789abcdef.webp', heir_name: 'Omar H' })
      .where('id', '=', closing.user.id)
      .execute();
    const before = await db()
      .selectFrom('members')
      .selectAll()
      .where('id', '=', closing.user.id)
      .executeTakeFirstOrThrow();
    const sums = await ledgerSum();
    const uplineTotals = await totalsRow(db(), upline.user.id);
    const closingTotals = await totalsRow(db(), closing.user.id);

    const { code } = await askCode(closing.token, closing.user.email);
    const ok = await post(
      t,
      '/user/close',
      { password: 'Secret123', code, acceptForfeit: true },
      closing.token,
    );
    expect(ok.statusCode, ok.body).toBe(200);

    const after = await db()
      .selectFrom('members')
      .selectAll()
      .where('id', '=', closing.user.id)
      .executeTakeFirstOrThrow();
    const changed = Object.keys(before).filter(
      (k) => before[k as keyof typeof before] !== after[k as keyof typeof after],
    );
    expect(changed.sort()).toEqual([...ERASED_FIELDS, 'closed_at', 'updated_at'].sort());
    expect(after).toMatchObject({ first_name: 'Former member', last_name: '', selfie_image: null });
    expect(JSON.stringify(after)).not.toContain(before.email);
    expect(JSON.stringify(after)).not.toContain(before.phone);
    expect(await ledgerSum()).toEqual(sums);
    expect(await totalsRow(db(), upline.user.id)).toEqual(uplineTotals);
    expect(await totalsRow(db(), closing.user.id)).toEqual(closingTotals);

    // Sessions gone; the payout account sealed and cleared; the audit names fields only.
    expect(
      await db()
        .selectFrom('sessions')
        .select('id')
        .where('member_id', '=', closing.user.id)
        .execute(),
    ).toEqual([]);
    const wd = await db()
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', withdrawalId)
      .executeTakeFirstOrThrow();
    expect(wd).toMatchObject({ account_holder: null, iban: null, phone: null });
    const kept = await db()
      .selectFrom('retained_payout_accounts')
      .selectAll()
      .where('withdrawal_id', '=', withdrawalId)
      .executeTakeFirstOrThrow();
    expect(kept.sealed.includes(Buffer.from('AE0703'))).toBe(false);
    expect(
      JSON.parse(t.app.ctx.keyring.open(kept.sealed, `payout:${withdrawalId}`).toString()),
    ).toEqual({
      accountHolder: 'Layla Haddad',
      iban: 'AE070331234567890123456',
      phone: null,
    });
    expect(new Date(kept.retain_until).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 5);
    const kyc = await db()
      .selectFrom('kyc_submissions')
      .select('retain_until')
      .where('member_id', '=', closing.user.id)
      .executeTakeFirstOrThrow();
    expect(kyc.retain_until).toBe(kept.retain_until);
    // Kept until then, and deleted by the purge once the 5 years have passed.
    expect(await purgeExpiredKyc(db(), new Date())).toMatchObject({ submissions: 0 });
    const later = new Date(Date.parse(kept.retain_until) + 1000);
    expect(await purgeExpiredKyc(db(), later)).toMatchObject({ submissions: 1 });
    expect(await purgeExpiredRetention(db(), { kind: 'system' }, later)).toBe(1);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.close')
      .where('member_id', '=', closing.user.id)
      .executeTakeFirstOrThrow();
    expect(audit.fields).toContain('email');
    expect(JSON.stringify(audit)).not.toContain(before.email);
    expect(t.mailer.sent.findLast((m) => m.to === before.email)?.subject).toBe(
      'تم إغلاق حسابك في رحلة',
    );

    // The upline's tree shows "Former member", never the old name or address.
    const tree = (
      await get(t, '/user/referral-tree?level=1', upline.token)
    ).json<ReferralTreeResponse>();
    const shown = tree.referralTree.members.level1?.[0];
    expect(shown).toMatchObject({ name: 'Former member', email: '' });

    // The username and sponsor code are never issued or found again.
    const lookup = await get(t, `/user/by-username?username=${closing.body.username}`);
    expect(lookup.statusCode).toBe(404);
    const bySponsorCode = await get(t, `/user/by-username?username=${before.sponsor_code}`);
    expect(bySponsorCode.statusCode).toBe(404);
    const login = await post(t, '/user/login', {
      username: closing.body.username,
      password: 'Secret123',
    });
    expect(login.statusCode).toBe(401);

    // A new ride below credits the upline as before and the closed member nothing.
    const closedLedger = await db()
      .selectFrom('ledger')
      .select('source_key')
      .where('member_id', '=', closing.user.id)
      .execute();
    await recordRide(db(), { riderId: below.user.id, driverId: driver.user.id, fareFils: 100_00 });
    expect(
      await db()
        .selectFrom('ledger')
        .select('source_key')
        .where('member_id', '=', closing.user.id)
        .execute(),
    ).toEqual(closedLedger);
    const uplineNow = await totalsRow(db(), upline.user.id);
    expect(uplineNow.ddr_fils).toBeGreaterThan(uplineTotals.ddr_fils);
  });

  it('refuses the closed username and a sign-up naming it as sponsor', async () => {
    const closing = await signUp(t);
    const { code } = await askCode(closing.token, closing.user.email);
    await post(
      t,
      '/user/close',
      { password: 'Secret123', code, acceptForfeit: true },
      closing.token,
    );
    const reuse = await post(t, '/email-verification/send-otp', {
      email: 'fresh_reuse@example.test',
    });
    expect(reuse.statusCode).toBe(200);
    const otp = t.mailer.lastCode('fresh_reuse@example.test');
    const res = await post(t, '/user/signup', {
      ...closing.body,
      email: 'fresh_reuse@example.test',
      phoneNumber: '+971509999001',
      otp,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errors: { username: 'This username is already taken' } });
    const sponsored = await post(t, '/email-verification/send-otp', {
      email: 'fresh_sp@example.test',
    });
    expect(sponsored.statusCode).toBe(200);
    const res2 = await post(t, '/user/signup', {
      ...closing.body,
      username: `x${closing.body.username}`.slice(0, 30),
      email: 'fresh_sp@example.test',
      phoneNumber: '+971509999002',
      sponsorBy: closing.body.username,
      otp: t.mailer.lastCode('fresh_sp@example.test'),
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json()).toMatchObject({ code: 'SPONSOR_INVALID' });
  });
});
