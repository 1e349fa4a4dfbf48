/**
 * The generated part of "## Whole product under load" in docs/performance.md: the last run of
 * each database side by side, from .cache/bench-load/results.json.
 */
import { machine, writeGenerated } from './doc';
import type { CallCost } from './call-costs';
import type { MixResult } from './fixed-rate';
import { READ_MIX } from './mix';

export interface FlavourResult extends MixResult {
  flavour: string;
  at: string;
  seconds: number;
  rate: number;
  members: number;
  rides: number;
  engineRides: number;
  loadBefore: string;
  loadAfter: string;
  serverCpuMsPerRequest: number;
  databaseCpuMsPerRequest: number | undefined;
  clientCpuMsPerRequest: number;
  responseBytes: Record<string, number>;
  costs: CallCost[];
}

const NAMES: Record<string, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
const n = (v: number) => v.toLocaleString('en-US');

const INTRO = `\`npx tsx bench/load-mix.ts\` (part of \`npm run bench\`; \`-- --duration 20\` for a shorter run,
\`--db sqlite\` or \`--db postgres\` for one database) starts the real server
(\`node --import tsx server/src/main.ts\`, \`NODE_ENV=production\`, logging at \`error\`) on 127.0.0.1
and drives it with autocannon at a fixed **1,000 requests/s for 60 s** (after a 5 s warm-up) with
a read mix of signed-in members, first on SQLite, then on PostgreSQL 15 (a fresh database
\`rihla_bench_<pid>\` on the local server, loaded with the same rows and dropped at the end).

Data (built once into \`.cache/bench-load/\`, git-ignored; DECISIONS 27): the wallet module's bench
members (\`buildBenchMembers\`, the generator of \`bench/rewards.ts\`; 30 % KYC approved), then rides
recorded through the rewards engine (\`buildBenchRides\`: DDR credits, CRR ranks, pools, regional
shares), then, in each run's copy, a BBR campaign opened over the last two days of rides.
Sessions are created directly through the server's \`SessionStore\` and \`TokenService\` for 2,000
random members and the 100 largest downlines, so every request carries a different member's
token; login is kept out of the mix and measured on its own by \`bench/api.ts\` (DECISIONS 26).

The mix, in percent of requests (what members' screens call; pages as the SPA asks for them):

| call | share | request |
|---|---|---|
${READ_MIX.map((e) => `| ${e.name} | ${e.weight} % | ${e.name === 'referral-tree level page' ? 'half a member’s own level 1, half a level 1-10 page 1-3 of one of the 100 largest downlines (50 rows)' : e.name.includes('leaderboard') || e.name.includes('ambassadors') ? 'page 1 of 20 rows (DDR and CRR: no query, as the SPA)' : 'the signed-in member’s own'} |`).join('\n')}

How the rate is held: autocannon releases each connection's quota for a second at the start of
that second. Each call's share is split over 5 autocannon instances whose start times are spread
evenly over the first second (60 instances in all, their \`overallRate\`s adding up to 1,000), so
arrivals are spread across the second rather than sent in one synchronized burst. Latencies are
the raw time of every request (autocannon's own histogram adds coordinated-omission samples at
a 1 ms interval when a rate is set). Target (ARCHITECTURE section 5, issue 9): no errors and
p99 under 25 ms.`;

function table(results: FlavourResult[]): string {
  const head = results.map((r) => NAMES[r.flavour] ?? r.flavour);
  const lines = [
    `| call | target req/s | ${head.map((h) => `${h} req/s | p50 | p97.5 | p99 | max | failed`).join(' | ')} |`,
    `|---|---|${results.map(() => '---|---|---|---|---|---').join('|')}|`,
  ];
  const names = [...(results[0]?.endpoints.map((e) => e.name) ?? []), 'all calls'];
  for (const name of names) {
    const cells = results.map((r) => {
      const e = name === 'all calls' ? r.overall : r.endpoints.find((x) => x.name === name);
      if (!e) return '- | - | - | - | - | -';
      return `${n(Math.round(e.rate))} | ${ms(e.p50)} | ${ms(e.p97_5)} | ${ms(e.p99)} | ${ms(e.max)} | ${e.non2xx + e.errors}`;
    });
    const target = results[0]?.endpoints.find((x) => x.name === name)?.targetRate;
    const label = name === 'all calls' ? '**all calls**' : name;
    lines.push(
      `| ${label} | ${name === 'all calls' ? n(results[0]?.rate ?? 0) : (target ?? '')} | ${cells.join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

function costTable(results: FlavourResult[]): string {
  const head = results.map((r) => NAMES[r.flavour] ?? r.flavour);
  const lines = [
    `| call | ${head.map((h) => `${h} median | p99 | CPU`).join(' | ')} |`,
    `|---|${results.map(() => '---|---|---').join('|')}|`,
  ];
  for (const e of READ_MIX) {
    const cells = results.map((r) => {
      const c = (r.costs as CallCost[] | undefined)?.find((x) => x.name === e.name);
      return c
        ? `${c.medianMs.toFixed(2)} | ${c.p99Ms.toFixed(2)} | ${c.cpuMs.toFixed(2)}`
        : '- | - | -';
    });
    lines.push(`| ${e.name} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

export function writeLoadSection(results: FlavourResult[], buildSeconds: number): void {
  const m = machine();
  const order = ['sqlite', 'postgres'];
  const sorted = [...results].sort((a, b) => order.indexOf(a.flavour) - order.indexOf(b.flavour));
  const first = sorted[0];
  if (!first) return;
  const runs = sorted
    .map(
      (r) =>
        `- ${NAMES[r.flavour] ?? r.flavour}: ${r.at.slice(0, 16).replace('T', ' ')} UTC, ${r.seconds} s, load average ${r.loadBefore} before and ${r.loadAfter} after; CPU per request: server process ${r.serverCpuMsPerRequest} ms${r.databaseCpuMsPerRequest === undefined ? '' : `, PostgreSQL backends ${r.databaseCpuMsPerRequest} ms`}, load generator ${r.clientCpuMsPerRequest} ms; ${r.overall.non2xx} non-2xx, ${r.overall.errors} errors (timeouts included), p99 ${ms(r.overall.p99)} ms: ${r.overall.non2xx + r.overall.errors === 0 && r.overall.p99 < 25 ? '**target met**' : '**target missed**'}.`,
    )
    .join('\n');
  const sizes = Object.entries(first.responseBytes)
    .map(([k, v]) => `${k} ${n(v)} B`)
    .join(', ');
  const body = `### Last run (${m.cores} cores, ${m.cpu}, Node ${m.node}; ${n(first.members)} members, ${n(first.rides)} rides of which ${n(first.engineRides)} recorded through the engine${buildSeconds ? `, data built in ${Math.round(buildSeconds)} s` : ''})

Latencies in ms, measured at the client; "failed" counts non-2xx answers and socket errors.

${table(sorted)}

${runs}

Response sizes (one request each, uncompressed JSON): ${sizes}.

Service time per call, one request at a time inside the server (\`app.inject\`, 300 requests
each after 30 warm-up; median / p99 wall time in ms, and the server process's CPU per request;
on PostgreSQL the queries' own CPU is in the database's processes):

${costTable(sorted)}`;
  writeGenerated('Whole product under load', 'load-mix', INTRO, body);
}
