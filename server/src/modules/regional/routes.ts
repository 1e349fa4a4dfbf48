import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isMultilineText, notAllowedMessage } from '../../../../contract/display-text';
import { say, wrongType } from '../../../../contract/zod-messages';
import type {
  GlobalAmbassadorsResponse,
  RegionalLeaderboardResponse,
  RegionalProgressResponse,
} from '../../../../contract/rewards';
import { forbidden } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { currentMember, requireMember } from '../accounts/auth-guard';
import { ownUserId, pageQuery } from '../bbr/http-helpers';
import { canonicalCountry } from './display';
import { submitRequest } from './requests';
import { globalAmbassadors, leaderboard, progressFor } from './service';

const COUNTRY = /^\p{L}[\p{L} .'-]*$/u;

export const CountryRequestBody = z.strictObject({
  userId: z
    .string({ error: wrongType('User ID') })
    .max(64, say.atMostChars('User ID', 64))
    .optional(),
  newCountry: z
    .string({ error: 'Country is required' })
    .trim()
    .min(2, 'Country is required')
    .max(60, say.atMostChars('Country name', 60))
    .regex(COUNTRY, 'Enter a country name'),
  reason: z
    .string({ error: wrongType('Reason') })
    .max(300, say.atMostChars('Reason', 300))
    .refine(isMultilineText, notAllowedMessage('Reason'))
    .optional(),
});

export const CountryFilter = z.object({
  country: z
    .string({ error: wrongType('Country') })
    .trim()
    .max(60, say.atMostChars('Country', 60))
    .optional(),
});

/** Regional ambassador calls (spec section 7): signed-in members, own id only. */
export default function routes(app: FastifyInstance): Promise<void> {
  const db = app.ctx.db;

  app.get(
    '/mlm/regional/progress/:userId',
    { preHandler: requireMember },
    async (request): Promise<RegionalProgressResponse> => {
      const me = ownUserId(request, 'You can only view your own regional progress');
      return { success: true, data: await progressFor(db, me) };
    },
  );

  app.get(
    '/mlm/regional/leaderboard',
    { preHandler: requireMember },
    async (request): Promise<RegionalLeaderboardResponse> => {
      const { page, limit } = pageQuery(request, 20);
      const { country } = parseInput(CountryFilter, request.query);
      const filter = country ? canonicalCountry(country) : undefined;
      return { success: true, data: await leaderboard(db, page, limit, filter) };
    },
  );

  app.get(
    '/mlm/regional/global-ambassadors',
    { preHandler: requireMember },
    async (request): Promise<GlobalAmbassadorsResponse> => {
      const { page, limit } = pageQuery(request, 20);
      return { success: true, data: await globalAmbassadors(db, page, limit) };
    },
  );

  app.post(
    '/mlm/regional/country-update-request',
    { preHandler: requireMember },
    async (request, reply) => {
      const me = currentMember(request).id;
      // The member comes from the token; a body naming someone else is refused (defect 9.6).
      const claimed = (request.body as { userId?: unknown } | null)?.userId;
      if (claimed !== undefined && claimed !== me) {
        throw forbidden('You can only request a country change for yourself', 'NOT_YOUR_DATA');
      }
      const body = parseInput(CountryRequestBody, request.body, request.log);
      const row = await submitRequest(db, me, body);
      return reply.status(201).send({
        success: true,
        message: 'Country update request submitted successfully',
        data: {
          _id: row.id,
          id: row.id,
          userId: row.member_id,
          currentCountry: row.current_country,
          requestedCountry: row.requested_country,
          reason: row.reason,
          status: row.status,
          requestedAt: row.requested_at,
        },
      });
    },
  );

  return Promise.resolve();
}
