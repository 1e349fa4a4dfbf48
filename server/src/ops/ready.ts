/**
 * `GET /api/ready` for orchestrators (DECISIONS 41): 200 `{ ready: true }` when the database
 * answers and has run every migration this build knows; otherwise 503 `{ ready: false, checks }`.
 * `/api/health` stays the cheap liveness answer beside it.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { pendingMigrations } from '../db/migrate';

export interface ReadyChecks {
  database: 'ok' | 'unreachable';
  migrations: 'current' | 'pending' | 'unknown';
  pending?: string[];
}

const TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function readiness(db: Db): Promise<ReadyChecks> {
  try {
    const pending = await withTimeout(pendingMigrations(db));
    return pending.length === 0
      ? { database: 'ok', migrations: 'current' }
      : { database: 'ok', migrations: 'pending', pending };
  } catch {
    return { database: 'unreachable', migrations: 'unknown' };
  }
}

export function readyRoute(api: FastifyInstance, db: Db): void {
  api.get('/ready', async (_request, reply) => {
    const checks = await readiness(db);
    if (checks.database === 'ok' && checks.migrations === 'current') return { ready: true };
    return reply.status(503).header('cache-control', 'no-store').send({ ready: false, checks });
  });
}
