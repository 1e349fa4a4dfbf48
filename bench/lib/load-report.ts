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

function describe(name: string): string {
  if (name === 'referral-tree level page')
    return 'half a member’s own level 1, half a page 1-3 of level 1-10 of one of the 100 largest downlines (50 rows)';
  if (name.startsWith('DDR') || name.startsWith('CRR'))
    return 'no query (the first 20), as the SPA';
  if (name.includes('leaderboard') || name.includes('ambassadors')) return '`page=1&limit=20`';
  return 'the signed-in member’s own';
}

const INTRO = `\`npx tsx bench/load-mix.ts\` (part of \`npm run bench\`; \`--duration 20\` for a shorter run,
\`--db sqlite\` or \`--db postgres\` for one database) starts the real server
(\`node --import tsx server/src/main.ts\`, \`NODE_ENV=production\`, logging at \`error\`) on 127.0.0.1
and drives it with autocannon at a fixed **1,000 requests/s for 60 s** (after a 5 s warm-up) with
a read mix of signed-in members, first on SQLite, then on PostgreSQL 15 (a fresh database
\`rihla_bench_<pid>\` on the local server, loaded with the same rows and dropped at the end).

Data (\`bench/lib/load-data.ts\`, built once into \`.cache/bench-load/\`, git-ignored; DECISIONS 27):
the wallet module's bench members (\`buildBenchMembers\`, as \`bench/rewards.ts\`; 30 % KYC approved)
and the wallet bench's rides (\`benchRide\`) spread over the last 60 days. Recording rides through
the rewards engine ran at 250-450 rides/s on this shared machine (about an hour for 1,000,000), so
50,000 rides are recorded through the engine (\`recordRides\`: DDR credits, points, pools, totals,
regional shares) and then copied 19 times in SQL with new ride ids and ledger keys, which gives
1,000,000 rides and 3.9 million ledger rows; stored totals and points are multiplied by 20, so
they still equal the ledger, and CRR ranks are then evaluated by the engine's own rule on the
final points (\`evaluateRankRows\`: 238 ranked members), with Boss titles recorded. In each run's
copy a BBR campaign is opened over the last two days of rides (about 4,400 members on its
board). Building takes about 5 minutes here (\`--engine-rides N\` records more through the engine).
Sessions are created directly through the server's \`SessionStore\` and \`TokenService\` for 2,000
random members and the 100 largest downlines, so every request carries a different member's
token; login is kept out of the mix and measured on its own by \`bench/api.ts\` (DECISIONS 26).

The mix, in percent of requests (what members' screens call; pages as the SPA asks for them):

| call | share | request |
|---|---|---|
${READ_MIX.map((e) => `| ${e.name} | ${e.weight} % | ${describe(e.name)} |`).join('\n')}

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

export function writeLoadSection(results: FlavourResult[]): void {
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
  const body = `### Last run (${m.cores} cores, ${m.cpu}, Node ${m.node}; ${n(first.members)} members, ${n(first.rides)} rides of which ${n(first.engineRides)} recorded through the engine)

Latencies in ms, measured at the client; "failed" counts non-2xx answers and socket errors.

${table(sorted)}

${runs}

Response sizes (one request each, uncompressed JSON): ${sizes}.

Service time per call, one request at a time inside the server (\`app.inject\`, 300 requests
each after 30 warm-up; median / p99 wall time in ms, and the server process's CPU per request;
on PostgreSQL the queries' own CPU is in the database's processes):

${costTable(sorted)}`;
  writeGenerated('Whole product under load', 'load-mix', `${INTRO}\n\n${body}`);
}
