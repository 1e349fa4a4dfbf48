/**
 * The three-leg rule (CRR ranks and HLR). A leg is a direct referral; its TGP is that member's
 * accumulated TGP plus the whole downline's. The engine keeps it per member as
 * `member_totals.team_tgp` (moved with every ride, checked by recompute), so reading a member's
 * legs is one indexed query over the direct referrals, whatever the size of the downline.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { THREE_LEG_RULE } from './reward-config';

export interface Leg {
  memberId: string;
  /** Hundredths of a point. */
  tgp: number;
}

/** The member's legs, strongest first (TGP in hundredths). */
export async function legTotals(db: Kysely<Database>, memberId: string): Promise<Leg[]> {
  const rows = await db
    .selectFrom('referral_paths as rp')
    .leftJoin('member_totals as t', 't.member_id', 'rp.descendant_id')
    .select(['rp.descendant_id as memberId', sql<number>`coalesce(t.team_tgp, 0)`.as('tgp')])
    .where('rp.ancestor_id', '=', memberId)
    .where('rp.depth', '=', 1)
    .orderBy('tgp', 'desc')
    .orderBy('rp.descendant_id')
    .execute();
  return rows.map((r) => ({ memberId: r.memberId, tgp: r.tgp }));
}

/**
 * The same legs computed from the tree itself (closure table + members), one query: each leg's
 * own TGP plus the TGP of every member below it. Used to check the stored figures.
 */
export async function legTotalsFromTree(db: Kysely<Database>, memberId: string): Promise<Leg[]> {
  const rows = await db
    .selectFrom('referral_paths as l')
    .innerJoin('members as lm', 'lm.id', 'l.descendant_id')
    .leftJoin('referral_paths as s', 's.ancestor_id', 'l.descendant_id')
    .leftJoin('members as m', 'm.id', 's.descendant_id')
    .select([
      'l.descendant_id as memberId',
      sql<number>`lm.tgp_total + coalesce(sum(m.tgp_total), 0)`.as('tgp'),
    ])
    .where('l.ancestor_id', '=', memberId)
    .where('l.depth', '=', 1)
    .groupBy(['l.descendant_id', 'lm.tgp_total'])
    .execute();
  return rows
    .map((r) => ({ memberId: r.memberId, tgp: r.tgp }))
    .sort((a, b) => b.tgp - a.tgp || (a.memberId < b.memberId ? -1 : 1));
}

export interface ThreeLegStatus {
  qualifies: boolean;
  legCount: number;
  /** The strongest three legs' TGP, hundredths, strongest first. */
  strongest: number[];
}

/**
 * Whether legs (TGP in hundredths) pass the rule for a requirement in points: at least three
 * legs; the strongest three together reach 60% of the requirement, and each reaches a third of
 * that 60%. Integer cross-multiplication, so the edges are exact.
 */
export function threeLegStatus(
  legsHundredths: readonly number[],
  requiredTgpPoints: number,
): ThreeLegStatus {
  const { legs, sharePct, eachLegDivisor } = THREE_LEG_RULE;
  const strongest = [...legsHundredths].sort((a, b) => b - a).slice(0, legs);
  const required = requiredTgpPoints * 100;
  const sum = strongest.reduce((s, v) => s + v, 0);
  const qualifies =
    strongest.length >= legs &&
    sum * 100 >= required * sharePct &&
    strongest.every((v) => v * 100 * eachLegDivisor >= required * sharePct);
  return { qualifies, legCount: legsHundredths.length, strongest };
}

export function passesThreeLegRule(
  legsHundredths: readonly number[] | readonly Leg[],
  requiredTgpPoints: number,
): boolean {
  const values = legsHundredths.map((l) => (typeof l === 'number' ? l : l.tgp));
  return threeLegStatus(values, requiredTgpPoints).qualifies;
}
