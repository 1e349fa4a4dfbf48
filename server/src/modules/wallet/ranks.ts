/**
 * CRR ranks: reached in order on accumulated PGP and TGP plus the three-leg rule, each paying
 * its one-off bonus once (source key per member and rank). Evaluated right after each ride, in
 * the ride's transaction, for every member whose figures the ride moved (DECISIONS 28; see
 * docs/rewards.md), so the rank shown on every screen is the stored one.
 */
import type { Kysely, Transaction } from 'kysely';
import type { CurrentRank } from '../../../../contract/user';
import type { Database } from '../../db/schema';
import { credit } from './ledger';
import { legTotals, threeLegStatus } from './legs';
import { CRR_RANKS, NO_RANK_ICON, type CrrRankRule } from './reward-config';

export const rankLevel = (name: string): number =>
  CRR_RANKS.find((r) => r.name.toLowerCase() === name.toLowerCase())?.level ?? 0;

export const currentRankName = (stored: string): CurrentRank =>
  CRR_RANKS.find((r) => r.name.toLowerCase() === stored.toLowerCase())?.name ?? 'None';

export const nextRankRule = (stored: string): CrrRankRule | null =>
  CRR_RANKS[rankLevel(stored)] ?? null;

export const rankIcon = (stored: string): string =>
  CRR_RANKS.find((r) => r.name.toLowerCase() === stored.toLowerCase())?.icon ?? NO_RANK_ICON;

/** Points part of a rank's requirement (hundredths in, points in the rule). */
export const meetsPoints = (rule: CrrRankRule, pgp: number, tgp: number): boolean =>
  pgp >= rule.pgp * 100 && tgp >= rule.tgp * 100;

export interface RankChange {
  memberId: string;
  from: CurrentRank;
  to: CurrentRank;
  bonusesFils: number;
}

/**
 * Re-evaluates the given members (deduplicated) and awards every rank now reached, in order.
 * `at` is the time recorded as the rank's date (the ride's completion time).
 */
export interface RankCandidate {
  id: string;
  pgp_total: number;
  tgp_total: number;
  crr_rank: string;
}

/**
 * Re-evaluates the given members (deduplicated) and awards every rank now reached, in order.
 * `at` is the time recorded as the rank's date (the ride's completion time).
 */
export async function evaluateRanks(
  trx: Transaction<Database>,
  memberIds: readonly string[],
  at: string,
): Promise<RankChange[]> {
  if (memberIds.length === 0) return [];
  const rows = await trx
    .selectFrom('members')
    .select(['id', 'pgp_total', 'tgp_total', 'crr_rank'])
    .where('id', 'in', [...new Set(memberIds)])
    .execute();
  return evaluateRankRows(trx, rows, at);
}

/** Like evaluateRanks, from rows already read (the ride's points update returns them). */
export async function evaluateRankRows(
  trx: Transaction<Database>,
  rows: readonly RankCandidate[],
  at: string,
): Promise<RankChange[]> {
  const changes: RankChange[] = [];
  for (const m of rows) {
    const pgp = m.pgp_total;
    const tgp = m.tgp_total;
    // Cheap filter first: most members are far from their next rank.
    const next = nextRankRule(m.crr_rank);
    if (!next || !meetsPoints(next, pgp, tgp)) continue;
    const change = await promote(trx, m.id, m.crr_rank, pgp, tgp, at);
    if (change) changes.push(change);
  }
  return changes;
}

async function promote(
  trx: Transaction<Database>,
  memberId: string,
  stored: string,
  pgp: number,
  tgp: number,
  at: string,
): Promise<RankChange | null> {
  let rule = nextRankRule(stored);
  if (!rule || !meetsPoints(rule, pgp, tgp)) return null;
  const legs = (await legTotals(trx, memberId)).map((l) => l.tgp);
  let reached: CrrRankRule | null = null;
  let bonusesFils = 0;
  while (rule && meetsPoints(rule, pgp, tgp) && threeLegStatus(legs, rule.tgp).qualifies) {
    const amountFils = rule.rewardAed * 100;
    const written = await credit(trx, {
      memberId,
      programme: 'crr',
      amountFils,
      sourceKey: `crr:${memberId}:${rule.name.toLowerCase()}`,
      description: `CRR ${rule.name} rank bonus`,
      createdAt: at,
    });
    if (written) bonusesFils += amountFils;
    reached = rule;
    rule = CRR_RANKS[rule.level] ?? null;
  }
  if (!reached) return null;
  await trx
    .updateTable('members')
    .set({ crr_rank: reached.name, crr_rank_at: at })
    .where('id', '=', memberId)
    .execute();
  return { memberId, from: currentRankName(stored), to: reached.name, bonusesFils };
}

/** Members' ranks as stored; read helper for screens (the same answer everywhere). */
export async function storedRank(db: Kysely<Database>, memberId: string): Promise<CurrentRank> {
  const row = await db
    .selectFrom('members')
    .select('crr_rank')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return currentRankName(row?.crr_rank ?? 'None');
}
