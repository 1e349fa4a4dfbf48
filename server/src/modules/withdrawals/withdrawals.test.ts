import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WithdrawalsResponse } from '../../../../contract/wallet';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { dubaiDay, dubaiMonthOf } from '../../lib/dubai-time';
import { credit } from '../wallet/ledger';
import { totalsRow, walletFigures } from '../wallet/reads';

const IBAN = 'AE070331234567890123456';

describe.each(DB_FLAVOURS)('withdrawal requests (%s)', (flavour) => {
  let t: TestApp;
  let member: string;
  let n = 0;
  const auth = async (id: string) => ({ authorization: `Bearer ${await tokenFor(t.app, id)}` });
  const ask = async (as: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      headers: { ...(await auth(as)), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const bank = (amount: number | string) => ({
    amount,
    method: 'bank',
    accountHolder: 'Mona K',
    iban: IBAN,
  });
  const fund = async (id: string, fils: number) =>
    t.app.ctx.db.transaction().execute((trx) =>
      credit(trx, {
        memberId: id,
        programme: 'crr',
        amountFils: fils,
        sourceKey: `crr:${id}:t${n++}`,
        description: 'test credit',
      }),
    );
  const balance = async (id: string) => walletFigures(await totalsRow(t.app.ctx.db, id));
  const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

  beforeAll(async () => {
    t = await createTestApp(flavour, {
      WITHDRAWAL_DAILY_MAX_AED: '1000',
      WITHDRAWAL_MONTHLY_MAX_AED: '1500',
    });
  });
  beforeEach(async () => {
    member = await addMember(t.app.ctx.db, { kycStatus: 'approved' });
    await fund(member, 3000_00);
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds the amount at once: the balance drops, the lifetime total does not', async () => {
    const res = await ask(member, bank('120.50'));
    expect(res.statusCode).toBe(201);
    const w = res.json<{ success: true; withdrawal: Record<string, unknown> }>();
    expect(w.success).toBe(true);
    expect(w.withdrawal).toMatchObject({ amount: 120.5, method: 'bank', status: 'pending' });
    expect(w.withdrawal.reference).toMatch(/^WD-\d{8}-[A-Z2-9]{6}$/);
    expect(await balance(member)).toMatchObject({
      balanceFils: 3000_00 - 120_50,
      earnedFils: 3000_00,
      heldFils: 120_50,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/withdrawals',
      headers: await auth(member),
    });
    const body = list.json<WithdrawalsResponse>();
    expect(body.wallet).toEqual({ availableBalance: 2879.5, held: 120.5, paidOut: 0, minimum: 50 });
    expect(body.withdrawals[0]).toMatchObject({
      status: 'pending',
      accountEnding: '3456',
      accountHolder: 'Mona K',
    });
  });

  it('accepts a mobile wallet phone as UAE members write it, stored in E.164, and refuses a landline or a bad number', async () => {
    for (const [typed, stored] of [
      ['+971 50 123 4567', '+971501234567'],
      ['050 123 4567', '+971501234567'],
      ['+44 7400 123456', '+447400123456'],
    ]) {
      const who = await addMember(t.app.ctx.db, { kycStatus: 'approved' });
      await fund(who, 100_00);
      const res = await ask(who, { amount: 50, method: 'wallet', phoneNumber: typed });
      expect(res.statusCode, typed).toBe(201);
      const row = await t.app.ctx.db
        .selectFrom('withdrawals')
        .select('phone')
        .where('member_id', '=', who)
        .executeTakeFirstOrThrow();
      expect(row.phone).toBe(stored);
    }
    const other = await addMember(t.app.ctx.db, { kycStatus: 'approved' });
    await fund(other, 100_00);
    for (const phoneNumber of ['+97142345678', '04 234 5678', '+97150', '050 123 456', 'call me']) {
      const res = await ask(other, { amount: 50, method: 'wallet', phoneNumber });
      expect(res.statusCode, phoneNumber).toBe(400);
      expect(message(res)).toBe('Enter a valid mobile number, e.g. 050 123 4567 or +971501234567');
    }
  });

  it('says what is wrong with each refused request', async () => {
    const cases: [object, string][] = [
      [bank(49.99), 'The minimum withdrawal is AED 50.00'],
      [bank(3000.01), 'The amount exceeds your available balance of AED 3,000.00'],
      [bank(10.001), 'Amount must be an AED amount with at most two decimals'],
      [{ ...bank(60), iban: 'AE07033123456789012345' }, 'A UAE IBAN has 23 characters'],
      [{ ...bank(60), iban: 'AE080331234567890123456' }, 'Enter a valid IBAN'],
      [{ ...bank(60), accountHolder: '' }, 'Account holder is required'],
      [{ amount: 60, method: 'cash' }, "Method must be 'bank' or 'wallet'"],
      [
        bank(1000.01),
        'This exceeds the daily withdrawal limit of AED 1,000.00 (AED 1,000.00 left today)',
      ],
    ];
    for (const [body, text] of cases) {
      const res = await ask(member, body);
      expect(res.statusCode, text).toBe(400);
      expect(message(res)).toBe(text);
    }
  });

  it('applies the monthly limit across the days of a Dubai month', async () => {
    const now = new Date();
    const [monthStart] = dubaiMonthOf(now);
    const [dayStart] = dubaiDay(now);
    // On the 1st there is no earlier day this month: the same request then meets the daily limit.
    const earlier = monthStart < dayStart;
    await t.app.ctx.db
      .insertInto('withdrawals')
      .values({
        id: `old${n++}`,
        member_id: member,
        reference: `WD-OLD-${n}`,
        amount_fils: 900_00,
        method: 'bank',
        account_holder: 'Mona K',
        iban: IBAN,
        phone: null,
        status: 'paid',
        reason: null,
        transfer_ref: 'T1',
        idempotency_key: null,
        request_hash: null,
        created_at: earlier ? monthStart : dayStart,
        updated_at: dayStart,
      })
      .execute();
    const res = await ask(member, bank(700));
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(
      earlier
        ? 'This exceeds the monthly withdrawal limit of AED 1,500.00 (AED 600.00 left this month)'
        : 'This exceeds the daily withdrawal limit of AED 1,000.00 (AED 100.00 left today)',
    );
    expect((await ask(member, bank(600))).statusCode).toBe(earlier ? 201 : 400);
  });

  it('refuses a member whose KYC is not approved (403)', async () => {
    const pending = await addMember(t.app.ctx.db, { kycStatus: 'pending' });
    await fund(pending, 100_00);
    const res = await ask(pending, bank(60));
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe('Withdrawals are available once your KYC is approved');
  });

  it('allows one pending request at a time (409)', async () => {
    expect((await ask(member, bank(60))).statusCode).toBe(201);
    const res = await ask(member, bank(70));
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(
      'You already have a pending withdrawal request. Cancel it or wait until it is processed.',
    );
  });

  it('answers a retried Idempotency-Key with the first answer, and 409 for another body', async () => {
    const first = await ask(member, bank(60), 'key-1');
    const again = await ask(member, bank('60.00'), 'key-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await ask(member, bank(61), 'key-1');
    expect(other.statusCode).toBe(409);
    expect(message(other)).toBe('This Idempotency-Key was already used for a different request');
    expect((await balance(member)).heldFils).toBe(60_00);
  });

  it('holds exactly one of 20 concurrent requests; the other 19 get 409', async () => {
    const token = await auth(member);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/wallet/withdrawals',
          headers: token,
          payload: bank(100 + i),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const held = (await balance(member)).heldFils;
    expect(held).toBeGreaterThanOrEqual(100_00);
    expect(held).toBeLessThan(120_00);
  });

  it('cancels a pending request, releasing the hold; cancelling twice is 409', async () => {
    const id = (await ask(member, bank(80))).json<{ withdrawal: { id: string } }>().withdrawal.id;
    const cancel = async (as: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/wallet/withdrawals/${id}/cancel`,
        headers: await auth(as),
      });
    const stranger = await addMember(t.app.ctx.db, { kycStatus: 'approved' });
    const stolen = await cancel(stranger);
    expect(stolen.statusCode).toBe(403);
    expect((await balance(member)).heldFils).toBe(80_00);
    const res = await cancel(member);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ withdrawal: { status: string } }>().withdrawal.status).toBe('cancelled');
    expect(await balance(member)).toMatchObject({ heldFils: 0, balanceFils: 3000_00 });
    expect((await cancel(member)).statusCode).toBe(409);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals/nope/cancel',
      headers: await auth(member),
    });
    expect(none.statusCode).toBe(404);
  });

  it('lists only the caller’s own requests and needs a session', async () => {
    await ask(member, bank(60));
    const stranger = await addMember(t.app.ctx.db, { kycStatus: 'approved' });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/wallet/withdrawals?memberId=${member}`,
      headers: await auth(stranger),
    });
    expect(list.json<WithdrawalsResponse>().withdrawals).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet/withdrawals' })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/wallet/withdrawals', payload: bank(60) }))
        .statusCode,
    ).toBe(401);
  });
});
