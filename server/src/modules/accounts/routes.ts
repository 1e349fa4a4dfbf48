import type { FastifyInstance } from 'fastify';

/** Filled in by the issue that owns this module. */
export default function routes(_app: FastifyInstance): Promise<void> {
  return Promise.resolve();
}
