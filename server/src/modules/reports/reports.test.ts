import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPS_REPORTS_API, type OpsReport, type ReportDay } from '../../../../contract/ops-reports';
import { addMember } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { makeOperator, opsCookieFor } from '../../../test/operators';
import { credit } from '../wallet/ledger';
import { recordRide } from '../wallet/rides-service';
import { addChain, makeDriver } from '../wallet/testing';
import { approveWithdrawal, markWithdrawalPaid, rejectWithdrawal } from '../withdrawals/operator';
import { WithdrawalBody } from '../withdrawals/rules';
import { requestWithdrawal } from '../withdrawals/service';

const H = 3_600_000;
const DAY = 24 * H;
/** Midnight of 1 October 2026 in Dubai, as UTC milliseconds. */
const OCT1 = Date.parse('2026-10-01T00:00:00+04:00');
const iso = (ms: number) => new Date(ms).toISOString();
/** The Dubai day of a stored UTC time, computed here without the server's SQL. */
const dubaiDay = (at: string) => new Date(Date.parse(at) + 4 * H).toISOString().slice(0, 10);
const fils = (aed: number) => Math.round(aed * 100);

describe.each(DB_FLAVOURS)('reports (%s)', (flavour) => {
  let t: TestApp;
  let cookie = '';

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  const report = async (from: string, to: string) => {
    const res = await get(`${OPS_REPORTS_API.report}?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ report: OpsReport }>().report;
  };
  /** Posts at `ms` (the ledger's posting time and a withdrawal's event time are "now"). */
  const at = (ms: number) => vi.setSystemTime(ms);

  beforeAll(async () => {
    t = await createTestApp(flavour, {
      WITHDRAWAL_DAILY_MAX_AED: '1000000',
      WITHDRAWAL_MONTHLY_MAX_AED: '1000000',
    });
    const op = await makeOperator(t.app, ['support']);
    cookie = await opsCookieFor(t.app, op.id);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('a seeded month', () => {
    let expected: Map<string, ReportDay>;
    let programmes: string[];

    /**
     * October 2026: members joining, rides recorded through the wallet's rides service (which
     * credits DDR, CRR, regional and the others), campaign and lifetime credits, an operator's
     * adjustment, and withdrawals requested, approved, paid and rejected, spread over the days
     * and over the Dubai midnights, with days that have nothing.
     */
    beforeAll(async () => {
      const db = t.app.ctx.db;
      vi.useFakeTimers({ toFake: ['Date'] });
      at(OCT1 - 20 * DAY);
      const chain = await addChain(db, 6);
      const rider = chain[5] ?? '';
      const driver = await makeDriver(db, chain[0] ?? null);
      const payee = await addMember(db, { kycStatus: 'approved', createdAt: iso(OCT1 - 20 * DAY) });
      await db.transaction().execute((trx) =>
        credit(trx, {
          memberId: payee,
          programme: 'bbr',
          amountFils: 1_000_000_00,
          sourceKey: `bbr:seed:${payee}`,
          description: 'Seed',
        }),
      );
      const ask = async (amount: number) =>
        (
          await requestWithdrawal(
            t.app.ctx,
            payee,
            WithdrawalBody.parse({ method: 'wallet', amount, phoneNumber: '+971501234567' }),
          )
        ).withdrawal.reference;

      // One day before the range and one after, so the bounds are tested too.
      for (let day = -1; day <= 31; day++) {
        if (day % 7 === 3) continue; // days with nothing at all
        const start = OCT1 + day * DAY;
        // Members at the day's first and last moments and its middle.
        for (const offset of [0, 13 * H + 7, DAY - 1].slice(0, 1 + (day % 3)))
          await addMember(db, { createdAt: iso(start + offset) });
        // Rides completed through the day, recorded (and so credited) an hour after each.
        for (let k = 0; k < 1 + (day % 4); k++) {
          const done = start + (k === 0 ? 30 * 60_000 : DAY - 30 * 60_000 - k * H);
          at(done + H);
          await recordRide(db, {
            riderId: rider,
            driverId: driver,
            fareFils: 10_00 + day * 137 + k * 911,
            completedAt: iso(done),
          });
        }
        at(start + 5 * H);
        await db.transaction().execute(async (trx) => {
          await credit(trx, {
            memberId: chain[1] ?? '',
            programme: day % 2 ? 'hlr' : 'bbr',
            amountFils: 50_00 + day,
            sourceKey: `test:${String(day)}`,
            description: 'Test credit',
          });
          if (day % 5 === 0) {
            // An operator's adjustment (another desk posts them): any programme the ledger
            // holds is reported, this one included, whatever its sign.
            await trx
              .insertInto('ledger')
              .values({
                source_key: `adjustment:test:${String(day)}`,
                member_id: chain[2] ?? '',
                programme: 'adjustment',
                level: null,
                amount_fils: day % 10 === 0 ? -12_34 : 56_78,
                ride_id: null,
                description: 'Correction',
                created_at: iso(start + 5 * H),
                posted_at: iso(start + 5 * H),
              })
              .execute();
          }
        });
        if (day % 2 === 0) {
          at(start + 6 * H);
          const ref = await ask(100 + day);
          if (day % 4 === 0) {
            at(start + 7 * H);
            await rejectWithdrawal(t.app.ctx, ref, 'Test operator', 'Wrong wallet number');
          } else {
            at(start + 8 * H);
            await approveWithdrawal(t.app.ctx, ref, 'Test operator');
            // Paid the next Dubai morning (00:15 Dubai is the previous UTC day).
            at(start + DAY + 15 * 60_000);
            await markWithdrawalPaid(t.app.ctx, ref, 'Other operator', `FT-${String(day)}`);
          }
        }
      }
      vi.useRealTimers();

      // The expected report, straight from the tables, bucketed here by Dubai day.
      const days = Array.from({ length: 31 }, (_, i) => dubaiDay(iso(OCT1 + i * DAY)));
      const blank = (date: string): ReportDay => ({
        date,
        newMembers: 0,
        rides: 0,
        fares: 0,
        rewards: {},
        withdrawals: {
          requested: { count: 0, total: 0 },
          paid: { count: 0, total: 0 },
          rejected: { count: 0, total: 0 },
        },
      });
      const f = new Map(days.map((d) => [d, blank(d)]));
      const cents = new Map<string, number>();
      for (const m of await db.selectFrom('members').select('created_at').execute()) {
        const d = f.get(dubaiDay(m.created_at));
        if (d) d.newMembers += 1;
      }
      for (const r of await db
        .selectFrom('rides')
        .select(['completed_at', 'fare_fils'])
        .execute()) {
        const d = f.get(dubaiDay(r.completed_at));
        if (!d) continue;
        d.rides += 1;
        cents.set(`${d.date}:fares`, (cents.get(`${d.date}:fares`) ?? 0) + r.fare_fils);
      }
      const seen = new Set<string>();
      for (const l of await db
        .selectFrom('ledger')
        .select(['posted_at', 'programme', 'amount_fils'])
        .execute()) {
        if (l.programme === 'withdrawal' || l.programme === 'payout') continue;
        seen.add(l.programme);
        const d = f.get(dubaiDay(l.posted_at));
        if (!d) continue;
        const key = `${d.date}:${l.programme}`;
        cents.set(key, (cents.get(key) ?? 0) + l.amount_fils);
      }
      const events = await db
        .selectFrom('withdrawal_events as e')
        .innerJoin('withdrawals as w', 'w.id', 'e.withdrawal_id')
        .select(['e.action', 'e.at', 'w.amount_fils'])
        .execute();
      for (const e of events) {
        const d = f.get(dubaiDay(e.at));
        if (!d || (e.action !== 'requested' && e.action !== 'paid' && e.action !== 'rejected'))
          continue;
        d.withdrawals[e.action].count += 1;
        d.withdrawals[e.action].total = (fils(d.withdrawals[e.action].total) + e.amount_fils) / 100;
      }
      programmes = [
        'ddr',
        'crr',
        'bbr',
        'hlr',
        'regional',
        ...[...seen].filter((p) => !['ddr', 'crr', 'bbr', 'hlr', 'regional'].includes(p)).sort(),
      ];
      for (const d of f.values()) {
        d.fares = (cents.get(`${d.date}:fares`) ?? 0) / 100;
        d.rewards = Object.fromEntries(
          programmes.map((p) => [p, (cents.get(`${d.date}:${p}`) ?? 0) / 100]),
        );
      }
      expected = f;
    });

    it('equals, day by day, the sums read straight from the tables', async () => {
      const r = await report('2026-10-01', '2026-10-31');
      expect(r.programmes).toEqual(programmes);
      expect(r.programmes).toContain('adjustment');
      expect(r.days.map((d) => d.date)).toEqual([...expected.keys()]);
      for (const d of r.days) expect(d, d.date).toEqual(expected.get(d.date));
    });

    it('totals are the sums of the days', async () => {
      const r = await report('2026-10-01', '2026-10-31');
      const sum = (pick: (d: ReportDay) => number) =>
        r.days.reduce((s, d) => s + fils(pick(d)), 0) / 100;
      expect(r.totals.newMembers).toBe(sum((d) => d.newMembers));
      expect(r.totals.rides).toBe(sum((d) => d.rides));
      expect(r.totals.fares).toBe(sum((d) => d.fares));
      for (const p of r.programmes) expect(r.totals.rewards[p]).toBe(sum((d) => d.rewards[p] ?? 0));
      for (const k of ['requested', 'paid', 'rejected'] as const) {
        expect(r.totals.withdrawals[k].count).toBe(sum((d) => d.withdrawals[k].count));
        expect(r.totals.withdrawals[k].total).toBe(sum((d) => d.withdrawals[k].total));
      }
      // Real figures, not a report of zeros agreeing with itself.
      expect(r.totals.rides).toBeGreaterThan(40);
      expect(r.totals.rewards.ddr).toBeGreaterThan(0);
      expect(r.totals.withdrawals.paid.count).toBeGreaterThan(3);
      expect(r.totals.withdrawals.rejected.count).toBeGreaterThan(3);
    });

    it('shows a day with nothing as a row of zeros', async () => {
      // 11 October: nothing happened, and nothing asked on the 10th was paid on it.
      const r = await report('2026-10-11', '2026-10-11');
      expect(r.days).toEqual([
        {
          date: '2026-10-11',
          newMembers: 0,
          rides: 0,
          fares: 0,
          // Every programme the ledger holds has its column, zero here.
          rewards: { ddr: 0, crr: 0, bbr: 0, hlr: 0, regional: 0, adjustment: 0 },
          withdrawals: {
            requested: { count: 0, total: 0 },
            paid: { count: 0, total: 0 },
            rejected: { count: 0, total: 0 },
          },
        },
      ]);
    });

    it('exports the same figures as CSV with Dubai dates and a header', async () => {
      const r = await report('2026-10-01', '2026-10-31');
      const res = await get(`${OPS_REPORTS_API.csv}?from=2026-10-01&to=2026-10-31`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain(
        'rihla-report-2026-10-01-to-2026-10-31.csv',
      );
      const lines = res.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        [
          'date',
          'new_members',
          'rides',
          'fares_aed',
          ...r.programmes.map((p) => `rewards_${p}_aed`),
          'rewards_total_aed',
          'withdrawals_requested',
          'withdrawals_requested_aed',
          'withdrawals_paid',
          'withdrawals_paid_aed',
          'withdrawals_rejected',
          'withdrawals_rejected_aed',
        ].join(','),
      );
      expect(lines).toHaveLength(32);
      const day = r.days[9]!;
      const cells = lines[10]!.split(',');
      expect(cells[0]).toBe(day.date);
      expect(cells[1]).toBe(String(day.newMembers));
      expect(cells[2]).toBe(String(day.rides));
      expect(cells[3]).toBe(day.fares.toFixed(2));

      const section = await get(
        `${OPS_REPORTS_API.csv}?from=2026-10-01&to=2026-10-02&section=rides`,
      );
      expect(section.body.split('\r\n')[0]).toBe('date,rides,fares_aed');
    });
  });

  it('puts 23:30 Dubai (19:30 UTC) on that Dubai day and 00:30 Dubai (the previous UTC day) on the next', async () => {
    const db = t.app.ctx.db;
    const rider = await addMember(db);
    const driver = await makeDriver(db);
    await recordRide(db, {
      riderId: rider,
      driverId: driver,
      fareFils: 23_30,
      completedAt: '2026-11-10T19:30:00.000Z',
    });
    await recordRide(db, {
      riderId: rider,
      driverId: driver,
      fareFils: 1_24,
      completedAt: '2026-11-10T20:30:00.000Z',
    });
    // Posted on each side of Dubai midnight.
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const [ms, amount] of [
      [Date.parse('2026-11-10T19:59:59.999Z'), 1_00],
      [Date.parse('2026-11-10T20:00:00.000Z'), 2_00],
    ] as const) {
      at(ms);
      await db.transaction().execute((trx) =>
        credit(trx, {
          memberId: rider,
          programme: 'hlr',
          amountFils: amount,
          sourceKey: `edge:${String(ms)}`,
          description: 'Edge',
        }),
      );
    }
    vi.useRealTimers();
    const r = await report('2026-11-10', '2026-11-11');
    expect(r.days.map((d) => [d.date, d.rides, d.fares, d.rewards.hlr])).toEqual([
      ['2026-11-10', 1, 23.3, 1],
      ['2026-11-11', 1, 1.24, 2],
    ]);
    const one = await report('2026-11-11', '2026-11-11');
    expect(one.days).toHaveLength(1);
    expect(one.totals.rides).toBe(1);
  });

  it.each([
    ['no range', ''],
    ['no end', '?from=2026-10-01'],
    ['a date in another form', '?from=01/10/2026&to=2026-10-31'],
    ['a day that does not exist', '?from=2026-02-30&to=2026-03-02'],
    ['an end before the start', '?from=2026-10-31&to=2026-10-01'],
    ['367 days', '?from=2025-01-01&to=2026-01-02'],
    ['an unknown section', '?from=2026-10-01&to=2026-10-02&section=secrets'],
  ])('refuses %s with a 400', async (_what, query) => {
    for (const path of [OPS_REPORTS_API.report, OPS_REPORTS_API.csv]) {
      const res = await get(`${path}${query}`);
      expect(res.statusCode, `${path}${query}`).toBe(400);
    }
  });

  it('covers 366 days at most, every one of them', async () => {
    const r = await report('2025-01-01', '2026-01-01');
    expect(r.days).toHaveLength(366);
    expect(r.days[365]?.date).toBe('2026-01-01');
  });

  it('sums each day from index entries alone, sorting nothing (SQLite query plans)', async () => {
    if (flavour !== 'sqlite') return;
    const plan = async (query: string) =>
      (
        await sql<{ detail: string }>`${sql.raw(`explain query plan ${query}`)}`.execute(
          t.app.ctx.db,
        )
      ).rows
        .map((p) => p.detail)
        .join(' | ');
    const range = "'2026-10-01T20:00:00.000Z' and x < '2026-10-02T20:00:00.000Z'";
    const cases = [
      ['ledger', 'sum(amount_fils)', "programme = 'ddr' and posted_at", 'ledger_programme_posted'],
      ['rides', 'sum(fare_fils)', 'completed_at', 'rides_completed_fare'],
      ['members', 'count(*)', 'created_at', 'members_created'],
      ['withdrawal_events', 'count(*)', "action = 'paid' and at", 'withdrawal_events_action_at'],
    ] as const;
    for (const [table, figure, column, index] of cases) {
      const detail = await plan(
        `select ${figure} from ${table} where ${column} >= ${range.replace('x', column.split(' ').at(-1) ?? '')}`,
      );
      expect(detail, table).toContain(`USING COVERING INDEX ${index}`);
      expect(detail, table).not.toContain('TEMP B-TREE');
    }
  });
});
