import { currentRankOf, type User } from '@contract/user';
import { translate } from '@/i18n/catalogue';
import { profileMessages } from './messages';

/**
 * The profile badge: the member's current CRR rank, 'Tycoon Starter' without one (DECISIONS 34),
 * in the active language.
 */
export function profileBadge(user: Pick<User, 'crrRank'>): string {
  // A user stored by an older build may lack crrRank.
  const rank = currentRankOf((user as Partial<User>).crrRank?.current);
  return translate(profileMessages, 'badge', { rank });
}
