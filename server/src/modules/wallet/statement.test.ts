import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementEntry, StatementResponse } from '../../../../contract/wallet';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { applyTransition } from '../withdrawals/transitions';
import { credit } from './ledger';
import { recordPayout } from './payout';
import { recordRide } from './rides-service';
import { makeDriver } from './testing';

describe.each(DB_FLAVOURS)('GET /api/wallet/statement (%s)', (flavour) => {
  let t: TestApp;
  let sam: string;
  let other: string;
  const auth = async (id: string) => ({ authorization: `Bearer ${await tokenFor(t.app, id)}` });
  const get = async (url: string, as: string) =>
    t.app.inject({ method: 'GET', url, headers: await auth(as) });
  const all = async (query: string, as = sam, limit = 200): Promise<StatementEntry[]> => {
    const out: StatementEntry[] = [];
    let cursor: string | null = null;
    do {
      const c: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await get(`/api/wallet/statement?limit=${limit}${query}${c}`, as);
      expect(res.statusCode).toBe(200);
      const body = res.json<StatementResponse>();
      out.push(...body.entries);
      cursor = body.nextCursor;
    } while (cursor);
    return out;
  };

  beforeAll(async () => {
    t = await createTestApp(flavour);
    const db = t.app.ctx.db;
    sam = await addMember(db, { username: 'sam_s', kycStatus: 'approved' });
    other = await addMember(db, { username: 'other_o', kycStatus: 'approved' });
    const rider = await addMember(db, { username: 'omar_f', sponsorId: sam });
    const driver = await makeDriver(db);
    await recordRide(db, {
      rideId: 'old-ride',
      riderId: rider,
      driverId: driver,
      fareFils: 100_00,
      completedAt: '2020-01-31T21:00:00.000Z', // 1 February in Dubai
    });
    await recordRide(db, { rideId: 'r1', riderId: rider, driverId: driver, fareFils: 100_00 });
    await db.transaction().execute((trx) =>
      credit(trx, {
        memberId: sam,
        programme: 'crr',
        amountFils: 5000_00,
        sourceKey: `crr:${sam}:warrior`,
        description: 'CRR Warrior rank bonus',
      }),
    );
    await recordPayout(db, { memberId: sam, amountFils: 100_00, reference: 'PO-7' });
    // Seven credits in the same second: paging must neither skip nor repeat one.
    const second = new Date(Date.now() - 1000).toISOString();
    for (let i = 0; i < 7; i++) {
      await db.transaction().execute((trx) =>
        credit(trx, {
          memberId: sam,
          programme: 'bbr',
          amountFils: 1_00 + i,
          sourceKey: `bbr:test${i}:${sam}`,
          description: `BBR campaign ${i}`,
          createdAt: second,
        }),
      );
    }
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      headers: await auth(sam),
      payload: {
        amount: 60,
        method: 'bank',
        accountHolder: 'Sam S',
        iban: 'AE070331234567890123456',
      },
    });
    expect(ask.statusCode, ask.body).toBe(201);
    const id = ask.json<{ withdrawal: { id: string } }>().withdrawal.id;
    await applyTransition(t.app.ctx, id, {
      from: ['pending'],
      to: 'approved',
      ledger: 'debit',
      actor: 'test',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every entry newest first with the balance after each, across pages', async () => {
    const entries = await all('', sam, 3);
    const ledger = await t.app.ctx.db
      .selectFrom('ledger')
      .select(['seq', 'amount_fils'])
      .where('member_id', '=', sam)
      .orderBy('seq')
      .execute();
    expect(entries).toHaveLength(ledger.length);
    let running = 0;
    const expected = ledger.map((r) => {
      running += r.amount_fils;
      return { id: String(r.seq), balanceAfter: running / 100 };
    });
    expect(entries.map((e) => ({ id: e.id, balanceAfter: e.balanceAfter }))).toEqual(
      expected.reverse(),
    );
    // Dates are posting times, newest first like the lines (DECISIONS 45).
    const dates = entries.map((e) => e.postedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    // DDR 2.10 + 2.10, CRR 5000, payout -100, BBR 7.21, withdrawal -60 held (0 at approval).
    expect(entries[0]?.balanceAfter).toBe(4851.41);
  });

  it('gives each line its stored fields so the SPA can word it', async () => {
    const entries = await all('');
    const ddr = entries.find((e) => e.ride?.id === 'r1');
    expect(ddr).toMatchObject({
      programme: 'ddr',
      level: 1,
      percentage: 14,
      amount: 2.1,
      ride: { id: 'r1', riderUsername: 'omar_f', fare: 100, rewardsAmount: 15 },
    });
    expect(entries.find((e) => e.programme === 'crr')).toMatchObject({
      rank: 'Warrior',
      amount: 5000,
    });
    expect(entries.find((e) => e.programme === 'payout')).toMatchObject({
      payoutReference: 'PO-7',
      amount: -100,
    });
    const [debit, hold] = entries.filter((e) => e.programme === 'withdrawal');
    expect(hold?.withdrawal).toMatchObject({
      method: 'bank',
      accountEnding: '3456',
      action: 'hold',
      status: 'approved',
    });
    expect(hold?.amount).toBe(-60);
    expect(debit?.withdrawal?.action).toBe('debit');
    expect(debit?.amount).toBe(0);
    expect(hold?.withdrawal?.reference).toMatch(/^WD-\d{8}-[A-Z2-9]{6}$/);
  });

  it('filters by programme, keeping the account’s balance after each line', async () => {
    const full = await all('');
    const ddr = await all('&programme=ddr', sam, 1);
    expect(ddr.map((e) => e.programme)).toEqual(['ddr', 'ddr']);
    expect(ddr).toEqual(full.filter((e) => e.programme === 'ddr'));
    const bbr = await all('&programme=bbr', sam, 2);
    expect(bbr).toEqual(full.filter((e) => e.programme === 'bbr'));
    expect(await all('&programme=payout')).toHaveLength(1);
    expect(await all('&programme=withdrawal')).toHaveLength(2);
    expect(await all('&programme=hlr')).toEqual([]);
  });

  it('filters by the month each line was posted, in Dubai time', async () => {
    const db = t.app.ctx.db;
    // The 2020 ride was posted today: it belongs to this month, its ride time is its detail.
    const now = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 7);
    const thisMonth = await all(`&month=${now}`);
    const old = thisMonth.find((e) => e.ride?.id === 'old-ride');
    expect(old?.ride?.completedAt).toBe('2020-01-31T21:00:00.000Z');
    expect(await all('&month=2020-02')).toEqual([]);
    // Posted at 21:00 UTC on 31 January 2020, 1 February in Dubai.
    await db
      .updateTable('ledger')
      .set({ posted_at: '2020-01-31T21:00:00.000Z' })
      .where('ride_id', '=', 'old-ride')
      .execute();
    try {
      const feb = await all('&month=2020-02');
      expect(feb.map((e) => e.ride?.id)).toEqual(['old-ride']);
      expect(feb[0]?.postedAt).toBe('2020-01-31T21:00:00.000Z');
      expect(await all('&month=2020-01')).toEqual([]);
    } finally {
      await db
        .updateTable('ledger')
        .set({ posted_at: old?.postedAt ?? '' })
        .where('ride_id', '=', 'old-ride')
        .execute();
    }
  });

  it('answers 400 for a bad filter, limit or cursor', async () => {
    for (const q of [
      'programme=cash',
      'month=2020-13',
      'month=2020-1',
      'limit=201',
      'limit=0',
      'cursor=abc',
    ]) {
      const res = await get(`/api/wallet/statement?${q}`, sam);
      expect(res.statusCode, q).toBe(400);
    }
    const res = await get('/api/wallet/statement?limit=500', sam);
    expect(res.json<{ message: string }>().message).toBe('limit must be at most 200');
  });

  it('shows only the caller’s own entries; another member’s cursor is refused', async () => {
    const mine = await get('/api/wallet/statement?limit=2', sam);
    const cursor = mine.json<StatementResponse>().nextCursor ?? '';
    const theirs = await get(`/api/wallet/statement?memberId=${sam}&userId=${sam}`, other);
    expect(theirs.json<StatementResponse>().entries).toEqual([]);
    const stolen = await get(`/api/wallet/statement?cursor=${encodeURIComponent(cursor)}`, other);
    expect(stolen.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet/statement' })).statusCode).toBe(
      401,
    );
  });
});
