/**
 * Reward calls of the wallet module (API-CONTRACT section 4): dashboard, DDR leaderboard, CRR
 * rank tracking and leaderboard. All need a signed-in member; by-id calls answer only for the
 * member's own id (403 otherwise; defect 9.6).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API } from '../../../../contract/api-paths';
import { forbidden } from '../../lib/errors';
import { parseInput, wholeNumber } from '../../lib/validate';
import { currentMember, requireMember } from '../accounts/auth-guard';
import { buildDashboard } from './dashboard';
import { crrLeaderboard, ddrLeaderboard } from './leaderboards';
import { buildRankTracking } from './rank-tracking';

// Unknown query fields (the old SPA's `userId`) are ignored, not refused.
export const PageQuery = z.object({
  page: wholeNumber('page', 1, 100_000).default(1),
  limit: wholeNumber('limit', 1, 100).default(20),
});

/** The caller's own id, or 403 for anyone else's. */
function ownId(request: FastifyRequest): string {
  const me = currentMember(request).id;
  const { userId } = request.params as { userId?: string };
  if (userId !== me) throw forbidden('You can only view your own rewards', 'NOT_YOUR_DATA');
  return me;
}

// The by-id paths are those of API.mlmDashboard and API.crrRankTracking, with a parameter.
export default function routes(app: FastifyInstance): Promise<void> {
  const db = () => app.ctx.db;
  const auth = { preHandler: requireMember };

  app.get('/mlm/user-dashboard/:userId', auth, async (request) => ({
    success: true,
    message: 'User MLM dashboard retrieved successfully',
    data: await buildDashboard(db(), ownId(request)),
  }));

  app.get(API.ddrLeaderboard, auth, async (request) => {
    const page = parseInput(PageQuery, request.query);
    return {
      success: true,
      message: 'DDR Leaderboard retrieved successfully',
      data: { leaderboard: await ddrLeaderboard(db(), currentMember(request).id, page) },
    };
  });

  app.get('/mlm/crr/rank-tracking/:userId', auth, async (request) => ({
    success: true,
    message: 'CRR rank tracking retrieved successfully',
    data: await buildRankTracking(db(), ownId(request)),
  }));

  app.get(API.crrLeaderboard, auth, async (request) => {
    const page = parseInput(PageQuery, request.query);
    return {
      success: true,
      message: 'CRR Leaderboard retrieved successfully',
      data: { leaderboard: await crrLeaderboard(db(), currentMember(request).id, page) },
    };
  });
  return Promise.resolve();
}
