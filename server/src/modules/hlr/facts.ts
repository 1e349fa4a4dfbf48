/** Reads what the HLR rule needs for a set of members: points, legs (only when the points are met), dates, awards. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { legTotals } from '../wallet/legs';
import { meetsHlrPoints, type HlrFacts } from './rules';

export interface MemberHlrRow {
  id: string;
  pgp_total: number;
  tgp_total: number;
  date_of_birth: string | null;
  deceased_at: string | null;
  heir_name: string | null;
}

export async function loadFacts(
  db: Kysely<Database>,
  members: readonly MemberHlrRow[],
): Promise<Map<string, HlrFacts>> {
  const ids = members.map((m) => m.id);
  const awards = ids.length
    ? await db
        .selectFrom('hlr_awards')
        .select(['member_id', 'reason', 'awarded_at', 'amount_fils'])
        .where('member_id', 'in', ids)
        .execute()
    : [];
  const awardOf = new Map(awards.map((a) => [a.member_id, a]));
  const out = new Map<string, HlrFacts>();
  for (const m of members) {
    const pgp = m.pgp_total;
    const tgp = m.tgp_total;
    const award = awardOf.get(m.id);
    // Legs cost a query, so they are read only for members whose points already qualify.
    const legs =
      !award && meetsHlrPoints(pgp, tgp) ? (await legTotals(db, m.id)).map((l) => l.tgp) : null;
    out.set(m.id, {
      pgp,
      tgp,
      legs,
      dateOfBirth: m.date_of_birth,
      deceasedAt: m.deceased_at,
      heirName: m.heir_name,
      award: award
        ? { reason: award.reason, awardedAt: award.awarded_at, amountFils: award.amount_fils }
        : null,
    });
  }
  return out;
}

export const HLR_MEMBER_COLUMNS = [
  'id',
  'pgp_total',
  'tgp_total',
  'date_of_birth',
  'deceased_at',
  'heir_name',
] as const;
