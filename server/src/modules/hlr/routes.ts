import type { FastifyInstance } from 'fastify';
import type { HlrLeaderboardResponse, HlrProgressResponse } from '../../../../contract/rewards';
import { requireMember } from '../accounts/auth-guard';
import { ownUserId, pageQuery } from '../bbr/http-helpers';
import { leaderboard, progressFor } from './service';

/** HLR calls (spec section 7): signed-in members, own id only. */
export default function routes(app: FastifyInstance): Promise<void> {
  const db = app.ctx.db;

  app.get(
    '/mlm/hlr/progress/:userId',
    { preHandler: requireMember },
    async (request): Promise<HlrProgressResponse> => {
      const me = ownUserId(request, 'You can only view your own HLR progress');
      return { success: true, data: await progressFor(db, me) };
    },
  );

  app.get(
    '/mlm/hlr/leaderboard',
    { preHandler: requireMember },
    async (request): Promise<HlrLeaderboardResponse> => {
      const { page, limit } = pageQuery(request, 20);
      return { success: true, data: await leaderboard(db, page, limit) };
    },
  );

  return Promise.resolve();
}
