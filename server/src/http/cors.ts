/**
 * Cross-origin calls from the company's other apps (API-CONTRACT 1.4, 10): only the exact origins
 * of `CORS_ORIGINS` get CORS headers and preflight answers; any other origin gets none, so the
 * browser refuses it. Without `CORS_ORIGINS` nothing is registered (same origin only).
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export async function allowOrigins(
  app: FastifyInstance,
  origins: readonly string[],
): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    origin: (origin, callback) => {
      callback(null, origin !== undefined && allowed.has(origin));
    },
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    // The old apps send the session cookie as well as the Bearer header.
    credentials: true,
    maxAge: 600,
  });
}
