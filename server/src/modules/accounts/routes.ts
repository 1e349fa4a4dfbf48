import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API } from '../../../../contract/api-paths';
import type { ByUsernameResponse } from '../../../../contract/user';
import { wrongType } from '../../../../contract/zod-messages';
import { parseInput } from '../../lib/validate';
import { authRoutes } from './auth-routes';
import { codeRoutes } from './code-routes';
import { profileRoutes } from './profile-routes';
import { sponsorNames } from './lookup-service';

export const byUsernameQuery = z.object({
  username: z
    .string({ error: wrongType('Username', 'text', 'Username is required') })
    .trim()
    .min(1, 'Username is required'),
});

/** The account calls of spec section 7 (API-CONTRACT section 2 and the sponsor look-up). */
export default function routes(app: FastifyInstance): Promise<void> {
  authRoutes(app);
  codeRoutes(app);
  profileRoutes(app);
  app.get(API.byUsername, async (request) => {
    const { username } = parseInput(byUsernameQuery, request.query);
    const user = await sponsorNames(app.ctx, username, request.ip);
    const answer: ByUsernameResponse = { success: true, user };
    return answer;
  });
  return Promise.resolve();
}
