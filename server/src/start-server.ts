import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { buildApp } from './app';
import type { Config } from './config';
import { createContext, type AppContext } from './context';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isEmpty, seedDemo } from './demo/seed';
import { refreshDemo } from './demo/refresh';
import { serveMetrics, registrySource } from './ops/metrics-server';
import { sayFromPrimary } from './primary-log';

type Log = Pick<FastifyBaseLogger, 'info'>;

/** Seeds an empty demo database, or refreshes the demo's dates (never in production). */
async function seedIfDemo(ctx: AppContext, log: Log): Promise<void> {
  if (!ctx.config.seedDemo || ctx.config.isProduction) return;
  if (await isEmpty(ctx)) {
    log.info('empty database: seeding demo data');
    await seedDemo(ctx);
    log.info('demo data ready (sign in as demo / DemoPass1)');
  } else {
    await refreshDemo(ctx);
  }
}

const primaryLog: Log = {
  info: (...parts: unknown[]) => {
    sayFromPrimary(parts.find((part): part is string => typeof part === 'string') ?? '');
  },
};

/**
 * Prepares the database once before several worker processes start, so they never race to
 * migrate or seed it.
 */
export async function prepareDatabase(config: Config): Promise<void> {
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, { dataDir: config.DATA_DIR });
    await seedIfDemo(createContext(config, database, primaryLog), primaryLog);
  } finally {
    await database.close();
  }
}

/**
 * Opens the database and listens. Unless `prepared` (a worker whose primary already did it),
 * it first migrates and seeds an empty demo database.
 */
export async function startServer(
  config: Config,
  options: { prepared?: boolean } = {},
): Promise<FastifyInstance> {
  const database = openDatabase(config.database);
  if (!options.prepared) await migrateToLatest(database.db, { dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  if (!options.prepared) await seedIfDemo(app.ctx, app.log);
  if (config.METRICS_PORT !== undefined) {
    if (cluster.isWorker) {
      // The primary serves every worker's metrics together (primary.ts).
      AggregatorRegistry.setRegistries([app.ctx.metrics.registry]);
    } else {
      const server = await serveMetrics(
        config.METRICS_HOST,
        config.METRICS_PORT,
        registrySource(app.ctx.metrics.registry),
      );
      app.addHook('onClose', (_instance, done) => {
        server.close(() => done());
      });
      app.log.info(
        `metrics on http://${config.METRICS_HOST}:${String(config.METRICS_PORT)}/metrics`,
      );
    }
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  return app;
}
