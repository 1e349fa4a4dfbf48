/** `PATCH /api/user/profile`: the signed-in member edits their own profile (DECISIONS 37). */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../../contract/api-paths';
import { PROFILE_MESSAGES, profileBody } from '../../../../contract/profile';
import type { Gender, ProfileResponse } from '../../../../contract/user';
import { parseInput } from '../../lib/validate';
import { currentMember, requireMember } from './auth-guard';
import { updateProfile } from './profile-service';

export function profileRoutes(app: FastifyInstance): void {
  app.patch(API.profile, { preHandler: requireMember }, async (request) => {
    const me = currentMember(request);
    // Unknown fields, the not-editable ones included, are dropped here (DECISIONS 40).
    const body = parseInput(profileBody, request.body, request.log);
    const user = await updateProfile(app.ctx, me.id, {
      ...body,
      // The schema admits only the three genders.
      gender: body.gender as Gender | undefined,
    });
    const answer: ProfileResponse = { success: true, message: PROFILE_MESSAGES.updated, user };
    return answer;
  });
}
