/**
 * Title holders: a country's ambassador is its KYC-approved member with the highest CRR rank,
 * the earliest to reach that rank winning a tie (then the lower id, so the answer is stable).
 * A title held at Boss is permanent: it is recorded and then kept whatever happens later, and
 * its holder no longer contends anywhere else (one title per member).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CurrentRank } from '../../../../contract/user';
import type { Database } from '../../db/schema';
import { normaliseRank, rankLevel } from './display';

type Reader = Kysely<Database> | Transaction<Database>;

/** SQL rank level (0 None … 5 Boss), whatever the stored case. */
export const RANK_LEVEL_SQL = sql<number>`(case lower(crr_rank) when 'challenger' then 1 when 'warrior' then 2 when 'tycoon' then 3 when 'champion' then 4 when 'boss' then 5 else 0 end)`;

export interface TitleHolder {
  country: string;
  memberId: string;
  username: string;
  firstName: string;
  lastName: string;
  selfieImage: string | null;
  rank: CurrentRank;
  level: number;
  /** When the holder reached the rank (or became permanent). */
  since: string;
  isPermanent: boolean;
  /** True when the permanent title is already in regional_permanent_titles. */
  recorded: boolean;
}

const BOSS_LEVEL = 5;

export async function titleHolders(db: Reader): Promise<TitleHolder[]> {
  const permanent = await db
    .selectFrom('regional_permanent_titles as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .select([
      't.country',
      't.since',
      'm.id',
      'm.username',
      'm.first_name',
      'm.last_name',
      'm.selfie_image',
      'm.crr_rank',
    ])
    .execute();
  const takenCountries = permanent.map((p) => p.country);
  const takenMembers = permanent.map((p) => p.id);

  let contenders = db
    .selectFrom('members')
    .select([
      'id',
      'country',
      'username',
      'first_name',
      'last_name',
      'selfie_image',
      'crr_rank',
      'crr_rank_at',
      sql<number>`row_number() over (partition by country order by ${RANK_LEVEL_SQL} desc, coalesce(crr_rank_at, '9999') asc, id asc)`.as(
        'place',
      ),
    ])
    .where('kyc_status', '=', 'approved')
    .where('kyc_level', '>=', 1)
    .where(RANK_LEVEL_SQL, '>', 0);
  if (takenCountries.length) contenders = contenders.where('country', 'not in', takenCountries);
  if (takenMembers.length) contenders = contenders.where('id', 'not in', takenMembers);
  const winners = await db
    .selectFrom(contenders.as('c'))
    .selectAll()
    .where('place', '=', 1)
    .execute();

  const holders: TitleHolder[] = [
    ...permanent.map((p) => {
      const rank = normaliseRank(p.crr_rank);
      return {
        country: p.country,
        memberId: p.id,
        username: p.username,
        firstName: p.first_name,
        lastName: p.last_name,
        selfieImage: p.selfie_image,
        rank,
        level: rankLevel(rank),
        since: p.since,
        isPermanent: true,
        recorded: true,
      };
    }),
    ...winners.map((w) => {
      const rank = normaliseRank(w.crr_rank);
      const level = rankLevel(rank);
      return {
        country: w.country,
        memberId: w.id,
        username: w.username,
        firstName: w.first_name,
        lastName: w.last_name,
        selfieImage: w.selfie_image,
        rank,
        level,
        since: w.crr_rank_at ?? '',
        // A Boss holder is permanent from the moment the title is held at Boss.
        isPermanent: level === BOSS_LEVEL,
        recorded: false,
      };
    }),
  ];
  return holders.sort(
    (a, b) =>
      b.level - a.level ||
      a.since.localeCompare(b.since) ||
      a.country.localeCompare(b.country) ||
      a.memberId.localeCompare(b.memberId),
  );
}

/** Records Boss title holders as permanent (idempotent). */
export async function recordPermanentTitles(
  trx: Transaction<Database>,
  holders: readonly TitleHolder[],
): Promise<void> {
  const rows = holders
    .filter((h) => h.isPermanent && !h.recorded)
    .map((h) => ({
      country: h.country,
      member_id: h.memberId,
      since: h.since || new Date().toISOString(),
    }));
  for (const row of rows) {
    await trx
      .insertInto('regional_permanent_titles')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
