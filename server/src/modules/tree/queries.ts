/**
 * Tree reads. A level page is one query: a range scan of the `referral_paths_level` index
 * (ancestor, depth, joined_at, descendant) cut to the page, then joined to that page's members. Per-depth
 * counts come from `level_counts`, written at sign-up (DECISIONS 11).
 */
import type { Kysely } from 'kysely';
import { isPostgres, preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { currentMonth } from '../accounts/member-queries';
import { treeMemberJson } from './member-json';

/**
 * One level page, each member as the JSON text of the contract (member-json.ts). The page is
 * cut from the covering index first, so skipped rows never touch `members`.
 */
const renderedPage = preparedQuery(
  (
    db: Kysely<Database>,
    month: string,
    ancestorId: string,
    depth: number,
    limit: number,
    offset: number,
  ) => {
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
        join.onRef('mp.member_id', '=', 'm.id').on('mp.month', '=', month),
      )
      .select(treeMemberJson(isPostgres(db) ? 'postgres' : 'sqlite', depth).as('member'))
      .orderBy('pg.joined_at')
      .orderBy('pg.descendant_id');
  },
);

/** The page's members as JSON texts, in join order. */
export async function levelPageJson(
  db: Kysely<Database>,
  ancestorId: string,
  depth: number,
  limit: number,
  offset: number,
): Promise<string[]> {
  const rows = await renderedPage(db, currentMonth(), ancestorId, depth, limit, offset);
  return rows.map((r) => r.member);
}

const countsOf = preparedQuery((db: Kysely<Database>, memberId: string) =>
  db
    .selectFrom('level_counts')
    .select(['depth', 'count'])
    .where('member_id', '=', memberId)
    .where('count', '>', 0)
    .orderBy('depth'),
);

export function levelCounts(db: Kysely<Database>, memberId: string) {
  return countsOf(db, memberId);
}
