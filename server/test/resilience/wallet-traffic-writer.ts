/**
 * Child process for the wallet-under-traffic tests (issue 26): for DURATION_MS it records
 * rides down a chain of members, asks for withdrawals, cancels, approves and records payouts,
 * through the real services, as a second server process would. Prints one JSON line of counts.
 */
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { MemoryMailer } from '../harness';
import { runTraffic } from './wallet-traffic-loop';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = openDatabase(config.database);
const app = await buildApp({
  config,
  database,
  mailer: new MemoryMailer(),
  serveStatic: false,
  logger: false,
});
const counts = await runTraffic(app.ctx, {
  chain: (process.env.CHAIN ?? '').split(','),
  driver: process.env.DRIVER_ID ?? '',
  durationMs: Number(process.env.DURATION_MS ?? 5000),
  name: process.env.WRITER ?? 'w',
  seed: Number(process.env.SEED ?? 1),
  ...(process.env.KINDS ? { kinds: process.env.KINDS.split(',') } : {}),
  concurrency: Number(process.env.CONCURRENCY ?? 1),
});
process.stdout.write(`${JSON.stringify(counts)}\n`);
await app.close();
await database.close();
