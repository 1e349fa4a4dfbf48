/**
 * Tree reads. A level page is one query: a range scan of the `referral_paths_level` index
 * (ancestor, depth, joined_at, descendant) cut to the page, then joined to that page's members. Per-depth
 * counts come from `level_counts`, written at sign-up (DECISIONS 11).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { VIEW_COLUMNS, currentMonth } from '../accounts/member-queries';

/** Columns a tree row shows (no phone, gender or hash). */
const TREE_COLUMNS = VIEW_COLUMNS.filter(
  (c) => c !== 'm.phone' && c !== 'm.gender' && c !== 'm.updated_at',
);

export function levelPage(
  db: Kysely<Database>,
  ancestorId: string,
  depth: number,
  limit: number,
  offset: number,
) {
  // The page is cut from the covering index first, so skipped rows never touch `members`.
  const page = db
    .selectFrom('referral_paths')
    .select(['descendant_id', 'joined_at'])
    .where('ancestor_id', '=', ancestorId)
    .where('depth', '=', depth)
    .orderBy('joined_at')
    .orderBy('descendant_id')
    .limit(limit)
    .offset(offset)
    .as('pg');
  return db
    .selectFrom(page)
    .innerJoin('members as m', 'm.id', 'pg.descendant_id')
    .leftJoin('monthly_points as mp', (join) =>
      join.onRef('mp.member_id', '=', 'm.id').on('mp.month', '=', currentMonth()),
    )
    .select(TREE_COLUMNS)
    .select(['mp.pgp as month_pgp', 'mp.tgp as month_tgp'])
    .orderBy('pg.joined_at')
    .orderBy('pg.descendant_id')
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
