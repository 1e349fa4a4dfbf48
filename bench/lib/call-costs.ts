/**
 * Service time of each call of the mix inside one server (`app.inject`, one request at a time,
 * no sockets): what a call costs the server by itself, to read beside the latencies under load on
 * a shared machine. CPU is this process's (on SQLite it includes the queries; on PostgreSQL the
 * queries run in the database's own processes and show only in the wall time).
 */
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { seededRandom } from '../../server/src/demo/random';
import { percentiles } from './cannon';
import type { RunData } from './load-data';
import { READ_MIX } from './mix';
import { BENCH_SECRET } from './server';

export interface CallCost {
  name: string;
  medianMs: number;
  p99Ms: number;
  cpuMs: number;
  bytes: number;
}

export async function callCosts(
  databaseUrl: string,
  run: RunData,
  dataDir: string,
  perCall = 300,
): Promise<CallCost[]> {
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: BENCH_SECRET,
    KYC_ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    ALLOW_OUTBOX: 'true',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    MAIL_OUTBOX_DIR: `${dataDir}/outbox`,
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
  });
  const database = openDatabase(config.database);
  const app = await buildApp({ config, database, serveStatic: false, logger: false });
  await app.ready();
  const rng = seededRandom(5);
  const pick = <T>(list: T[]) => list[Math.floor(rng() * list.length)] as T;
  const out: CallCost[] = [];
  try {
    for (const entry of READ_MIX) {
      const times: number[] = [];
      let bytes = 0;
      let cpu = 0;
      for (let i = 0; i < perCall + 30; i++) {
        const user = pick(run.users);
        const target = entry.path({ user, rng, leader: () => pick(run.leaders) });
        const { path, as } = typeof target === 'string' ? { path: target, as: user } : target;
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const res = await app.inject({
          method: 'GET',
          url: path,
          headers: { authorization: `Bearer ${as.token}` },
        });
        const t = performance.now() - t0;
        const c = process.cpuUsage(c0);
        if (res.statusCode !== 200)
          throw new Error(`${entry.name}: ${path} answered ${res.statusCode}`);
        if (i < 30) continue; // warm-up
        times.push(t);
        cpu += (c.user + c.system) / 1000;
        bytes += res.rawPayload.length;
      }
      const p = percentiles(times);
      out.push({
        name: entry.name,
        medianMs: p.p50,
        p99Ms: p.p99,
        cpuMs: Math.round((cpu / perCall) * 100) / 100,
        bytes: Math.round(bytes / perCall),
      });
    }
  } finally {
    await app.close();
    await database.close();
  }
  return out;
}
