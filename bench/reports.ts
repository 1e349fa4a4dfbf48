/**
 * `npx tsx bench/reports.ts`: the reports desk's query (issue 30 item 6) over a large history,
 * on SQLite, and on PostgreSQL when BENCH_PG_URL is set (a throwaway schema there). Rows are
 * generated in SQL (foreign keys off on SQLite): BENCH_REPORT_LEDGER ledger rows (1,000,000),
 * a fifth as many rides, 20,000 members and 10,000 withdrawals with two events each, spread
 * over 400 days. Then the report for 7, 30 and 366 days, each five times: median and worst.
 * BENCH_REPORT_SQLITE=0 skips SQLite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type DbHandle } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import type { Database } from '../server/src/db/schema';
import { buildReport, reportRange } from '../server/src/modules/reports/service';

const LEDGER = Number(process.env.BENCH_REPORT_LEDGER ?? 1_000_000);
const RIDES = Math.round(LEDGER / 5);
const MEMBERS = 20_000;
const WITHDRAWALS = 10_000;
const SPAN_S = 400 * 86_400;
const END_S = Math.floor(Date.parse('2026-11-01T00:00:00Z') / 1000);
const log = (line: string) => process.stdout.write(`${line}\n`);

/** NOT NULL columns without a default, for generic filler rows. */
async function required(db: Kysely<Database>, kind: string, table: string) {
  if (kind === 'postgres') {
    const r = await sql<{ name: string; type: string }>`select column_name as name,
      data_type as type from information_schema.columns where table_name = ${table}
      and table_schema = current_schema() and is_nullable = 'NO' and column_default is null`.execute(
      db,
    );
    return r.rows.map((c) => ({ name: c.name, int: /int/i.test(c.type) }));
  }
  const r = await sql<{ name: string; type: string; notnull: number; dflt_value: unknown }>`
    select * from pragma_table_info(${table})`.execute(db);
  return r.rows
    .filter((c) => c.notnull && c.dflt_value === null)
    .map((c) => ({ name: c.name, int: /int/i.test(c.type) }));
}

async function fill(h: DbHandle) {
  const db = h.db;
  const pgs = h.kind === 'postgres';
  const series = (n: number) =>
    pgs
      ? sql.raw(`(select generate_series(1, ${String(n)}) as i) s`)
      : sql.raw(
          `(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${String(n)}) select i from s) s`,
        );
  const time = (expr: string) =>
    pgs
      ? sql.raw(
          `to_char(to_timestamp(${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        )
      : sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', ${expr}, 'unixepoch')`);
  // Seconds apart, whole (PostgreSQL's i * SPAN_S would overflow an integer).
  const at = (n: number) => `${String(END_S - SPAN_S)} + i * ${String(Math.floor(SPAN_S / n))}`;
  if (!pgs) await sql`pragma foreign_keys = off`.execute(db);
  const cols = await required(db, h.kind, 'members');
  const values = cols.map((c) =>
    c.name === 'created_at' ? time(at(MEMBERS)) : sql.raw(c.int ? '0' : `'m' || i`),
  );
  await sql`insert into members (${sql.join(cols.map((c) => sql.ref(c.name)))})
    select ${sql.join(values)} from ${series(MEMBERS)}`.execute(db);
  await sql`insert into rides (id, rider_id, driver_id, fare_fils, rewards_fils, ddr_pool_fils,
      ddr_paid_fils, crr_pool_fils, bbr_pool_fils, hlr_pool_fils, regional_pool_fils,
      company_fils, pgp_points, tgp_points, completed_at, month, recorded_at)
    select 'r' || i, 'm' || (1 + i % ${sql.lit(MEMBERS)}), 'm' || (1 + (i + 7) % ${sql.lit(MEMBERS)}),
      1000 + i % 9000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ${time(at(RIDES))}, '2026-01',
      ${time(at(RIDES))} from ${series(RIDES)}`.execute(db);
  await sql`insert into ledger (source_key, member_id, programme, level, amount_fils, ride_id,
      description, created_at, posted_at)
    select 'k' || i, 'm' || (1 + i % ${sql.lit(MEMBERS)}),
      case i % 6 when 0 then 'ddr' when 1 then 'crr' when 2 then 'bbr' when 3 then 'hlr'
        when 4 then 'regional' else 'withdrawal' end,
      null, 100 + i % 900, null, 'x', ${time(at(LEDGER))}, ${time(at(LEDGER))}
    from ${series(LEDGER)}`.execute(db);
  await sql`insert into withdrawals (id, member_id, reference, amount_fils, method, status,
      created_at, updated_at)
    select 'w' || i, 'm' || (1 + i % ${sql.lit(MEMBERS)}), 'WD-' || i, 5000 + i, 'wallet', 'paid',
      ${time(at(WITHDRAWALS))}, ${time(at(WITHDRAWALS))} from ${series(WITHDRAWALS)}`.execute(db);
  await sql`insert into withdrawal_events (id, withdrawal_id, action, actor, note, at)
    select 'e' || i, 'w' || ((i + 1) / 2), case i % 2 when 0 then 'requested' else 'paid' end,
      'member', null, ${time(at(2 * WITHDRAWALS))} from ${series(2 * WITHDRAWALS)}`.execute(db);
  await sql.raw(pgs ? 'analyze' : 'analyze').execute(db);
}

async function measure(h: DbHandle, label: string) {
  const t0 = performance.now();
  await fill(h);
  log(
    `${label}: ${LEDGER.toLocaleString('en-US')} ledger rows, ${RIDES.toLocaleString('en-US')} rides generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  for (const [from, to] of [
    ['2026-10-25', '2026-10-31'],
    ['2026-10-02', '2026-10-31'],
    ['2025-10-31', '2026-10-31'],
  ] as const) {
    const times: number[] = [];
    for (let k = 0; k < 5; k++) {
      const s = performance.now();
      await buildReport({ db: h.db }, reportRange(from, to));
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const days = reportRange(from, to).days.length;
    log(
      `  ${String(days).padStart(3)} days: median ${(times[2] ?? 0).toFixed(1)} ms, worst ${(times[4] ?? 0).toFixed(1)} ms`,
    );
  }
}

const dir = process.env.BENCH_KEEP ?? mkdtempSync(path.join(tmpdir(), 'rihla-bench-reports-'));
try {
  if (process.env.BENCH_REPORT_SQLITE !== '0') {
    const lite = openDatabase({ kind: 'sqlite', file: path.join(dir, 'bench.db') });
    await migrateToLatest(lite.db);
    await measure(lite, 'SQLite');
    await lite.close();
  }
  const base = process.env.BENCH_PG_URL;
  if (base) {
    const schema = `bench_reports_${String(process.pid)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    try {
      const pgh = openDatabase({ kind: 'postgres', url: url.toString() });
      await migrateToLatest(pgh.db);
      await measure(pgh, 'PostgreSQL');
      await pgh.close();
    } finally {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  }
} finally {
  if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
}
