/**
 * Member search for the console: one box takes a username, a name, an e-mail or a phone number,
 * typed any way the member login accepts (DECISIONS 13, 46): a phone in local or international
 * form with any separators and Arabic-Indic digits. Prefix matches on the lower-cased username,
 * e-mail, first and last name; the phone exactly. A closed member's erased e-mail, phone and name
 * are never matched (only the username, which is never issued again), and the member shows as
 * "Former member". Keyset-paged by the lower-cased username.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { FORMER_MEMBER_NAME } from '../../../../contract/member-rights';
import type { OpsMemberHit, OpsMemberSearchPage } from '../../../../contract/ops-members';
import { MEMBER_SEARCH_PAGE } from '../../../../contract/ops-members';
import { asciiDigits, looksLikePhone } from '../../../../contract/phone-countries';
import { loginPhoneCandidates } from '../../../../contract/phone';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/prepared';
import { kycStateOf } from '../kyc/state';

/** What was typed, made comparable: NFKC (full-width digits), ASCII digits, one space, lower case. */
export function normaliseQuery(raw: string): string {
  return asciiDigits(raw.normalize('NFKC')).replace(/\s+/g, ' ').trim().toLowerCase();
}

const encodeCursor = (usernameLower: string) => Buffer.from(usernameLower).toString('base64url');
function decodeCursor(cursor: string | undefined): string | null {
  if (!cursor) return null;
  const text = Buffer.from(cursor, 'base64url').toString();
  return /^[a-z0-9_.-]{1,30}$/i.test(text) ? text : null;
}

// The highest code point: every string with the prefix sorts below prefix + this (binary order).
const TOP = '\u{10FFFF}';

type Column = 'username_lower' | 'email' | 'first_name' | 'last_name';

/** A column as its index holds it: names lower-cased; binary order ("C") on PostgreSQL. */
function keyOf(db: Db, column: Column): Expression<string> {
  const raw =
    column === 'first_name' || column === 'last_name'
      ? sql<string>`lower(${sql.ref(column)})`
      : sql<string>`${sql.ref(column)}`;
  return isPostgres(db) ? sql<string>`(${raw} collate "C")` : raw;
}

/** `column` starts with `prefix` (already lower case): one index range on both databases. */
const startsWith = (db: Db, column: Column, prefix: string): Expression<SqlBool> =>
  sql<SqlBool>`(${keyOf(db, column)} >= ${prefix} and ${keyOf(db, column)} < ${prefix + TOP})`;
/** Starts with `prefix` and is longer (the exact value is its own, ordered, branch). */
const extends_ = (db: Db, column: Column, prefix: string): Expression<SqlBool> =>
  sql<SqlBool>`(${keyOf(db, column)} > ${prefix} and ${keyOf(db, column)} < ${prefix + TOP})`;
const equals = (db: Db, column: Column, value: string): Expression<SqlBool> =>
  sql<SqlBool>`${keyOf(db, column)} = ${value}`;

const HIT_COLUMNS = [
  'id',
  'username',
  'username_lower',
  'first_name',
  'last_name',
  'email',
  'phone',
  'kyc_status',
  'created_at',
  'closed_at',
] as const;

type Condition = (db: Db) => Expression<SqlBool>;

/**
 * The ways the text may name a member; each is one index range (or one exact key) that the
 * index returns in username order, except a longer name or e-mail than typed, which is sorted.
 */
function conditions(db: Db, q: string): { any: Condition[]; open: Condition[] } {
  const any: Condition[] = [];
  const open: Condition[] = [];
  if (/^[0-9a-f]{24}$/.test(q)) any.push(() => sql<SqlBool>`${sql.ref('id')} = ${q}`);
  if (/^[a-z0-9_]+$/.test(q)) any.push(() => startsWith(db, 'username_lower', q));
  // An e-mail is told by its @ ("sami@", "sami@example.ae").
  if (q.includes('@') && !q.includes(' ')) open.push(() => startsWith(db, 'email', q));
  if (looksLikePhone(q)) {
    const phones = loginPhoneCandidates(q);
    if (phones.length > 0)
      open.push(() => sql<SqlBool>`${sql.ref('phone')} in (${sql.join(phones)})`);
  }
  if (!q.includes('@') && !/^\+?[\d ]+$/.test(q)) {
    for (const column of ['first_name', 'last_name'] as const) {
      open.push(() => equals(db, column, q));
      open.push(() => extends_(db, column, q));
    }
    const [first = '', ...rest] = q.split(' ');
    // "sami had": the first name, then the start of the last name.
    if (rest.length > 0)
      open.push(
        () =>
          sql<SqlBool>`(${equals(db, 'first_name', first)} and ${startsWith(db, 'last_name', rest.join(' '))})`,
      );
  }
  return { any, open };
}

type HitRow = {
  id: string;
  username: string;
  username_lower: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  kyc_status: string | null;
  created_at: string;
  closed_at: string | null;
};

function hitOf(r: HitRow, locked: boolean): OpsMemberHit {
  const closed = r.closed_at !== null;
  return {
    id: r.id,
    username: r.username,
    name: closed ? FORMER_MEMBER_NAME : `${r.first_name} ${r.last_name}`.trim(),
    email: closed ? null : r.email,
    phone: closed ? null : r.phone,
    kycStatus: kycStateOf(r.kyc_status),
    joinedAt: r.created_at,
    closed,
    locked,
  };
}

/**
 * One page of members the text names, by username. Each way of matching is its own ordered,
 * limited query (an index range each), merged here: no scan of the whole table for any text.
 */
export async function searchMembers(
  db: Db,
  raw: string,
  page: { cursor?: string; limit?: number } = {},
): Promise<OpsMemberSearchPage> {
  const q = normaliseQuery(raw);
  if (!q) return { members: [], nextCursor: null };
  const limit = Math.min(Math.max(page.limit ?? MEMBER_SEARCH_PAGE, 1), 100);
  const after = decodeCursor(page.cursor);
  const { any, open } = conditions(db, q);
  // Binary order on both databases, so pages follow the order the merge below uses.
  const byUsername = keyOf(db, 'username_lower');
  const branch = (cond: Condition, openOnly: boolean) => {
    let query = db.selectFrom('members').select(HIT_COLUMNS).where(cond(db));
    if (openOnly) query = query.where('closed_at', 'is', null);
    if (after) query = query.where(sql<SqlBool>`${byUsername} > ${after}`);
    return query
      .orderBy(byUsername)
      .limit(limit + 1)
      .execute();
  };
  const parts = await Promise.all([
    ...any.map((c) => branch(c, false)),
    ...open.map((c) => branch(c, true)),
  ]);
  const byId = new Map<string, HitRow>();
  for (const rows of parts) for (const r of rows) byId.set(r.id, r);
  const merged = [...byId.values()].sort((a, b) =>
    a.username_lower < b.username_lower ? -1 : a.username_lower > b.username_lower ? 1 : 0,
  );
  const shown = merged.slice(0, limit);
  const locked = await lockedAmong(
    db,
    shown.map((r) => r.id),
  );
  const last = shown.at(-1);
  return {
    members: shown.map((r) => hitOf(r, locked.has(r.id))),
    nextCursor: merged.length > limit && last ? encodeCursor(last.username_lower) : null,
  };
}

async function lockedAmong(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_locks')
    .select('member_id')
    .where('member_id', 'in', ids)
    .where('unlocked_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.member_id));
}
