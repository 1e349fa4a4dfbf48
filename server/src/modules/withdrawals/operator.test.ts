import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../cli/types';
import { walletCommands } from '../../cli/wallet-commands';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { credit } from '../wallet/ledger';
import { totalsRow, walletFigures } from '../wallet/reads';
import { recomputeWallet } from '../wallet/recompute';

const command = (name: string) => {
  const c = walletCommands.find((x) => x.name === name);
  if (!c) throw new Error(`no command ${name}`);
  return c;
};

describe.each(DB_FLAVOURS)('withdrawal operators (%s)', (flavour) => {
  let t: TestApp;
  let member: string;
  const run = async (name: string, args: string[]) => {
    const lines: string[] = [];
    await command(name).run(t.app.ctx, args, (l) => lines.push(l));
    return lines;
  };
  const ask = async (amount: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      headers: { authorization: `Bearer ${await tokenFor(t.app, member)}` },
      payload: { amount, method: 'wallet', phoneNumber: '+971501234567' },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ withdrawal: { id: string; reference: string } }>().withdrawal;
  };
  const figures = async () => walletFigures(await totalsRow(t.app.ctx.db, member));
  const events = async (id: string) =>
    t.app.ctx.db
      .selectFrom('withdrawal_events')
      .select(['action', 'actor', 'note'])
      .where('withdrawal_id', '=', id)
      .orderBy('at')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(flavour);
    member = await addMember(t.app.ctx.db, { username: 'wd_member', kycStatus: 'approved' });
    await t.app.ctx.db.transaction().execute((trx) =>
      credit(trx, {
        memberId: member,
        programme: 'crr',
        amountFils: 1000_00,
        sourceKey: `crr:${member}:challenger`,
        description: 'CRR Challenger rank bonus',
      }),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('approve turns the hold into a paid debit exactly once, then paid records the transfer', async () => {
    const w = await ask(200);
    expect(await run('withdrawals', ['list'])).toEqual([
      expect.stringMatching(
        new RegExp(`^${w.reference}  pending .*AED 200.00  wd_member  wallet \\+971501234567`),
      ),
      '1 request(s)',
    ]);
    const out = await run('withdrawals', ['approve', w.reference, '--by', 'aisha']);
    expect(out).toEqual([
      `${w.reference} is now approved (AED 200.00), recorded by operator:aisha; the member was e-mailed.`,
    ]);
    expect(await figures()).toMatchObject({
      balanceFils: 800_00,
      heldFils: 0,
      paidOutFils: 200_00,
      earnedFils: 1000_00,
    });
    await expect(run('withdrawals', ['approve', w.reference])).rejects.toThrow(
      new UsageError(`Withdrawal ${w.reference} is approved; it cannot be approved`),
    );
    await expect(run('withdrawals', ['paid', w.reference])).rejects.toThrow(
      '--transfer-ref is required',
    );
    await run('withdrawals', ['paid', w.reference, '--transfer-ref', 'FT-778', '--by', 'omar']);
    expect(await figures()).toMatchObject({ balanceFils: 800_00, paidOutFils: 200_00 });
    expect(await events(w.id)).toEqual([
      { action: 'requested', actor: 'member', note: null },
      { action: 'approved', actor: 'operator:aisha', note: null },
      { action: 'paid', actor: 'operator:omar', note: 'FT-778' },
    ]);
    const mails = t.mailer.sent.filter((m) => m.to === 'wd_member@example.test');
    expect(mails.map((m) => m.subject)).toEqual([
      `Your withdrawal ${w.reference} is approved`,
      `Your withdrawal ${w.reference} is paid`,
    ]);
    expect(mails[1]?.text).toContain('transfer reference FT-778');
  });

  it('reject releases the hold and shows the member the reason', async () => {
    const w = await ask(100);
    expect((await figures()).balanceFils).toBe(700_00);
    await expect(run('withdrawals', ['reject', w.reference])).rejects.toThrow(
      '--reason is required',
    );
    await run('withdrawals', ['reject', w.reference, '--reason', 'Account name does not match']);
    expect(await figures()).toMatchObject({ balanceFils: 800_00, heldFils: 0 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/withdrawals',
      headers: { authorization: `Bearer ${await tokenFor(t.app, member)}` },
    });
    expect(
      res.json<{ withdrawals: { reference: string; status: string; reason: string }[] }>()
        .withdrawals[0],
    ).toMatchObject({
      reference: w.reference,
      status: 'rejected',
      reason: 'Account name does not match',
    });
    expect(t.mailer.sent.at(-1)?.text).toContain('was not approved: Account name does not match');
    await expect(run('withdrawals', ['paid', w.reference, '--transfer-ref', 'X1'])).rejects.toThrow(
      `Withdrawal ${w.reference} is rejected; it cannot be marked paid`,
    );
  });

  it('payout still respects held amounts through the same ledger rules', async () => {
    await ask(500);
    await expect(run('payout', ['--member', 'wd_member', '--amount', '400'])).rejects.toThrow(
      'Payout of AED 400.00 exceeds the available balance of AED 300.00',
    );
    await run('payout', ['--member', 'wd_member', '--amount', '300', '--reference', 'PO-W']);
    expect((await figures()).balanceFils).toBe(0);
  });

  it('recompute rebuilds held and withdrawn totals from the ledger and finds no difference', async () => {
    const lines: string[] = [];
    expect((await recomputeWallet(t.app.ctx, (l) => lines.push(l))).differences).toBe(0);
    expect(lines).toContain('withdrawals: no differences');
    // A held total edited by hand is found and put back from the ledger.
    await t.app.ctx.db
      .updateTable('member_totals')
      .set({ held_fils: 1 })
      .where('member_id', '=', member)
      .execute();
    await t.app.ctx.db
      .updateTable('withdrawals')
      .set({ status: 'paid' })
      .where('status', '=', 'pending')
      .execute();
    const again: string[] = [];
    expect((await recomputeWallet(t.app.ctx, (l) => again.push(l))).differences).toBe(2);
    expect(again).toContain('wallet totals: 1 difference(s) fixed');
    expect((await figures()).heldFils).toBe(500_00);
  });

  it('mails a member whose language is Arabic in Arabic', async () => {
    const layla = await addMember(t.app.ctx.db, { username: 'wd_layla', kycStatus: 'approved' });
    await t.app.ctx.db
      .updateTable('members')
      .set({ language: 'ar' })
      .where('id', '=', layla)
      .execute();
    await t.app.ctx.db.transaction().execute((trx) =>
      credit(trx, {
        memberId: layla,
        programme: 'crr',
        amountFils: 100_00,
        sourceKey: `crr:${layla}:challenger`,
        description: 'CRR Challenger rank bonus',
      }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      headers: { authorization: `Bearer ${await tokenFor(t.app, layla)}` },
      payload: { amount: 60, method: 'wallet', phoneNumber: '+971501234567' },
    });
    const { reference } = res.json<{ withdrawal: { reference: string } }>().withdrawal;
    await run('withdrawals', ['approve', reference, '--by', 'aisha']);
    const mail = t.mailer.sent.filter((m) => m.to === 'wd_layla@example.test').at(-1);
    expect(mail?.language).toBe('ar');
    expect(mail?.subject).toBe(`تمت الموافقة على طلب السحب \u2066${reference}\u2069`);
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
  });
});
