/**
 * The `/api/ops` scope: the console's routes of every module, behind the rules that hold for all
 * of them (DECISIONS 49). A cross-site request is refused before anything else (the cookie is
 * SameSite=Strict already; this holds for browsers that ignore it), answers are never cached,
 * and CORS never applies here (http/cors.ts).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { forbidden } from '../../lib/errors';
import { isCrossSite } from '../accounts/device-cookie';

export async function registerOps(
  api: FastifyInstance,
  plugins: FastifyPluginAsync[],
): Promise<void> {
  await api.register(async (ops) => {
    ops.addHook('onRequest', async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (isCrossSite(request, ops.ctx.config.publicUrl)) {
        throw forbidden('Cross-site request refused');
      }
    });
    for (const plugin of plugins) await ops.register(plugin);
  });
}
