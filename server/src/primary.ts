/**
 * WORKERS > 1: this process prepares the database once, then runs that many server processes
 * on the same port (node:cluster hands each connection to a worker). The server keeps no state
 * in memory that matters across requests (rate limits, sessions and codes are in the
 * database), so workers are interchangeable. A worker that dies is replaced; one that dies
 * within seconds of starting, again and again, stops the whole server instead of looping.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { Config } from './config';
import { serveMetrics } from './ops/metrics-server';
import { sayFromPrimary as say } from './primary-log';
import { prepareDatabase } from './start-server';

const QUICK_DEATH_MS = 5000;
const MAX_QUICK_DEATHS = 3;

const liveWorkers = () => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);

export async function runPrimary(config: Config): Promise<void> {
  await prepareDatabase(config);
  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<number, number>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (liveWorkers().length === 0) process.exit(0);
      return;
    }
    say(`worker ${String(worker.process.pid)} exited (${signal || `code ${String(code)}`})`);
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    if (quickDeaths >= MAX_QUICK_DEATHS) {
      say('workers keep failing at start; stopping');
      process.exit(1);
    }
    fork();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = liveWorkers();
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  if (config.METRICS_PORT !== undefined) {
    // Each worker's registry, summed (counters, histograms) by prom-client over cluster IPC.
    const aggregator = new AggregatorRegistry();
    const server = await serveMetrics(config.METRICS_HOST, config.METRICS_PORT, {
      contentType: aggregator.contentType,
      collect: () => aggregator.clusterMetrics(),
    });
    process.once('exit', () => server.close());
  }
  for (let i = 0; i < config.WORKERS; i++) fork();
  say(`${String(config.WORKERS)} workers on http://${config.HOST}:${String(config.PORT)}`);
}
