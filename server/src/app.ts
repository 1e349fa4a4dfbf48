import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createContext } from './context';
import type { DbHandle } from './db/database';
import { allowOrigins } from './http/cors';
import { apiNotFound, errorHandling, frameworkError } from './http/errors';
import { logController, loggerOptions, requestLogging, type LogStream } from './http/logging';
import { securityHeaders } from './http/security-headers';
import { inlineScriptHashes } from './http/inline-scripts';
import { loadBuiltSpa, serveSpa, spaDocuments } from './http/spa';
import type { Mailer } from './mail/mailer';
import { servePhotos } from './modules/photos/routes';
import { referralPreview } from './modules/referrals/preview';
import { serveReferralCards } from './modules/referrals/routes';
import { registerModules } from './modules/register';
import { createMetrics, observeDatabase, observeRequests, type Metrics } from './ops/metrics';
import { readyRoute } from './ops/ready';

export interface BuildOptions {
  config: Config;
  database: DbHandle;
  /** Tests may pass their own; otherwise outbox or SMTP from the config. */
  mailer?: Mailer;
  /** The metrics registry to fill; a new one by default (see ops/metrics.ts). */
  metrics?: Metrics;
  /** Serve the built SPA (off in API tests). */
  serveStatic?: boolean;
  logger?: boolean;
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: LogStream;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    // One line per request (issue 14), instead of Fastify's two.
    logController: logController(),
    bodyLimit: 64 * 1024,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // A URL that cannot be decoded (`/%E0%A4%A`) gets our error shape, not the framework's.
    frameworkErrors: frameworkError,
  });

  const metrics = options.metrics ?? createMetrics({ process: config.METRICS_PORT !== undefined });
  const ctx = createContext(config, database, app.log, options.mailer, metrics);
  app.decorate('ctx', ctx);
  requestLogging(app);
  observeRequests(app, metrics);
  observeDatabase(metrics, database);

  // The build is read before the hooks: the CSP allows its inline scripts by hash.
  const spa =
    options.serveStatic !== false ? loadBuiltSpa(config.STATIC_DIR, config.publicUrl) : undefined;
  securityHeaders(app, {
    hsts: config.publicUrl.startsWith('https://'),
    scriptHashes: inlineScriptHashes(spaDocuments(spa)),
  });
  errorHandling(app);
  await allowOrigins(app, config.CORS_ORIGINS);
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(
    async (api) => {
      apiNotFound(api);
      api.get('/health', async () => {
        await database.db.selectFrom('members').select('id').limit(1).execute();
        return { success: true, status: 'ok' };
      });
      readyRoute(api, database.db);
      await registerModules(api);
    },
    { prefix: '/api' },
  );

  // Metrics live on their own listener only (DECISIONS 41); a scraper pointed at the public
  // port gets a plain 404, not the SPA's page.
  app.get('/metrics', (_request, reply) => reply.status(404).type('text/plain').send('Not found'));

  // Member photos from the database (DECISIONS 16, 37), before the SPA's catch-all.
  servePhotos(app);
  serveReferralCards(app);
  if (options.serveStatic !== false)
    await serveSpa(app, spa, config.STATIC_DIR, referralPreview(ctx));
  return app;
}
