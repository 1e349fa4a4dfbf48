/**
 * Who may read a member's data by id (ARCHITECTURE section 3): the member and anyone above them
 * in the tree, i.e. X is the viewer or in the viewer's downline. One primary-key look-up.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { badRequest, forbidden } from '../../lib/errors';

const pathBetween = preparedQuery(
  (db: Kysely<Database>, ancestorId: string, descendantId: string) =>
    db
      .selectFrom('referral_paths')
      .select('depth')
      .where('ancestor_id', '=', ancestorId)
      .where('descendant_id', '=', descendantId),
);

export const NOT_ALLOWED = 'You can only view your own data and your downline';
const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

export async function isSelfOrDownline(
  db: Kysely<Database>,
  viewerId: string,
  targetId: string,
): Promise<boolean> {
  if (viewerId === targetId) return true;
  const rows = await pathBetween(db, viewerId, targetId);
  return rows.length > 0;
}

/**
 * Throws 400 for a malformed id and 403 for anyone outside the viewer's downline, whether or
 * not that member exists (so ids cannot be probed).
 */
export async function assertCanView(
  db: Kysely<Database>,
  viewerId: string,
  targetId: string,
): Promise<void> {
  if (!ID_RE.test(targetId)) throw badRequest('Invalid user ID', { userId: 'Invalid user ID' });
  if (!(await isSelfOrDownline(db, viewerId, targetId)))
    throw forbidden(NOT_ALLOWED, 'NOT_IN_DOWNLINE');
}
