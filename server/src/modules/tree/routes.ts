import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API } from '../../../../contract/api-paths';
import type { ReferralLinkResponse, UserByIdResponse } from '../../../../contract/tree';
import { badRequest, userNotFound } from '../../lib/errors';
import { parseInput, wholeNumber } from '../../lib/validate';
import { currentMember, requireMember } from '../accounts/auth-guard';
import { findMemberView } from '../accounts/member-queries';
import { toTreeOwner } from '../accounts/user-view';
import { assertCanView } from './access';
import { ownReferralLink, referralTree, treeAnswerJson } from './service';

const intParam = (name: string, min: number, max: number, def: number) =>
  wholeNumber(name, min, max).default(def);

const userId = z
  .string({ error: 'userId must be a member ID' })
  .trim()
  .max(64, 'userId can be at most 64 characters')
  .optional();

export const treeQuery = z.object({
  userId,
  // Absent: every level's first page (DECISIONS 11); our SPA always sends it.
  level: wholeNumber('level', 1, 1000).optional(),
  page: intParam('page', 1, 1_000_000, 1),
  limit: intParam('limit', 1, 200, 50),
});

export const byIdQuery = z.object({ userId });

/** Tree, referral link and by-id member data (API-CONTRACT section 3). */
export default function routes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get(API.referralTree, { preHandler: requireMember }, async (request, reply) => {
    const me = currentMember(request);
    const q = parseInput(treeQuery, request.query);
    const targetId = q.userId || me.id;
    const tree = await referralTree(ctx, { ...q, viewerId: me.id, targetId });
    // A ReferralTreeResponse, already serialised (the members come rendered by the database).
    return reply.type('application/json; charset=utf-8').send(
      treeAnswerJson(
        tree,
        'Referral tree retrieved successfully',
        // The viewer's own link: sharing it credits the viewer, whichever tree is on screen.
        await ownReferralLink(ctx, me.id),
      ),
    );
  });

  app.get(API.referralLink, { preHandler: requireMember }, async (request) => {
    const answer: ReferralLinkResponse = {
      success: true,
      message: 'Referral link generated successfully',
      referralLink: await ownReferralLink(ctx, currentMember(request).id),
    };
    return answer;
  });

  app.get(API.userById, { preHandler: requireMember }, async (request) => {
    const { userId } = parseInput(byIdQuery, request.query);
    if (!userId) throw badRequest('User ID is required', { userId: 'User ID is required' });
    await assertCanView(ctx.db, currentMember(request).id, userId);
    const row = await findMemberView(ctx.db, userId);
    if (!row) throw userNotFound();
    const answer: UserByIdResponse = { success: true, user: toTreeOwner(row) };
    return answer;
  });

  return Promise.resolve();
}
