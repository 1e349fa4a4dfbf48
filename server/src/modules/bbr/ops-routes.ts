/**
 * The campaigns desk under `/api/ops/campaigns` (DECISIONS 49): every campaign and a campaign's
 * live leaderboard (`campaigns.read`); open one with the fields of `campaign create` and close
 * one (`campaigns.manage`). The rules and the audit row are the BBR module's, as for the CLI.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPS_CAMPAIGNS_API } from '../../../../contract/ops-campaigns';
import { parseInput, wholeNumber } from '../../lib/validate';
import { opsGuard, operatorActor } from '../operators/guard';
import { closeCampaign, createCampaign, withDefaults, type NewCampaign } from './campaigns';
import type { CampaignType } from './tables';
import { opsCampaign, opsCampaigns, opsLeaderboard } from './ops-view';

export const IdParams = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'No such campaign'),
});

// Types only here: the values' rules are the service's, so both doors refuse alike.
export const CreateBody = z.strictObject({
  name: z.string({ error: 'The name is text' }).max(1000).optional(),
  requirement: z.number({ error: 'Rides is a number' }).optional(),
  durationDays: z.number({ error: 'Days is a number' }).optional(),
  type: z.string({ error: 'The type is text' }).max(40).optional(),
  newbieOnly: z.boolean({ error: 'Newbie rides only is true or false' }).optional(),
  reward: z.number({ error: 'The reward is a number of AED' }).optional(),
  perks: z
    .array(z.string({ error: 'A perk is text' }).max(1000))
    .max(100, 'A campaign has at most 10 perks')
    .optional(),
  startsAt: z.string({ error: 'The start is a date and time' }).max(60).optional(),
});

export const BoardQuery = z.object({
  page: wholeNumber('page', 1, 100_000).default(1),
  limit: wholeNumber('limit', 1, 100).default(50),
});

/** AED to fils; a fraction of a fil is left for the service to refuse. */
const filsOf = (aed: number) => {
  const fils = Math.round(aed * 100);
  return Math.abs(aed * 100 - fils) < 1e-6 ? fils : Number.NaN;
};

export default function campaignOpsRoutes(app: FastifyInstance): Promise<void> {
  const read = { preHandler: opsGuard('campaigns.read') };
  const manage = { preHandler: opsGuard('campaigns.manage') };

  app.get(OPS_CAMPAIGNS_API.campaigns, read, async () => ({
    success: true,
    campaigns: await opsCampaigns(app.ctx.db),
  }));

  app.get('/ops/campaigns/:id/leaderboard', read, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const { page, limit } = parseInput(BoardQuery, request.query);
    return { success: true, leaderboard: await opsLeaderboard(app.ctx.db, id, page, limit) };
  });

  app.post(OPS_CAMPAIGNS_API.campaigns, manage, async (request, reply) => {
    const body = parseInput(CreateBody, request.body ?? {}, request.log);
    const draft: Partial<NewCampaign> = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.requirement !== undefined ? { requirement: body.requirement } : {}),
      ...(body.durationDays !== undefined ? { durationDays: body.durationDays } : {}),
      ...(body.type !== undefined ? { type: body.type as CampaignType } : {}),
      ...(body.newbieOnly !== undefined ? { newbieOnly: body.newbieOnly } : {}),
      ...(body.reward !== undefined ? { rewardFils: filsOf(body.reward) } : {}),
      ...(body.perks !== undefined ? { perks: body.perks } : {}),
      ...(body.startsAt !== undefined ? { startsAt: new Date(body.startsAt) } : {}),
    };
    const c = await createCampaign(app.ctx.db, withDefaults(draft), new Date(), {
      actor: operatorActor(request, 'campaigns.manage'),
      ip: request.ip,
    });
    return reply.code(201).send({ success: true, campaign: await opsCampaign(app.ctx.db, c) });
  });

  app.post('/ops/campaigns/:id/close', manage, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const r = await closeCampaign(app.ctx.db, id, new Date(), {
      actor: operatorActor(request, 'campaigns.manage'),
      ip: request.ip,
    });
    return {
      success: true,
      campaign: await opsCampaign(app.ctx.db, r.campaign),
      alreadyClosed: r.alreadyClosed,
      paid: r.paid,
      qualified: r.qualified,
    };
  });
  return Promise.resolve();
}
