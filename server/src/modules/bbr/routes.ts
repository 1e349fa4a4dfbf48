import type { FastifyInstance } from 'fastify';
import type {
  BbrCurrentCampaignResponse,
  BbrLeaderboardResponse,
  BbrPastWinsResponse,
} from '../../../../contract/rewards';
import { currentMember, requireMember } from '../accounts/auth-guard';
import { ownUserId, pageQuery } from './http-helpers';
import { scheduleProgrammeJobs } from './jobs';
import { currentCampaignFor, leaderboardFor, pastWinsFor } from './service';

/** BBR calls (spec section 7): signed-in members, own id only. */
export default function routes(app: FastifyInstance): Promise<void> {
  const db = app.ctx.db;
  scheduleProgrammeJobs(app);

  app.get(
    '/mlm/bbr/current-campaign/:userId',
    { preHandler: requireMember },
    async (request): Promise<BbrCurrentCampaignResponse> => {
      const me = ownUserId(request, 'You can only view your own campaign progress');
      const data = await currentCampaignFor(db, me);
      return {
        success: true,
        data: data.currentCampaign ? data : { ...data, message: 'No active BBR campaign' },
      };
    },
  );

  app.get(
    '/mlm/bbr/leaderboard',
    { preHandler: requireMember },
    async (request): Promise<BbrLeaderboardResponse> => {
      const { page, limit } = pageQuery(request, 20);
      const data = await leaderboardFor(db, currentMember(request).id, page, limit);
      return { success: true, data };
    },
  );

  app.get(
    '/mlm/bbr/past-wins/:userId',
    { preHandler: requireMember },
    async (request): Promise<BbrPastWinsResponse> => {
      const me = ownUserId(request, 'You can only view your own past wins');
      const { page, limit } = pageQuery(request, 10);
      return { success: true, data: await pastWinsFor(db, me, page, limit) };
    },
  );

  return Promise.resolve();
}
