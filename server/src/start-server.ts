import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type DbHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isEmpty, seedDemo } from './db/seed/index';
import { refreshDemo } from './db/seed/refresh';

/** Migrates, and seeds an empty demo database (or refreshes the demo's dates). */
async function prepare(config: Config, database: DbHandle, app: FastifyInstance): Promise<void> {
  await migrateToLatest(database.db);
  if (!config.seedDemo || config.isProduction) return;
  if (await isEmpty(app.ctx)) {
    app.log.info('empty database: seeding demo data');
    await seedDemo(app.ctx);
    app.log.info('demo data ready (sign in as demo / DemoPass1)');
  } else {
    await refreshDemo(app.ctx);
  }
}

/**
 * Prepares the database once before several worker processes start, so they never race to
 * migrate or seed it.
 */
export async function prepareDatabase(config: Config): Promise<void> {
  const database = openDatabase(config.database);
  try {
    const app = await buildApp({ config, database, serveStatic: false });
    try {
      await prepare(config, database, app);
    } finally {
      await app.close();
    }
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
  if (!options.prepared) await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  if (!options.prepared) await prepare(config, database, app);
  await app.listen({ port: config.PORT, host: config.HOST });
  return app;
}
