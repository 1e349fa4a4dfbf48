/**
 * Graceful shutdown on SIGTERM / SIGINT (DECISIONS 41): the server stops accepting connections,
 * requests in flight finish (new ones on kept-alive connections get 503), then the onClose hooks
 * close the metrics listener and the database. Past the grace period the remaining connections
 * are cut and the process exits 1, so an orchestrator never waits forever.
 */
import type { FastifyInstance } from 'fastify';

export function onStopSignals(
  app: FastifyInstance,
  graceMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, graceMs }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.warn('requests still running after the grace period; closing their connections');
      app.server.closeAllConnections();
      exit(1);
    }, graceMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info('stopped');
        exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
