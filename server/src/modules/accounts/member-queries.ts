/**
 * Reads of member rows for the account and tree calls. The view columns never include the
 * password hash; monthly points come from the current Dubai month's row (a new month has none,
 * which is the reset on the 1st).
 */
import type { Kysely } from 'kysely';
import { dubaiMonthKey } from '../../lib/dubai-time';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';

export const VIEW_COLUMNS = [
  'm.id',
  'm.username',
  'm.first_name',
  'm.last_name',
  'm.email',
  'm.phone',
  'm.country',
  'm.gender',
  'm.sponsor_code',
  'm.sponsor_by',
  'm.role',
  'm.kyc_level',
  'm.kyc_status',
  'm.selfie_image',
  'm.crr_rank',
  'm.crr_rank_at',
  'm.pgp_total',
  'm.tgp_total',
  'm.created_at',
  'm.updated_at',
  'm.language',
  'm.terms_version',
  'm.closed_at',
] as const;

// The monthly points bucket is a Dubai month (DECISIONS 44).
export const currentMonth = (now = new Date()) => dubaiMonthKey(now);

/** Members joined with a month's points (this month by default); add `where` clauses on `m`. */
export function memberView(db: Kysely<Database>, month: string = currentMonth()) {
  return db
    .selectFrom('members as m')
    .leftJoin('monthly_points as mp', (join) =>
      join.onRef('mp.member_id', '=', 'm.id').on('mp.month', '=', month),
    )
    .select(VIEW_COLUMNS)
    .select(['mp.pgp as month_pgp', 'mp.tgp as month_tgp']);
}

export type MemberViewRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof memberView>['executeTakeFirst']>>
>;

// The most frequent read of all (current user, tree owner, profile), so compiled once.
const memberViewById = preparedQuery((db: Kysely<Database>, month: string, id: string) =>
  memberView(db, month).where('m.id', '=', id),
);

export async function findMemberView(
  db: Kysely<Database>,
  id: string,
): Promise<MemberViewRow | undefined> {
  const [row] = await memberViewById(db, currentMonth(), id);
  return row;
}

/** Login look-up columns: id and hash only. */
export function loginRow(db: Kysely<Database>) {
  return db.selectFrom('members').select(['id', 'password_hash']);
}

/** Which of username, e-mail and phone are already taken (409 with an `errors` map). */
export async function takenFields(
  db: Kysely<Database>,
  input: { usernameLower: string; email: string; phone: string },
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('members')
    .select(['username_lower', 'email', 'phone'])
    .where((eb) =>
      eb.or([
        eb('username_lower', '=', input.usernameLower),
        eb('email', '=', input.email),
        eb('phone', '=', input.phone),
      ]),
    )
    .limit(3)
    .execute();
  const errors: Record<string, string> = {};
  for (const r of rows) {
    if (r.email === input.email) errors.email = 'This email is already registered';
    if (r.username_lower === input.usernameLower)
      errors.username = 'This username is already taken';
    if (r.phone === input.phone) errors.phoneNumber = 'This phone number is already registered';
  }
  return errors;
}

/** A sponsor named by username (any case) or by sponsor code; a closed account is none. */
export function findSponsor(db: Kysely<Database>, value: string) {
  return (
    db
      .selectFrom('members')
      .select(['id', 'username', 'first_name', 'last_name', 'gender'])
      // Codes are lower-case hex; any letter case finds them, as it does usernames (DECISIONS 50).
      .where((eb) =>
        eb.or([
          eb('username_lower', '=', value.toLowerCase()),
          eb('sponsor_code', '=', value.toLowerCase()),
        ]),
      )
      .where('closed_at', 'is', null)
      .limit(1)
      .executeTakeFirst()
  );
}
