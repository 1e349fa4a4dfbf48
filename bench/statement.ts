/**
 * `npx tsx bench/statement.ts`: the wallet statement for a member with BENCH_STATEMENT_ENTRIES
 * (100,000) ledger entries, on SQLite and on PostgreSQL (BENCH_PG_URL, default a throwaway
 * database `rihla_statement_bench` on 127.0.0.1:5432), against a real server process on
 * 127.0.0.1:8142/8143. Closed loop, one request at a time:
 *   1. every page of the statement (limit 50) from the newest to the oldest: p50, p99, max,
 *      and the first 100 pages against the last 100 (keyset paging: they should cost the same);
 *   2. a sparse filter (withdrawals, 1% of entries) and a month filter;
 *   3. the whole history as CSV: time, size, and the server's resident memory before and at
 *      its peak during the export (sampled every 10 ms).
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { SessionStore } from '../server/src/modules/accounts/sessions';
import { TokenService } from '../server/src/modules/accounts/tokens';
import { percentiles } from './lib/cannon';
import { loadNow, writeGenerated } from './lib/doc';
import { freshPgDatabase } from './lib/pg-database';
import { BENCH_SECRET, startApiServer } from './lib/server';
import { buildStatementMember } from './lib/statement-data';

const ENTRIES = Number(process.env.BENCH_STATEMENT_ENTRIES ?? 100_000);
const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'rihla_statement_bench';
const DIR = path.resolve('.cache/bench-statement');
const log = (line: string) => process.stdout.write(`${line}\n`);
const ms = (n: number) => `${n.toFixed(1)} ms`;

interface Figures {
  flavour: string;
  pages: number;
  all: ReturnType<typeof percentiles>;
  firstMean: number;
  lastMean: number;
  sparse: ReturnType<typeof percentiles>;
  month: ReturnType<typeof percentiles>;
  csvSeconds: number;
  csvMb: number;
  rssBefore: number;
  rssPeak: number;
  /** RSS growth during the export of a tenth of the entries, MB. */
  smallPeak: number;
}

async function csv(server: { base: string; pid: number }, token: string) {
  const rssBefore = rss(server.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rss(server.pid));
  }, 10);
  const t = performance.now();
  const res = await fetch(`${server.base}/api/wallet/statement.csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const seconds = (performance.now() - t) / 1000;
  clearInterval(sampler);
  return { seconds, bytes, rssBefore, rssPeak };
}

const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function timed(url: string, token: string): Promise<[number, { nextCursor: string | null }]> {
  const t = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { nextCursor: string | null };
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return [performance.now() - t, body];
}

async function walk(base: string, query: string, token: string, maxPages = Infinity) {
  const times: number[] = [];
  let cursor: string | null = null;
  do {
    const c: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const [t, body] = await timed(`${base}/api/wallet/statement?limit=50${query}${c}`, token);
    times.push(t);
    cursor = body.nextCursor;
  } while (cursor && times.length < maxPages);
  return times;
}

async function measure(flavour: string, url: string): Promise<Figures> {
  const handle = openDatabase(
    url.startsWith('sqlite:') ? { kind: 'sqlite', file: url.slice(7) } : { kind: 'postgres', url },
  );
  await migrateToLatest(handle.db);
  const t = performance.now();
  const member = await buildStatementMember(handle.db, ENTRIES);
  const small = await buildStatementMember(handle.db, ENTRIES / 10, 'bench_small');
  // As autovacuum would after a bulk load: without statistics PostgreSQL sorts the whole range,
  // and without the visibility map its index-only scans read the table.
  await sql.raw(flavour === 'SQLite' ? 'analyze' : 'vacuum analyze').execute(handle.db);
  log(`${flavour}: built ${ENTRIES} entries in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const sign = async (id: string) =>
    new TokenService(BENCH_SECRET, 86_400).sign({
      memberId: id,
      sessionId: await new SessionStore(handle.db, 86_400).create(id),
    });
  const token = await sign(member);
  const smallToken = await sign(small);
  await handle.close();
  const server = await startApiServer(
    url,
    path.join(DIR, flavour),
    flavour === 'SQLite' ? 8142 : 8143,
  );
  try {
    await walk(server.base, '', token, 20); // warm up
    const all = await walk(server.base, '', token);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const sparse = await walk(server.base, '&programme=withdrawal', token);
    const month = new Date(Date.now() - 180 * 86_400_000).toISOString().slice(0, 7);
    const monthTimes = await walk(server.base, `&month=${month}`, token);
    const smallCsv = await csv(server, smallToken);
    const { seconds: csvSeconds, bytes, rssBefore, rssPeak } = await csv(server, token);
    const f: Figures = {
      flavour,
      pages: all.length,
      all: percentiles(all),
      firstMean: mean(all.slice(0, 100)),
      lastMean: mean(all.slice(-100)),
      sparse: percentiles(sparse),
      month: percentiles(monthTimes),
      csvSeconds,
      csvMb: bytes / 1048576,
      rssBefore,
      rssPeak,
      smallPeak: smallCsv.rssPeak - smallCsv.rssBefore,
    };
    log(
      `${flavour}: ${f.pages} pages p50 ${ms(f.all.p50)} p99 ${ms(f.all.p99)} max ${ms(f.all.max)}; first 100 ${ms(f.firstMean)}, last 100 ${ms(f.lastMean)}; withdrawals filter p99 ${ms(f.sparse.p99)}; month p99 ${ms(f.month.p99)}; CSV ${f.csvSeconds.toFixed(1)} s, ${f.csvMb.toFixed(1)} MB, RSS ${Math.round(f.rssBefore)} → ${Math.round(f.rssPeak)} MB (a tenth of the entries: +${Math.round(f.smallPeak)} MB)`,
    );
    return f;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const load = loadNow();
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const results = [await measure('SQLite', `sqlite:${path.join(DIR, 'statement.db')}`)];
  const pgUrl = await freshPgDatabase(PG_BASE, PG_DB, log);
  if (pgUrl) results.push(await measure('PostgreSQL', pgUrl));
  const row = (f: Figures) =>
    `| ${f.flavour} | ${f.pages} | ${ms(f.all.p50)} | ${ms(f.all.p99)} | ${ms(f.all.max)} | ${ms(f.firstMean)} / ${ms(f.lastMean)} | ${ms(f.sparse.p99)} | ${ms(f.month.p99)} | ${f.csvSeconds.toFixed(1)} s, ${f.csvMb.toFixed(1)} MB | ${Math.round(f.rssBefore)} → ${Math.round(f.rssPeak)} MB (+${Math.round(f.smallPeak)} MB for ${(ENTRIES / 10).toLocaleString('en-US')} entries) |`;
  writeGenerated(
    'Wallet statement',
    'statement',
    `One member with ${ENTRIES.toLocaleString('en-US')} ledger entries over a year, real server process on loopback, one request at a time (\`npx tsx bench/statement.ts\`, ${new Date().toISOString().slice(0, 10)}, load average ${load} at the start).

| database | pages of 50 | page p50 | page p99 | max | first 100 / last 100 pages (mean) | withdrawals filter p99 | month filter p99 | CSV of the whole history | server RSS before → peak during CSV |
|---|---|---|---|---|---|---|---|---|---|
${results.map(row).join('\n')}`,
  );
  log('Wrote the "Wallet statement" section of docs/performance.md.');
}

await main();
