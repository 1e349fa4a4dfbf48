/**
 * The ride import worker of a server process: a small loop that takes pending batches of any
 * process's jobs (import-job.ts) until none is left, then waits. `wake` starts it at once (after
 * an import is started here); shutting the server down stops it after the batch in hand.
 * Not under tests, which run batches directly.
 */
import type { FastifyInstance } from 'fastify';
import { hostname } from 'node:os';
import { newId } from '../../lib/ids';
import { TreeCache } from '../wallet/ride-input';
import { runNextBatch } from './import-job';

const IDLE_MS = 2000;

export interface ImportWorker {
  wake(): void;
}

export function startImportWorker(app: FastifyInstance): ImportWorker {
  const name = `${hostname().slice(0, 40)}:${String(process.pid)}:${newId().slice(0, 6)}`;
  const cache = new TreeCache();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = app.ctx.config.NODE_ENV === 'test';

  const drain = async () => {
    try {
      while (!stopped && (await runNextBatch(app.ctx.db, name, { cache }))) {
        // SQLite answers synchronously, so a batch's awaits never leave the microtask queue:
        // give the event loop a turn between batches, or no request is served until the end.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      app.log.error({ err: error }, 'ride import batch failed');
    }
  };
  const tick = () => {
    if (stopped || running) return;
    if (timer) clearTimeout(timer);
    running = drain().finally(() => {
      running = null;
      if (!stopped) {
        timer = setTimeout(tick, IDLE_MS);
        timer.unref();
      }
    });
  };

  app.addHook('onReady', () => {
    if (!stopped) {
      timer = setTimeout(tick, IDLE_MS);
      timer.unref();
    }
    return Promise.resolve();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    if (running) await running;
  });
  return { wake: tick };
}
