import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerProposalsResponse, LedgerProposalView } from '../../../../contract/ops-ledger';
import type { StatementResponse } from '../../../../contract/wallet';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { makeOperator, opsCookieFor } from '../../../test/operators';
import { walletCommands } from '../../cli/wallet-commands';
import { listAudit } from '../audit/service';
import { credit } from '../wallet/ledger';
import { totalsRow, walletFigures } from '../wallet/reads';

describe.each(DB_FLAVOURS)(
  'ledger desk: four eyes over adjustments, payouts, rides (%s)',
  (flavour) => {
    let t: TestApp;
    let member: string;
    let a: { id: string; cookie: string };
    let b: { id: string; cookie: string };
    let c: { id: string; cookie: string };

    const post = (cookie: string, url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/ops/ledger${url}`, headers: { cookie }, payload });
    const propose = async (cookie: string, payload: object) => {
      const res = await post(cookie, '/proposals', payload);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const approve = (cookie: string, id: string) => post(cookie, `/proposals/${id}/approve`);
    const list = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/ops/ledger/proposals',
          headers: { cookie: a.cookie },
        })
      ).json<LedgerProposalsResponse>();
    const find = async (id: string): Promise<LedgerProposalView | undefined> => {
      const l = await list();
      return [...l.pending, ...l.recent].find((p) => p.id === id);
    };
    const figures = async (id: string) => walletFigures(await totalsRow(t.app.ctx.db, id));
    const adjust = (
      username: string,
      amount: number,
      direction: 'credit' | 'debit',
      reason = 'Goodwill for a lost parcel',
    ) => ({
      kind: 'adjustment',
      member: username,
      amount,
      direction,
      reason,
      reference: 'TICKET-42',
    });
    const cli = async (name: string, args: string[]) => {
      const lines: string[] = [];
      await walletCommands.find((x) => x.name === name)?.run(t.app.ctx, args, (l) => lines.push(l));
      return lines;
    };

    beforeAll(async () => {
      t = await createTestApp(flavour);
      member = await addMember(t.app.ctx.db, { username: 'ledger_member' });
      await t.app.ctx.db.transaction().execute((trx) =>
        credit(trx, {
          memberId: member,
          programme: 'crr',
          amountFils: 1_000_00,
          sourceKey: `crr:${member}:ledger-test`,
          description: 'CRR bonus',
        }),
      );
      const mk = async (name: string) => {
        const o = await makeOperator(t.app, ['finance'], name);
        return { id: o.id, cookie: await opsCookieFor(t.app, o.id) };
      };
      a = await mk('Amal Finance');
      b = await mk('Basim Finance');
      c = await mk('Chadi Finance');
    });
    afterAll(async () => {
      await t.close();
    });

    it('a credit adjustment waits for a second operator, then moves the available balance only, once', async () => {
      const before = await figures(member);
      const id = await propose(a.cookie, adjust('ledger_member', 25.5, 'credit'));
      expect(await find(id)).toMatchObject({
        status: 'pending',
        kind: 'adjustment',
        amount: 25.5,
        direction: 'credit',
        member: { username: 'ledger_member' },
        proposedBy: { id: a.id, name: 'Amal Finance' },
      });
      expect(await figures(member)).toEqual(before);

      const own = await approve(a.cookie, id);
      expect(own.statusCode).toBe(409);
      expect(own.json<{ message: string }>().message).toMatch(/You proposed this/);
      const ownReject = await post(a.cookie, `/proposals/${id}/reject`, {
        note: 'Changed my mind',
      });
      expect(ownReject.statusCode).toBe(409);

      expect((await approve(b.cookie, id)).statusCode).toBe(200);
      const after = await figures(member);
      expect(after.balanceFils).toBe(before.balanceFils + 25_50);
      expect(after.earnedFils).toBe(before.earnedFils);
      expect(await find(id)).toMatchObject({ status: 'posted', decidedBy: { id: b.id } });

      const again = await approve(c.cookie, id);
      expect(again.statusCode).toBe(409);
      expect((await figures(member)).balanceFils).toBe(after.balanceFils);

      const audit = (await listAudit(t.app.ctx.db, { targetId: id })).rows.map((r) => [
        r.action,
        r.actorId,
        r.actorRole,
      ]);
      expect(audit).toEqual(
        expect.arrayContaining([
          ['ledger.propose.adjustment', a.id, 'finance'],
          ['ledger.approve.adjustment', b.id, 'finance'],
        ]),
      );
      expect(audit).toHaveLength(2);
    });

    it('two different approvers at once: exactly one posts', async () => {
      const before = (await figures(member)).balanceFils;
      const id = await propose(
        a.cookie,
        adjust('ledger_member', 7, 'credit', 'Race of two approvers'),
      );
      const answers = await Promise.all([approve(b.cookie, id), approve(c.cookie, id)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect((await figures(member)).balanceFils).toBe(before + 7_00);
      const rows = await t.app.ctx.db
        .selectFrom('ledger')
        .select('amount_fils')
        .where('source_key', '=', `adjustment:${id}`)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('the same proposal approved twice at once by one operator posts once', async () => {
      const before = (await figures(member)).balanceFils;
      const id = await propose(a.cookie, adjust('ledger_member', 3, 'credit', 'Double click'));
      const answers = await Promise.all([approve(b.cookie, id), approve(b.cookie, id)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect((await figures(member)).balanceFils).toBe(before + 3_00);
      const audits = (await listAudit(t.app.ctx.db, { targetId: id })).rows;
      expect(audits.filter((r) => r.action === 'ledger.approve.adjustment')).toHaveLength(1);
    });

    it('a debit that would overdraw is refused when proposed and again when approved after the balance dropped', async () => {
      const balance = (await figures(member)).balanceFils;
      const over = await post(
        b.cookie,
        '/proposals',
        adjust('ledger_member', balance / 100 + 0.01, 'debit'),
      );
      expect(over.statusCode).toBe(409);
      expect(over.json<{ code: string }>().code).toBe('AMOUNT_OVER_BALANCE');

      const id = await propose(
        a.cookie,
        adjust('ledger_member', balance / 100, 'debit', 'Reverse a duplicate credit'),
      );
      // Meanwhile the balance drops: a payout posted by the CLI takes AED 1.
      await cli('payout', ['--member', 'ledger_member', '--amount', '1', '--reference', 'PO-DROP']);
      const refused = await approve(b.cookie, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ code: string }>().code).toBe('AMOUNT_OVER_BALANCE');
      expect(await find(id)).toMatchObject({ status: 'pending', decidedBy: null });
      expect((await figures(member)).balanceFils).toBe(balance - 1_00);
      expect((await listAudit(t.app.ctx.db, { targetId: id })).rows).toHaveLength(1);

      // Rejected with a note instead: nothing moves.
      expect(
        (await post(c.cookie, `/proposals/${id}/reject`, { note: 'Balance changed' })).statusCode,
      ).toBe(200);
      expect(await find(id)).toMatchObject({
        status: 'rejected',
        note: 'Balance changed',
        decidedBy: { id: c.id },
      });
      expect((await approve(b.cookie, id)).statusCode).toBe(409);
    });

    it('a debit adjustment shows on the statement as an adjustment with its reason; lifetime earned stays', async () => {
      const before = await figures(member);
      const id = await propose(
        a.cookie,
        adjust('ledger_member', 2, 'debit', 'Fare refunded to the rider'),
      );
      expect((await approve(b.cookie, id)).statusCode).toBe(200);
      const token = await tokenFor(t.app, member);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/wallet/statement?programme=adjustment',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      const { entries } = res.json<StatementResponse>();
      expect(entries[0]).toMatchObject({
        programme: 'adjustment',
        amount: -2,
        description: 'Adjustment: Fare refunded to the rider',
        balanceAfter: (before.balanceFils - 2_00) / 100,
      });
      expect(entries.every((e) => e.programme === 'adjustment')).toBe(true);
      const after = await figures(member);
      expect(after.earnedFils).toBe(before.earnedFils);
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/wallet/statement.csv?lang=ar&programme=adjustment',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('تسوية: Fare refunded to the rider');
    });

    it('recompute finds the adjusted totals clean, and repairs a tampered adjustment total', async () => {
      expect((await cli('recompute', [])).at(-1)).toBe('recompute: everything matches');
      await t.app.ctx.db
        .updateTable('member_totals')
        .set({ adjustment_fils: 0 })
        .where('member_id', '=', member)
        .execute();
      const out = await cli('recompute', []);
      expect(out.join('\n')).toMatch(/adjustment_fils 0 →/);
      expect((await cli('recompute', [])).at(-1)).toBe('recompute: everything matches');
    });

    it('a payout through a proposal posts what the CLI posts', async () => {
      const twin = await addMember(t.app.ctx.db, { username: 'ledger_twin' });
      const mine = await addMember(t.app.ctx.db, { username: 'ledger_payee' });
      for (const m of [twin, mine]) {
        await t.app.ctx.db.transaction().execute((trx) =>
          credit(trx, {
            memberId: m,
            programme: 'bbr',
            amountFils: 300_00,
            sourceKey: `bbr:x:${m}`,
            description: 'BBR reward: X',
          }),
        );
      }
      await cli('payout', [
        '--member',
        'ledger_twin',
        '--amount',
        '120.25',
        '--reference',
        'PO-CLI',
      ]);
      const id = await propose(a.cookie, {
        kind: 'payout',
        member: 'ledger_payee',
        amount: 120.25,
        reason: 'Monthly bank transfer',
        reference: 'PO-DESK',
      });
      expect((await approve(b.cookie, id)).statusCode).toBe(200);
      const rowOf = async (m: string) => {
        const r = await t.app.ctx.db
          .selectFrom('ledger')
          .select(['programme', 'amount_fils', 'source_key', 'description', 'level', 'ride_id'])
          .where('member_id', '=', m)
          .where('programme', '=', 'payout')
          .executeTakeFirstOrThrow();
        return {
          ...r,
          source_key: r.source_key.replace(m, 'M').replace(/PO-\w+/, 'REF'),
          description: r.description.replace(/PO-\w+/, 'REF'),
        };
      };
      expect(await rowOf(mine)).toEqual(await rowOf(twin));
      expect(await totalsRow(t.app.ctx.db, mine)).toEqual(await totalsRow(t.app.ctx.db, twin));
      // The same reference cannot be proposed again.
      const dup = await post(a.cookie, '/proposals', {
        kind: 'payout',
        member: 'ledger_payee',
        amount: 1,
        reason: 'Again',
        reference: 'PO-DESK',
      });
      expect(dup.statusCode).toBe(409);
    });

    it('a ride recorded by hand through a proposal posts what record-ride posts', async () => {
      const db = t.app.ctx.db;
      const chain = async (p: string) => {
        const top = await addMember(db, { username: `${p}_top` });
        const rider = await addMember(db, { username: `${p}_rider`, sponsorId: top });
        await addMember(db, { username: `${p}_driver`, sponsorId: top });
        return { top, rider };
      };
      const viaCli = await chain('rc');
      const viaDesk = await chain('rd');
      const at = '2026-11-20T10:00:00.000Z';
      await cli('record-ride', [
        '--rider',
        'rc_rider',
        '--driver',
        'rc_driver',
        '--fare',
        '80',
        '--id',
        'RIDE-CLI-1',
        '--at',
        at,
      ]);
      const id = await propose(a.cookie, {
        kind: 'ride',
        member: 'rd_rider',
        driver: 'rd_driver',
        amount: 80,
        reason: 'App was down; paper receipt',
        rideId: 'RIDE-DESK-1',
        completedAt: at,
      });
      expect(
        await db
          .selectFrom('rides')
          .select('id')
          .where('id', '=', 'RIDE-DESK-1')
          .executeTakeFirst(),
      ).toBeUndefined();
      expect((await approve(c.cookie, id)).statusCode).toBe(200);
      const ledgerOf = async (m: string) =>
        await db
          .selectFrom('ledger')
          .select(['programme', 'level', 'amount_fils', 'description', 'created_at'])
          .where('member_id', '=', m)
          .execute();
      expect(await ledgerOf(viaDesk.top)).toEqual(await ledgerOf(viaCli.top));
      expect((await ledgerOf(viaDesk.top)).length).toBeGreaterThan(0);
      const ride = async (rid: string) => {
        const r = await db
          .selectFrom('rides')
          .selectAll()
          .where('id', '=', rid)
          .executeTakeFirstOrThrow();
        const { id: _i, rider_id: _r, driver_id: _d, recorded_at: _t, ...rest } = r;
        return rest;
      };
      expect(await ride('RIDE-DESK-1')).toEqual(await ride('RIDE-CLI-1'));
      expect(await totalsRow(db, viaDesk.top)).toEqual(await totalsRow(db, viaCli.top));
      const members = await db
        .selectFrom('members')
        .select(['username', 'pgp_total', 'tgp_total'])
        .where('username', 'in', ['rc_rider', 'rd_rider'])
        .orderBy('username')
        .execute();
      expect(members[0]?.pgp_total).toBe(members[1]?.pgp_total);
      // A second proposal for the same ride id is refused.
      const dup = await post(a.cookie, '/proposals', {
        kind: 'ride',
        member: 'rd_rider',
        driver: 'rd_driver',
        amount: 80,
        reason: 'Again please',
        rideId: 'RIDE-DESK-1',
      });
      expect(dup.statusCode).toBe(409);
      // The CLI's postings are audited as the break-glass tool's.
      const cliAudit = (await listAudit(db, { memberId: viaCli.rider })).rows.map((r) => [
        r.action,
        r.actorKind,
      ]);
      expect(cliAudit).toContainEqual(['ride.record', 'cli']);
    });

    it('refuses an unknown member, a bad amount, and a non-finance operator', async () => {
      expect(
        (await post(a.cookie, '/proposals', adjust('no_such_member', 5, 'credit'))).statusCode,
      ).toBe(404);
      expect(
        (await post(a.cookie, '/proposals', adjust('ledger_member', 5.555, 'credit'))).statusCode,
      ).toBe(400);
      expect(
        (await post(a.cookie, '/proposals', adjust('ledger_member', -5, 'credit'))).statusCode,
      ).toBe(400);
      const support = await makeOperator(t.app, ['support']);
      const res = await post(
        await opsCookieFor(t.app, support.id),
        '/proposals',
        adjust('ledger_member', 5, 'credit'),
      );
      expect(res.statusCode).toBe(403);
    });
  },
);
