/** Visit counters and sign-up figures of a sponsor's link (DECISIONS 50). */
import { sql, type Kysely } from 'kysely';
import type { SignupFigures } from '../../../../contract/referrals';
import type { Database } from '../../db/schema';

/**
 * Counts one visit on the sponsor's counter for the day: one statement, so concurrent visits on
 * any number of server processes each add exactly one, and there is never a row per visitor.
 */
export async function countVisit(db: Kysely<Database>, memberId: string, day: string) {
  await db
    .insertInto('referral_visits')
    .values({ member_id: memberId, day, visits: 1 })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'day'])
        .doUpdateSet({ visits: sql<number>`referral_visits.visits + 1` }),
    )
    .execute();
}

/** Visits from `fromDay` to `toDay` (YYYY-MM-DD, both included). */
export async function visitsBetween(
  db: Kysely<Database>,
  memberId: string,
  fromDay: string,
  toDay: string,
): Promise<number> {
  const row = await db
    .selectFrom('referral_visits')
    .select((eb) => eb.fn.sum<number | string | null>('visits').as('total'))
    .where('member_id', '=', memberId)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Direct sign-ups under the sponsor (since `from`, an ISO time, when given). */
export async function signupFigures(
  db: Kysely<Database>,
  memberId: string,
  from?: string,
): Promise<SignupFigures> {
  let query = db
    .selectFrom('members as m')
    .where('m.sponsor_member_id', '=', memberId)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('signups'),
      eb.fn
        .sum<number | string | null>(
          eb.case().when('m.kyc_status', '=', 'approved').then(1).else(0).end(),
        )
        .as('approved'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(
              eb.exists(
                eb.selectFrom('rides as r').select('r.id').whereRef('r.rider_id', '=', 'm.id'),
              ),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('riders'),
    ]);
  if (from) query = query.where('m.created_at', '>=', from);
  const row = await query.executeTakeFirst();
  return {
    signups: Number(row?.signups ?? 0),
    kycApproved: Number(row?.approved ?? 0),
    riders: Number(row?.riders ?? 0),
  };
}

/** The sponsor's newest direct sign-ups. */
export function recentSignups(db: Kysely<Database>, memberId: string, limit: number) {
  return db
    .selectFrom('members')
    .select(['first_name', 'last_name', 'created_at'])
    .where('sponsor_member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
