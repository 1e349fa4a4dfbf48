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
  exitWith: (code: number) => void = (code) => process.exit(code),
): void {
  let stopping = false;
  let exited = false;
  const exit = (code: number) => {
    if (exited) return;
    exited = true;
    exitWith(code);
  };
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
    // A kept-alive connection becomes idle only when its last request ends, after close() began;
    // closing idle ones as they appear lets the server stop as soon as the work is done.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        clearInterval(sweep);
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
