import { currentRankOf, type User } from '@contract/user';

/** The spec's badge, for a member who has not reached a CRR rank yet. */
export const STARTER_BADGE = 'Tycoon Starter';

/** The profile badge: the member's current CRR rank, 'Tycoon Starter' without one (DECISIONS 34). */
export function profileBadge(user: Pick<User, 'crrRank'>): string {
  // A user stored by an older build may lack crrRank.
  const rank = currentRankOf((user as Partial<User>).crrRank?.current);
  return rank === 'None' ? STARTER_BADGE : rank;
}
