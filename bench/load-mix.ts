/**
 * `npx tsx bench/load-mix.ts`: the whole product under load. A realistic read mix of signed-in
 * members (bench/lib/mix.ts) at a fixed 1,000 requests/s for 60 s against a real server process,
 * on SQLite and then on PostgreSQL with the same data (10,000 members, 1,000,000 rides; built
 * once into .cache/bench-load, DECISIONS 27). Sessions are created straight through the server's
 * SessionStore and TokenService with the server's secret: login is measured on its own
 * (DECISIONS 26). Targets: no errors, p99 under 25 ms. Everything runs on 127.0.0.1, bounded in
 * time; the PostgreSQL database `rihla_bench_<pid>` is dropped at the end.
 * Flags: --duration N (seconds, 60), --quick (10 s), --rate N (1000), --members N (10000),
 * --rides N (1000000), --engine-rides N (50000: how many of them go through the rewards engine;
 * the rest are SQL copies of those, see bench/lib/load-data.ts), --db sqlite,postgres, --no-doc (do not touch docs/performance.md),
 * --build-only (build the cached data and stop), --doc-only (rewrite the section from the last
 * results in .cache/bench-load/results.json).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../server/src/demo/random';
import { loadNow, machine } from './lib/doc';
import { runMix, type EndpointResult, type MixResult } from './lib/fixed-rate';
import { callCosts, type CallCost } from './lib/call-costs';
import {
  buildLoadData,
  LOAD_CACHE,
  prepareRun,
  type BuiltData,
  type RunData,
} from './lib/load-data';
import { writeLoadSection, type FlavourResult } from './lib/load-report';
import { READ_MIX } from './lib/mix';
import { copySqliteToPostgres, createBenchDatabase, dropBenchDatabase } from './lib/pg-copy';
import { backendCpu, backendCpuSpent, cpuMs } from './lib/proc';
import { startApiServer, type RunningServer } from './lib/server';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string, def: number) => {
  const i = argv.indexOf(`--${name}`);
  const v = i === -1 ? NaN : Number(argv[i + 1]);
  return Number.isFinite(v) && v > 0 ? v : def;
};
const SECONDS = option('duration', flag('quick') ? 10 : 60);
const RATE = option('rate', 1000);
const MEMBERS = option('members', 10_000);
const RIDES = option('rides', 1_000_000);
const ENGINE_RIDES = option('engine-rides', 50_000);
const i = argv.indexOf('--db');
const FLAVOURS = (i === -1 ? 'sqlite,postgres' : (argv[i + 1] ?? '')).split(',');
const RESULTS = path.join(LOAD_CACHE, 'results.json');
const log = (line: string) => process.stdout.write(`${line}\n`);

/** One request to every call first: all must answer 200 (the mix is of working reads only). */
async function checkCalls(base: string, run: RunData): Promise<Record<string, number>> {
  const rng = seededRandom(3);
  const sizes: Record<string, number> = {};
  const user = run.users[0];
  if (!user) throw new Error('no bench users');
  for (const entry of READ_MIX) {
    const target = entry.path({ user, rng, leader: () => run.leaders[0] ?? user });
    const { path: p, as } = typeof target === 'string' ? { path: target, as: user } : target;
    const res = await fetch(base + p, { headers: { authorization: `Bearer ${as.token}` } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${entry.name}: ${p} answered ${res.status}`);
    sizes[entry.name] = body.length;
  }
  return sizes;
}

const row = (r: EndpointResult) =>
  `${r.name.padEnd(26)} ${String(r.rate).padStart(7)}/s  p50 ${r.p50.toFixed(1).padStart(5)}  p97.5 ${r.p97_5.toFixed(1).padStart(5)}  p99 ${r.p99.toFixed(1).padStart(6)}  max ${r.max.toFixed(0).padStart(5)} ms  non-2xx ${r.non2xx}  errors ${r.errors}`;

async function measure(
  flavour: string,
  server: RunningServer,
  run: RunData,
  costs: CallCost[],
  built: BuiltData,
  pgDatabase?: string,
): Promise<FlavourResult> {
  const sizes = await checkCalls(server.base, run);
  const mixOptions = { base: server.base, mix: READ_MIX, users: run.users, leaders: run.leaders };
  log(`  warm-up: ${Math.min(5, SECONDS)} s at ${RATE} req/s`);
  await runMix({ ...mixOptions, rate: RATE, seconds: Math.min(5, SECONDS), rng: seededRandom(1) });
  const loadBefore = loadNow();
  const serverBefore = cpuMs(server.pid);
  const pgBefore = pgDatabase ? backendCpu(pgDatabase) : new Map<number, number>();
  const clientBefore = process.cpuUsage();
  log(`  measured: ${SECONDS} s at ${RATE} req/s (load average ${loadBefore})`);
  const result: MixResult = await runMix({
    ...mixOptions,
    rate: RATE,
    seconds: SECONDS,
    rng: seededRandom(2),
  });
  const client = process.cpuUsage(clientBefore);
  const requests = result.overall.count + result.overall.non2xx;
  const perRequest = (ms: number) => Math.round((ms / Math.max(1, requests)) * 1000) / 1000;
  const out: FlavourResult = {
    flavour,
    at: new Date().toISOString(),
    rate: RATE,
    members: MEMBERS,
    rides: built.base * built.copies,
    engineRides: built.base,
    loadBefore,
    loadAfter: loadNow(),
    serverCpuMsPerRequest: perRequest(cpuMs(server.pid) - serverBefore),
    databaseCpuMsPerRequest: pgDatabase
      ? perRequest(backendCpuSpent(pgBefore, backendCpu(pgDatabase)))
      : undefined,
    clientCpuMsPerRequest: perRequest((client.user + client.system) / 1000),
    responseBytes: sizes,
    costs,
    ...result,
  };
  for (const r of result.endpoints) log(`  ${row(r)}`);
  log(`  ${row(result.overall)}`);
  log(
    `  server CPU ${out.serverCpuMsPerRequest} ms/request${out.databaseCpuMsPerRequest === undefined ? '' : `, PostgreSQL backends ${out.databaseCpuMsPerRequest} ms/request`}, load generator ${out.clientCpuMsPerRequest} ms/request; load average after ${out.loadAfter}`,
  );
  return out;
}

async function main(): Promise<void> {
  const m = machine();
  log(
    `Load mix: ${RATE} req/s for ${SECONDS} s, ${MEMBERS} members, ${RIDES} rides (${m.cores} cores, load average ${m.load})`,
  );
  if (flag('doc-only')) {
    writeLoadSection(Object.values(JSON.parse(readFileSync(RESULTS, 'utf8')) as FlavourResult[]));
    return;
  }
  const built = await buildLoadData(MEMBERS, RIDES, ENGINE_RIDES, log);
  if (flag('build-only')) return;
  const dir = path.join(LOAD_CACHE, `run-${process.pid}`);
  const pgName = `rihla_bench_${process.pid}`;
  let pgCreated = false;
  const cleanUp = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (pgCreated) await dropBenchDatabase(pgName).catch(() => undefined);
  };
  const onSignal = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const results: FlavourResult[] = [];
  try {
    const run = await prepareRun(built.file, dir, 2_000);
    log(
      `  ${run.users.length} members and ${run.leaders.length} large downlines signed in; ${run.campaignMembers} members on the BBR board`,
    );
    for (const flavour of FLAVOURS) {
      let url = `sqlite:${run.file}`;
      if (flavour === 'postgres') {
        log(`PostgreSQL: loading the same data into ${pgName}`);
        const t = performance.now();
        url = await createBenchDatabase(pgName);
        pgCreated = true;
        await copySqliteToPostgres(run.file, url, log);
        log(`  loaded in ${((performance.now() - t) / 1000).toFixed(0)} s`);
      } else if (flavour !== 'sqlite') {
        throw new Error(`unknown --db ${flavour}`);
      }
      log(`${flavour}: service time per call, one request at a time (in-process)`);
      const costs = await callCosts(url, run, path.join(dir, `costs-${flavour}`));
      for (const c of costs) {
        log(
          `  ${c.name.padEnd(26)} median ${c.medianMs.toFixed(2)} ms  p99 ${c.p99Ms.toFixed(2)} ms  CPU ${c.cpuMs} ms  ${c.bytes} B`,
        );
      }
      const server = await startApiServer(url, path.join(dir, `server-${flavour}`));
      try {
        const pg = flavour === 'postgres' ? pgName : undefined;
        results.push(await measure(flavour, server, run, costs, built, pg));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await cleanUp();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  const saved = existsSync(RESULTS)
    ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, FlavourResult>)
    : {};
  for (const r of results) saved[r.flavour] = r;
  mkdirSync(LOAD_CACHE, { recursive: true });
  writeFileSync(RESULTS, JSON.stringify(saved, null, 2));
  log(`Saved ${RESULTS}`);
  if (!flag('no-doc')) {
    writeLoadSection(Object.values(saved));
    log('Wrote "Whole product under load" in docs/performance.md');
  }
  const bad = results.filter((r) => r.overall.non2xx + r.overall.errors > 0 || r.overall.p99 >= 25);
  for (const r of bad) {
    log(
      `TARGET MISSED on ${r.flavour}: p99 ${r.overall.p99} ms, non-2xx ${r.overall.non2xx}, errors ${r.overall.errors}`,
    );
  }
  process.exitCode = bad.length ? 2 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
