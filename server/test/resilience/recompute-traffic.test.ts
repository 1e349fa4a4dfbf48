/**
 * `recompute` while the server serves (issue 26, DECISIONS 44): two writer processes record
 * rides, withdrawal requests, cancels, approvals and payouts on a six-member chain while this
 * process runs `recompute` again and again. Every run must find everything matching (a run that
 * "repairs" under traffic wrote from a stale read), and afterwards every member's ledger equals
 * its totals, no balance or hold is below zero, every hold has its pending request, and a last
 * `recompute` is clean. The same burst without `recompute` is the control. The long version
 * (60 s, 10 runs) is `npx tsx bench/wallet-traffic.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeWallet } from '../../src/modules/wallet/recompute';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../harness';
import { makeChain, moneyProblems, runWriter, TRAFFIC_ENV, type Chain } from './wallet-traffic';

const BURST_MS = 6_000;

describe.each(DB_FLAVOURS)('recompute during a burst of wallet traffic (%s)', (flavour) => {
  let t: TestApp;
  let env: Record<string, string>;
  let c: Chain;

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

  const burst = (tag: string) =>
    Promise.all([
      runWriter(env, c, { name: `${tag}a`, durationMs: BURST_MS, seed: 7 }),
      runWriter(env, c, { name: `${tag}b`, durationMs: BURST_MS, seed: 11 }),
    ]);

  it('control: the burst alone leaves every member exact', async () => {
    const counts = await burst('c');
    for (const w of counts) expect(w.ride ?? 0).toBeGreaterThan(0);
    expect(await moneyProblems(t.app.ctx.db)).toEqual([]);
  }, 60_000);

  it('every recompute run during the burst finds everything matching, and so does the last', async () => {
    const state = { done: false };
    const writers = burst('r').finally(() => (state.done = true));
    const runs: string[][] = [];
    while (!state.done) {
      const lines: string[] = [];
      const r = await recomputeWallet(t.app.ctx, (l) => lines.push(l));
      runs.push(lines);
      expect(r.errors, lines.join('\n')).toEqual([]);
      expect(r.differences, lines.join('\n')).toBe(0);
      // Lets the event loop see the writers end (SQLite's driver answers without yielding).
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const counts = await writers;
    expect(runs.length).toBeGreaterThanOrEqual(2);
    const sum = (k: string) => counts.reduce((s, w) => s + (w[k] ?? 0), 0);
    expect(sum('ride')).toBeGreaterThan(0);
    expect(sum('request') + sum('approve') + sum('cancel')).toBeGreaterThan(0);
    expect(await moneyProblems(t.app.ctx.db)).toEqual([]);
    const last: string[] = [];
    expect(
      (await recomputeWallet(t.app.ctx, (l) => last.push(l))).differences,
      last.join('\n'),
    ).toBe(0);
  }, 90_000);
});
