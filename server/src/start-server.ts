import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isEmpty, seedDemo } from './db/seed/index';
import { refreshDemo } from './db/seed/refresh';

/** Opens the database, migrates, seeds an empty demo database, and listens. */
export async function startServer(config: Config): Promise<FastifyInstance> {
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  if (config.seedDemo && !config.isProduction) {
    if (await isEmpty(app.ctx)) {
      app.log.info('empty database: seeding demo data');
      await seedDemo(app.ctx);
      app.log.info('demo data ready (sign in as demo / DemoPass1)');
    } else {
      await refreshDemo(app.ctx);
    }
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  return app;
}
