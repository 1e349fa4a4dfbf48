/**
 * `npm run bench`: every bench script in turn, each in its own process and bounded in time; a
 * failing one is reported and the next one runs. Then the header of docs/performance.md is
 * rewritten with the machine, the date and how to repeat every figure, and a summary is printed.
 * Flags: --quick (shorter runs, passed through), --only web,api,... / --skip ..., --header-only.
 */
import { spawn } from 'node:child_process';
import { loadNow, machine, writeHeader, type Machine } from './lib/doc';

interface Script {
  name: string;
  file: string;
  what: string;
  section: string;
  args: (quick: boolean) => string[];
  env: (quick: boolean) => Record<string, string>;
  minutes: number;
}

const SCRIPTS: Script[] = [
  {
    name: 'web',
    file: 'bench/web.ts',
    what: 'home-route JS and CSS (gzip), Lighthouse per public route',
    section: 'Web',
    args: () => [],
    env: (quick): Record<string, string> => (quick ? { BENCH_WEB_RUNS: '1' } : {}),
    minutes: 30,
  },
  {
    name: 'api',
    file: 'bench/api.ts',
    what: 'login, current user and tree level pages: requests/s, p50, p99; flat tree pages',
    section: 'API (accounts and tree)',
    args: (quick) => (quick ? ['--quick'] : []),
    env: () => ({}),
    minutes: 30,
  },
  {
    name: 'rewards',
    file: 'bench/rewards.ts',
    what: 'rides recorded per second, dashboard p99 on 1,000,000 rides, import-rides memory',
    section: 'Rewards engine',
    args: () => [],
    env: (quick): Record<string, string> =>
      quick ? { BENCH_SPEED_RIDES: '1000', BENCH_IMPORT_ROWS: '100000' } : {},
    minutes: 60,
  },
  {
    name: 'programmes',
    file: 'bench/programmes.ts',
    what: 'BBR, HLR and regional calls: p50, p99 at a fixed rate',
    section: 'Programmes (BBR, HLR, regional)',
    args: () => [],
    env: (quick): Record<string, string> => (quick ? { BENCH_SECONDS: '3' } : {}),
    minutes: 30,
  },
  {
    name: 'statement',
    file: 'bench/statement.ts',
    what: 'wallet statement pages p50/p99 and CSV export time and memory, 100,000 entries, SQLite and PostgreSQL',
    section: 'Wallet statement',
    args: () => [],
    env: (quick): Record<string, string> => (quick ? { BENCH_STATEMENT_ENTRIES: '10000' } : {}),
    minutes: 20,
  },
  {
    name: 'ops-member-search',
    file: 'bench/ops-member-search.ts',
    what: 'console member search p50/p99 by kind of text, 100,000 members, SQLite and PostgreSQL',
    section: 'Console',
    args: () => [],
    env: (quick): Record<string, string> =>
      quick ? { BENCH_MEMBERS: '10000', BENCH_SEARCHES: '100' } : {},
    minutes: 20,
  },
  {
    name: 'ride-import',
    file: 'bench/ops-ride-import.ts',
    what: 'console ride import of 100,000 rows: upload and import rows/s, server peak RSS, SQLite and PostgreSQL',
    section: 'Console: ride import',
    args: () => [],
    env: (quick): Record<string, string> => (quick ? { BENCH_RIDE_IMPORT_ROWS: '10000' } : {}),
    minutes: 45,
  },
  {
    name: 'load-mix',
    file: 'bench/load-mix.ts',
    what: 'the whole read mix at 1,000 requests/s for 60 s, SQLite and PostgreSQL',
    section: 'Whole product under load',
    args: (quick) => (quick ? ['--quick'] : []),
    env: () => ({}),
    minutes: 60,
  },
];

interface Outcome {
  name: string;
  status: string;
  seconds: number;
}

function runScript(s: Script, quick: boolean): Promise<Outcome> {
  const t = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', s.file, ...s.args(quick)], {
      env: { ...process.env, ...s.env(quick) },
      stdio: 'inherit',
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, s.minutes * 60_000);
    const done = (status: string) => {
      clearTimeout(timer);
      resolve({ name: s.name, status, seconds: Math.round((performance.now() - t) / 1000) });
    };
    child.once('error', (error) => done(`could not start: ${error.message}`));
    child.once('exit', (code, signal) => {
      if (timedOut) done(`stopped after ${s.minutes} min`);
      else if (code === 0) done('ok');
      else if (code === 2 && s.name === 'load-mix') done('ran, target missed (exit 2)');
      else done(`failed (${signal ?? `exit ${String(code)}`})`);
    });
  });
}

/** How `--quick` runs one script, for the header. */
function short(s: Script): string {
  const env = Object.entries(s.env(true)).map(([k, v]) => `${k}=${v}`);
  const args = s.args(true);
  if (!env.length && !args.length) return '';
  return ` (short: \`${[...env, 'npx tsx', s.file, ...args].join(' ')}\`)`;
}

function header(m: Machine, outcomes: Outcome[], quick: boolean): string {
  const runs = outcomes.length
    ? `\nLast \`npm run bench${quick ? ' -- --quick' : ''}\`: ${outcomes.map((o) => `${o.name} ${o.status} (${o.seconds} s)`).join('; ')}.\n`
    : '';
  return `# Performance

Measured by scripts in the repository, never by timed tests. \`npm run bench\` (\`bench/all.ts\`) runs
every script below in turn, each in its own process and bounded in time, goes on past one that
fails, and rewrites this header; each script writes or prints its own section below. The big data
sets (10,000 members, 1,000,000 rides) are built once into \`.cache/\` (git-ignored, DECISIONS 27);
the first run builds them, later runs reuse them.

**Machine** (${m.date}): ${m.cores} cores, ${m.cpu}, ${m.memoryGiB} GiB memory, Node ${m.node}, ${m.os};
load average ${m.load} (1 / 5 / 15 min) when this header was written. The machine is shared with other
engineers' builds and tests, so a load average above the core count means the latencies below
show contention as well as the product; each section gives the load average of its own run.
${runs}
How to repeat every figure:

| figures | command | section |
|---|---|---|
${SCRIPTS.map((s) => `| ${s.what} | \`npx tsx ${s.file}\`${short(s)} | ${s.section} |`).join('\n')}
| all of them | \`npm run bench\` (\`-- --quick\` for short runs, \`-- --only api,load-mix\` for some) | this header |`;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const quick = argv.includes('--quick');
  const list = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i === -1 ? undefined : (argv[i + 1] ?? '').split(',');
  };
  const only = list('only');
  const skip = list('skip') ?? [];
  const chosen = argv.includes('--header-only')
    ? []
    : SCRIPTS.filter((s) => (!only || only.includes(s.name)) && !skip.includes(s.name));
  const start = loadNow();
  const outcomes: Outcome[] = [];
  for (const s of chosen) {
    process.stdout.write(`\n=== ${s.name}: npx tsx ${s.file} ${s.args(quick).join(' ')}\n`);
    outcomes.push(await runScript(s, quick));
  }
  const m = machine();
  writeHeader(header(m, outcomes, quick));
  process.stdout.write(
    `\nBench summary (${m.cores} cores, ${m.cpu}, Node ${m.node}; load average ${start} at the start, ${m.load} at the end):\n`,
  );
  for (const o of outcomes)
    process.stdout.write(`  ${o.name.padEnd(11)} ${o.status.padEnd(32)} ${o.seconds} s\n`);
  process.stdout.write('Wrote the header of docs/performance.md.\n');
  if (outcomes.some((o) => o.status !== 'ok')) process.exitCode = 1;
}

await main();
