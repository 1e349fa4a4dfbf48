/**
 * `npx tsx bench/wallet-traffic.ts`: the long version of issue 26's check of `recompute` under
 * live traffic. On SQLite and on PostgreSQL (BENCH_PG_URL's server, a throwaway schema), two
 * writer processes run rides, withdrawal requests, cancels, approvals and payouts on a
 * six-member chain for BENCH_TRAFFIC_SECONDS (60) while `recompute` runs RUNS (10) times spread
 * over the burst; then the same burst without it (the control). Prints, per database, the runs
 * that found anything (must be 0) and the members whose money is not exact (must be none).
 */
import { recomputeWallet } from '../server/src/modules/wallet/recompute';
import { createTestApp, type DbFlavour } from '../server/test/harness';
import {
  makeChain,
  moneyProblems,
  runWriter,
  TRAFFIC_ENV,
} from '../server/test/resilience/wallet-traffic';

const SECONDS = Number(process.env.BENCH_TRAFFIC_SECONDS ?? 60);
const RUNS = Number(process.env.BENCH_TRAFFIC_RUNS ?? 10);
const log = (line: string) => process.stdout.write(`${line}\n`);
process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function burst(flavour: DbFlavour, withRecompute: boolean): Promise<void> {
  const t = await createTestApp(flavour, TRAFFIC_ENV);
  try {
    const c = await makeChain(t.app.ctx.db);
    const env = {
      ...TRAFFIC_ENV,
      NODE_ENV: 'test',
      DATABASE_URL: t.config.DATABASE_URL,
      JWT_SECRET: t.config.jwtSecret,
      DATA_DIR: t.config.DATA_DIR,
      MAIL_OUTBOX_DIR: t.config.MAIL_OUTBOX_DIR,
    };
    const ms = SECONDS * 1000;
    const writers = Promise.all([
      runWriter(env, c, { name: 'a', durationMs: ms, seed: 7, concurrency: 2 }),
      runWriter(env, c, { name: 'b', durationMs: ms, seed: 11, concurrency: 2 }),
    ]);
    let found = 0;
    if (withRecompute) {
      for (let i = 0; i < RUNS; i++) {
        await new Promise((r) => setTimeout(r, ms / (RUNS + 1)));
        const lines: string[] = [];
        const r = await recomputeWallet(t.app.ctx, (l) => lines.push(l));
        if (r.differences > 0) {
          found++;
          log(lines.join('\n'));
        }
      }
    }
    const counts = await writers;
    const problems = await moneyProblems(t.app.ctx.db);
    const last = await recomputeWallet(t.app.ctx, () => undefined);
    log(
      `${flavour} ${withRecompute ? `with ${String(RUNS)} recompute runs` : 'control'}: ` +
        `${JSON.stringify(counts)}; runs that found something ${String(found)}; ` +
        `members not exact ${String(problems.length)}; final recompute ${String(last.differences)} difference(s)`,
    );
    for (const p of problems) log(`  ${p}`);
  } finally {
    await t.close();
  }
}

for (const flavour of ['sqlite', 'postgres'] as const) {
  await burst(flavour, true);
  await burst(flavour, false);
}
