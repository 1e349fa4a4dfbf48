/**
 * Cross-origin calls from the company's other apps (API-CONTRACT 1.4, 10): only the exact origins
 * of `CORS_ORIGINS` get CORS headers and preflight answers; any other origin gets none, so the
 * browser refuses it. Without `CORS_ORIGINS` nothing is registered (same origin only). The
 * operator console's API (`/api/ops`) is never CORS-enabled, whatever the list (DECISIONS 49).
 */
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** `/api/ops` and everything under it, however the path is spelled. */
export const isOpsApi = (url: string): boolean => /^\/+api\/+ops(?:[/?#]|$)/i.test(url);

export async function allowOrigins(
  app: FastifyInstance,
  origins: readonly string[],
): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  const options: FastifyCorsOptions = {
    origin: (origin, callback) => {
      callback(null, origin !== undefined && allowed.has(origin));
    },
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    // The old apps send the session cookie as well as the Bearer header.
    credentials: true,
    maxAge: 600,
  };
  await app.register(cors, {
    delegator: (request, callback) => {
      callback(null, isOpsApi(request.url) ? { origin: false } : options);
    },
  });
}
