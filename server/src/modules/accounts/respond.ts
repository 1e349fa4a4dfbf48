/** Answers shared by the account calls. */
import type { AppContext } from '../../context';
import { userNotFound } from '../../lib/errors';
import { findMemberView } from './member-queries';
import { toUser } from './user-view';
import type { User } from '../../../../contract/user';

export async function loadUser(ctx: AppContext, memberId: string): Promise<User> {
  const row = await findMemberView(ctx.db, memberId);
  if (!row) throw userNotFound();
  return toUser(row);
}

/** The fields login and sign-up both send: the token, the ids and the user object. */
export async function sessionAnswer(
  ctx: AppContext,
  memberId: string,
  token: string,
  message: string,
) {
  const user = await loadUser(ctx, memberId);
  return {
    success: true as const,
    message,
    token,
    userId: user.id,
    username: user.username,
    sponsorId: user.sponsorId,
    kycLevel: user.kycLevel,
    user,
  };
}
