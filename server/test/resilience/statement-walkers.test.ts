/**
 * Statement paging while writers post (issue 26, DECISIONS 45): two writer processes credit a
 * member (rides below it) and hold and release its money (withdrawal requests and cancels)
 * while two readers walk its statement page by page, one entry a page and fifty a page. Every
 * walk must hold every entry posted below its first line exactly once, and every balance must
 * equal the running sum of the final ledger at that entry: no entry commits behind a cursor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementPage } from '../../src/modules/wallet/statement';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../harness';
import { makeChain, runWriter, TRAFFIC_ENV, type Chain } from './wallet-traffic';

const BURST_MS = 6_000;

interface Line {
  id: string;
  balanceAfter: number;
}

describe.each(DB_FLAVOURS)('statement walks while writers post (%s)', (flavour) => {
  let t: TestApp;
  let c: Chain;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(flavour, TRAFFIC_ENV);
    c = await makeChain(t.app.ctx.db);
    env = {
      ...TRAFFIC_ENV,
      NODE_ENV: 'test',
      DATABASE_URL: t.config.DATABASE_URL,
      JWT_SECRET: t.config.jwtSecret,
      DATA_DIR: t.config.DATA_DIR,
      MAIL_OUTBOX_DIR: t.config.MAIL_OUTBOX_DIR,
    };
  }, 30_000);
  afterAll(async () => {
    await t.close();
  });

  const walk = async (memberId: string, limit: number): Promise<Line[]> => {
    const lines: Line[] = [];
    let cursor: string | undefined;
    do {
      const page = await statementPage(t.app.ctx.db, t.config.jwtSecret, memberId, {
        limit,
        cursor,
      });
      lines.push(...page.entries.map((e) => ({ id: e.id, balanceAfter: e.balanceAfter })));
      cursor = page.nextCursor ?? undefined;
      // Lets the writers' processes and this one's timers run between pages.
      await new Promise((resolve) => setTimeout(resolve, 1));
    } while (cursor);
    return lines;
  };

  it('every walk, one entry or fifty a page, has every entry once with its final balance', async () => {
    // Level 1 or 2 above every rider: credited by each ride, and asks and cancels too.
    const member = c.chain[3] ?? '';
    const state = { done: false };
    const kinds = 'ride,ride,request,cancel';
    const o = { durationMs: BURST_MS, kinds, concurrency: 4 };
    const writers = Promise.all([
      runWriter(env, c, { ...o, name: 'wa', seed: 3 }),
      runWriter(env, c, { ...o, name: 'wb', seed: 5 }),
    ]).finally(() => (state.done = true));
    const walks: Line[][] = [];
    const reader = async (limit: number) => {
      while (!state.done) walks.push(await walk(member, limit));
    };
    await Promise.all([reader(1), reader(50), writers]);

    const ledger = await t.app.ctx.db
      .selectFrom('ledger')
      .select(['seq', 'amount_fils'])
      .where('member_id', '=', member)
      .orderBy('seq')
      .execute();
    const running = new Map<string, number>();
    let sum = 0;
    for (const r of ledger) {
      sum += r.amount_fils;
      running.set(String(r.seq), sum / 100);
    }
    expect(walks.length).toBeGreaterThanOrEqual(4);
    expect(ledger.length).toBeGreaterThan(20);
    let wrongBalances = 0;
    let incomplete = 0;
    for (const w of walks) {
      const top = Number(w[0]?.id ?? 0);
      const want = ledger
        .filter((r) => r.seq <= top)
        .map((r) => String(r.seq))
        .reverse();
      if (JSON.stringify(w.map((l) => l.id)) !== JSON.stringify(want)) incomplete++;
      for (const l of w) if (running.get(l.id) !== l.balanceAfter) wrongBalances++;
    }
    expect({ incomplete, wrongBalances }).toEqual({ incomplete: 0, wrongBalances: 0 });
  }, 90_000);
});
