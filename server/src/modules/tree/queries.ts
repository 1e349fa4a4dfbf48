/**
 * Tree reads. A level page is one query: a range scan of the `referral_paths_level` index
 * (ancestor, depth, joined_at, descendant) cut to the page, then joined to that page's members. Per-depth
 * counts come from `level_counts`, written at sign-up (DECISIONS 11).
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres, preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { currentMonth } from '../accounts/member-queries';
import type { TreeRow } from '../accounts/user-view';

/** What a tree row shows (no phone, gender or hash), in the order they are packed. */
const PAGE_FIELDS = [
  ['id', 'm.id'],
  ['username', 'm.username'],
  ['first_name', 'm.first_name'],
  ['last_name', 'm.last_name'],
  ['email', 'm.email'],
  ['country', 'm.country'],
  ['sponsor_code', 'm.sponsor_code'],
  ['sponsor_by', 'm.sponsor_by'],
  ['role', 'm.role'],
  ['kyc_level', 'm.kyc_level'],
  ['kyc_status', 'm.kyc_status'],
  ['selfie_image', 'm.selfie_image'],
  ['crr_rank', 'm.crr_rank'],
  ['crr_rank_at', 'm.crr_rank_at'],
  ['pgp_total', 'm.pgp_total'],
  ['tgp_total', 'm.tgp_total'],
  ['created_at', 'm.created_at'],
  ['month_pgp', 'mp.pgp'],
  ['month_tgp', 'mp.tgp'],
] as const satisfies readonly (readonly [keyof TreeRow, string])[];

type Assert<T extends true> = T;
/** Fails to compile if TreeRow gains a field that the page does not read. */
export type EveryTreeFieldRead = Assert<
  [Exclude<keyof TreeRow, (typeof PAGE_FIELDS)[number][0]>] extends [never] ? true : false
>;

function unpack(packed: unknown): TreeRow {
  const values = (typeof packed === 'string' ? JSON.parse(packed) : packed) as unknown[];
  const row: Partial<Record<keyof TreeRow, unknown>> = {};
  PAGE_FIELDS.forEach(([name], i) => {
    row[name] = values[i];
  });
  return row as TreeRow;
}

/**
 * One level page. Each row comes back as a single JSON array: better-sqlite3 spends about
 * 0.4 µs on every value it hands to JavaScript, so 50 rows of 19 values cost more than the
 * query itself, while one string per row and JSON.parse cost a third of that. PostgreSQL's
 * `json_build_array` keeps the two databases on one path (pg parses json columns itself).
 */
const packedPage = preparedQuery(
  (
    db: Kysely<Database>,
    month: string,
    ancestorId: string,
    depth: number,
    limit: number,
    offset: number,
  ) => {
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
    const pack = sql.raw(isPostgres(db) ? 'json_build_array' : 'json_array');
    const values = sql.join(PAGE_FIELDS.map(([, ref]) => sql.ref(ref)));
    return db
      .selectFrom(page)
      .innerJoin('members as m', 'm.id', 'pg.descendant_id')
      .leftJoin('monthly_points as mp', (join) =>
        join.onRef('mp.member_id', '=', 'm.id').on('mp.month', '=', month),
      )
      .select(sql`${pack}(${values})`.as('packed'))
      .orderBy('pg.joined_at')
      .orderBy('pg.descendant_id');
  },
);

export async function levelPage(
  db: Kysely<Database>,
  ancestorId: string,
  depth: number,
  limit: number,
  offset: number,
): Promise<TreeRow[]> {
  const rows = await packedPage(db, currentMonth(), ancestorId, depth, limit, offset);
  return rows.map((r) => unpack(r.packed));
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
