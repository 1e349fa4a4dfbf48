/**
 * Prometheus metrics (DECISIONS 41). One registry per server process, created with the app and
 * reachable as `ctx.metrics`, so any feature can add its own counters to it:
 * `new Counter({ name: 'rihla_…', help: '…', registers: [ctx.metrics.registry] })`.
 * The registry is only ever served on METRICS_HOST:METRICS_PORT (metrics-server.ts).
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DbHandle } from '../db/database';

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Mails handed to the mailer, by kind (`signup-code`, `reset-code`, `contact`, …). */
  mailSent: Counter<'kind'>;
  mailFailures: Counter<'kind'>;
}

/** `process`: also the Node defaults (event-loop lag, memory, CPU, handles); off in tests. */
export function createMetrics(options: { process?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.process)
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'rihla_http_request_duration_seconds',
      help: 'HTTP request duration by route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    mailSent: new Counter({
      name: 'rihla_mail_sent_total',
      help: 'Mails sent (sign-up and reset codes, contact messages) by kind',
      labelNames: ['kind'],
      registers: [registry],
    }),
    mailFailures: new Counter({
      name: 'rihla_mail_failures_total',
      help: 'Mails the mailer failed to send, by kind',
      labelNames: ['kind'],
      registers: [registry],
    }),
  };
}

/** Times every request, labelled by the matched route's pattern (never the raw URL). */
export function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

const RIDES_CACHE_MS = 15_000;

/**
 * Database gauges read at scrape time: the connection pool and the rides recorded (rides come
 * from the operator CLI, another process, so the database is the one place that knows them).
 */
export function observeDatabase(metrics: Metrics, database: DbHandle): void {
  new Gauge({
    name: 'rihla_db_pool_connections',
    help: 'Database connections by state (SQLite: one connection)',
    labelNames: ['state'],
    registers: [metrics.registry],
    collect() {
      const pool = database.poolStats?.() ?? { total: 1, idle: 1, waiting: 0 };
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  let rides = { at: 0, count: 0 };
  new Gauge({
    name: 'rihla_rides_recorded',
    help: 'Rides recorded in the database (refreshed at most every 15 s)',
    registers: [metrics.registry],
    async collect() {
      if (Date.now() - rides.at > RIDES_CACHE_MS) {
        const row = await database.db
          .selectFrom('rides')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
          .catch(() => undefined);
        if (row) rides = { at: Date.now(), count: row.n };
      }
      this.set(rides.count);
    },
  });
}
