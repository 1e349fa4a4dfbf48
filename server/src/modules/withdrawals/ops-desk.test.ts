import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsWithdrawal } from '../../../../contract/ops';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { makeOperator, opsCookieFor } from '../../../test/operators';
import { walletCommands } from '../../cli/wallet-commands';
import { listAudit } from '../audit/service';
import { credit } from '../wallet/ledger';

describe.each(DB_FLAVOURS)('withdrawals desk and four eyes (%s)', (flavour) => {
  let t: TestApp;
  let member: string;
  let financeA: { id: string; cookie: string };
  let financeB: { id: string; cookie: string };

  const ask = async (amount: number, method: 'bank' | 'wallet' = 'bank') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      headers: { authorization: `Bearer ${await tokenFor(t.app, member)}` },
      payload:
        method === 'bank'
          ? { amount, method, accountHolder: 'Desk Member', iban: 'AE07 0331 2345 6789 0123 456' }
          : { amount, method, phoneNumber: '+971501234567' },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ withdrawal: { id: string; reference: string } }>().withdrawal;
  };
  const post = (cookie: string, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/ops${url}`, headers: { cookie }, payload });
  const queue = async (status: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/ops/withdrawals?status=${status}`,
        headers: { cookie: financeA.cookie },
      })
    ).json<{ withdrawals: OpsWithdrawal[] }>().withdrawals;
  const auditOf = async (id: string) =>
    (await listAudit(t.app.ctx.db, { targetId: id })).rows.map((r) => ({
      action: r.action,
      actorId: r.actorId,
      actorRole: r.actorRole,
      fields: r.fields,
      memberId: r.memberId,
    }));

  beforeAll(async () => {
    t = await createTestApp(flavour, {
      WITHDRAWAL_DAILY_MAX_AED: '100000',
      WITHDRAWAL_MONTHLY_MAX_AED: '100000',
    });
    member = await addMember(t.app.ctx.db, { username: 'desk_member', kycStatus: 'approved' });
    await t.app.ctx.db.transaction().execute((trx) =>
      credit(trx, {
        memberId: member,
        programme: 'crr',
        amountFils: 50_000_00,
        sourceKey: `crr:${member}:desk`,
        description: 'CRR bonus',
      }),
    );
    const a = await makeOperator(t.app, ['finance'], 'Fatima Finance');
    const b = await makeOperator(t.app, ['finance'], 'Bilal Finance');
    financeA = { id: a.id, cookie: await opsCookieFor(t.app, a.id) };
    financeB = { id: b.id, cookie: await opsCookieFor(t.app, b.id) };
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists a pending request with its member, balance, KYC status, grouped IBAN bank and approvals needed', async () => {
    const w = await ask(2500);
    const row = (await queue('pending')).find((x) => x.id === w.id);
    expect(row).toMatchObject({
      reference: w.reference,
      amount: 2500,
      method: 'bank',
      iban: 'AE070331234567890123456',
      bankName: 'Mashreq',
      member: { username: 'desk_member', kycStatus: 'approved', availableBalance: 47_500 },
      approvals: [],
      approvalsNeeded: 2,
    });
    const tidy = await post(financeA.cookie, `/withdrawals/${w.id}/reject`, {
      reason: 'Test tidy-up',
    });
    expect(tidy.json()).toMatchObject({ withdrawal: { status: 'rejected' } });
  });

  it('above the threshold: stays pending after one approval, the same operator cannot approve twice, a second operator approves', async () => {
    const w = await ask(2000.01);
    const first = await post(financeA.cookie, `/withdrawals/${w.id}/approve`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ withdrawal: { status: 'pending' } });
    expect((await queue('pending')).find((x) => x.id === w.id)?.approvals).toEqual([
      expect.objectContaining({ operatorId: financeA.id, operatorName: 'Fatima Finance' }),
    ]);
    const twice = await post(financeA.cookie, `/withdrawals/${w.id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toMatch(/already approved/);
    const second = await post(financeB.cookie, `/withdrawals/${w.id}/approve`);
    expect(second.json()).toMatchObject({ withdrawal: { status: 'approved' } });
    // Neither approver may mark it paid.
    for (const op of [financeA, financeB]) {
      const paid = await post(op.cookie, `/withdrawals/${w.id}/paid`, {
        transferReference: 'FT-1',
      });
      expect(paid.statusCode).toBe(409);
    }
    const c = await makeOperator(t.app, ['finance']);
    const paid = await post(await opsCookieFor(t.app, c.id), `/withdrawals/${w.id}/paid`, {
      transferReference: 'FT-1',
    });
    expect(paid.json()).toMatchObject({
      withdrawal: { status: 'paid', transferReference: 'FT-1' },
    });
    expect(await auditOf(w.id)).toEqual([
      {
        action: 'withdrawal.paid',
        actorId: c.id,
        actorRole: 'finance',
        fields: ['status', 'transfer_ref'],
        memberId: member,
      },
      {
        action: 'withdrawal.approve',
        actorId: financeB.id,
        actorRole: 'finance',
        fields: ['approvals', 'status'],
        memberId: member,
      },
      {
        action: 'withdrawal.approve.first',
        actorId: financeA.id,
        actorRole: 'finance',
        fields: ['approvals'],
        memberId: member,
      },
    ]);
  });

  it('at or under the threshold one approval is enough; the member may cancel a half-approved one', async () => {
    const small = await ask(2000);
    const ok = await post(financeA.cookie, `/withdrawals/${small.id}/approve`);
    expect(ok.json()).toMatchObject({ withdrawal: { status: 'approved' } });
    const paid = await post(financeB.cookie, `/withdrawals/${small.id}/paid`, {
      transferReference: 'FT-2',
    });
    expect(paid.statusCode).toBe(200);

    const big = await ask(3000);
    await post(financeA.cookie, `/withdrawals/${big.id}/approve`);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/wallet/withdrawals/${big.id}/cancel`,
      headers: { authorization: `Bearer ${await tokenFor(t.app, member)}` },
    });
    expect(cancel.json()).toMatchObject({ withdrawal: { status: 'cancelled' } });
    const late = await post(financeB.cookie, `/withdrawals/${big.id}/approve`);
    expect(late.statusCode).toBe(409);
  });

  it('reject needs a reason the member reads, and is audited once with the changed fields', async () => {
    const w = await ask(60);
    expect(
      (await post(financeA.cookie, `/withdrawals/${w.id}/reject`, { reason: '' })).statusCode,
    ).toBe(400);
    const res = await post(financeA.cookie, `/withdrawals/${w.id}/reject`, {
      reason: 'IBAN closed',
    });
    expect(res.json()).toMatchObject({ withdrawal: { status: 'rejected', reason: 'IBAN closed' } });
    expect(await auditOf(w.id)).toEqual([
      expect.objectContaining({ action: 'withdrawal.reject', fields: ['reason', 'status'] }),
    ]);
    expect(t.mailer.sent.at(-1)?.text).toContain('IBAN closed');
  });

  it('exports approved bank requests and marks paid from the bank CSV, line by line', async () => {
    const one = await ask(100);
    await post(financeA.cookie, `/withdrawals/${one.id}/approve`);
    const two = await ask(150);
    await post(financeA.cookie, `/withdrawals/${two.id}/approve`);
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/ops/withdrawals/export.csv',
      headers: { cookie: financeB.cookie },
    });
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    expect(file.body.split('\r\n')).toEqual([
      'reference,member name,IBAN,amount (AED)',
      `${one.reference},Desk Member,AE070331234567890123456,100.00`,
      `${two.reference},Desk Member,AE070331234567890123456,150.00`,
      '',
    ]);
    const csv = `reference,transfer reference\n${one.reference},BANK-9\n${two.reference},\nWD-20990101-ZZZZZZ,BANK-11\n`;
    // The approver's own lines are refused; another operator's go through.
    const mine = await post(financeA.cookie, '/withdrawals/paid-batch', { csv });
    expect(mine.json<{ results: { ok: boolean }[] }>().results.map((r) => r.ok)).toEqual([
      false,
      false,
      false,
    ]);
    const res = await post(financeB.cookie, '/withdrawals/paid-batch', { csv });
    expect(res.json()).toMatchObject({
      results: [
        { line: 1, reference: one.reference, ok: true },
        { line: 2, reference: two.reference, ok: false },
        { line: 3, ok: false, message: 'No withdrawal request WD-20990101-ZZZZZZ' },
      ],
    });
    expect((await queue('paid')).find((x) => x.id === one.id)?.transferReference).toBe('BANK-9');
    const exports = await listAudit(t.app.ctx.db, { action: 'withdrawal.export' });
    expect(exports.rows[0]).toMatchObject({ actorId: financeB.id, actorRole: 'finance' });
  });

  it('the dashboard counts the queues and today', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ops/dashboard',
      headers: { cookie: financeA.cookie },
    });
    const d = res.json<{
      dashboard: {
        withdrawalsApprovedUnpaid: { count: number; total: number };
        today: { paid: { count: number } };
      };
    }>().dashboard;
    expect(d.withdrawalsApprovedUnpaid).toMatchObject({ count: 1, total: 150 });
    expect(d.today.paid.count).toBe(3);
  });

  it('two approvals at once: each operator counts once and the hold becomes one debit', async () => {
    const before = await t.app.ctx.db
      .selectFrom('member_totals')
      .select('withdrawn_fils')
      .where('member_id', '=', member)
      .executeTakeFirstOrThrow();
    const w = await ask(4000);
    const same = await Promise.all([
      post(financeA.cookie, `/withdrawals/${w.id}/approve`),
      post(financeA.cookie, `/withdrawals/${w.id}/approve`),
    ]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const c = await makeOperator(t.app, ['finance']);
    const cCookie = await opsCookieFor(t.app, c.id);
    const both = await Promise.all([
      post(financeB.cookie, `/withdrawals/${w.id}/approve`),
      post(cCookie, `/withdrawals/${w.id}/approve`),
    ]);
    const codes = both.map((r) => r.statusCode).sort();
    // The first of the two completes the four eyes; the other finds it approved already.
    expect(codes).toEqual([200, 409]);
    const after = await t.app.ctx.db
      .selectFrom('member_totals')
      .select('withdrawn_fils')
      .where('member_id', '=', member)
      .executeTakeFirstOrThrow();
    expect(after.withdrawn_fils - before.withdrawn_fils).toBe(4000_00);
    const rows = await t.app.ctx.db
      .selectFrom('withdrawal_approvals')
      .select('operator_id')
      .where('withdrawal_id', '=', w.id)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('the CLI acts alone and is audited as cli:<user>', async () => {
    const w = await ask(5000);
    const lines: string[] = [];
    const cmd = walletCommands.find((c) => c.name === 'withdrawals');
    await cmd?.run(t.app.ctx, ['approve', w.reference, '--by', 'night-shift'], (l) =>
      lines.push(l),
    );
    expect(lines[0]).toMatch(/is now approved/);
    expect(await auditOf(w.id)).toEqual([
      expect.objectContaining({
        action: 'withdrawal.approve',
        actorId: expect.stringMatching(/^cli:/) as string,
        actorRole: null,
      }),
    ]);
  });
});
