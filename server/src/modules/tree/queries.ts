/**
 * Tree reads. A level page is one query: a range scan of the `referral_paths_level` index
 * (ancestor, depth, joined_at, descendant) joined to the members of that page only. Per-depth
 * counts come from `level_counts`, written at sign-up (DECISIONS 11).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { VIEW_COLUMNS, currentMonth } from '../accounts/member-queries';

export function levelPage(
  db: Kysely<Database>,
  ancestorId: string,
  depth: number,
  limit: number,
  offset: number,
) {
  return db
    .selectFrom('referral_paths as rp')
    .innerJoin('members as m', 'm.id', 'rp.descendant_id')
    .leftJoin('monthly_points as mp', (join) =>
      join.onRef('mp.member_id', '=', 'm.id').on('mp.month', '=', currentMonth()),
    )
    .select(VIEW_COLUMNS)
    .select(['mp.pgp as month_pgp', 'mp.tgp as month_tgp'])
    .where('rp.ancestor_id', '=', ancestorId)
    .where('rp.depth', '=', depth)
    .orderBy('rp.joined_at')
    .orderBy('rp.descendant_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function levelCounts(db: Kysely<Database>, memberId: string) {
  return db
    .selectFrom('level_counts')
    .select(['depth', 'count'])
    .where('member_id', '=', memberId)
    .where('count', '>', 0)
    .orderBy('depth')
    .execute();
}
