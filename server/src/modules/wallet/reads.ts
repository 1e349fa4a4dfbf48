/**
 * Small reads shared by the wallet's calls: one member's row, stored totals and this month's
 * points, each one indexed look-up.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { daysToNextDubaiMonth, dubaiMonthKey } from '../../lib/dubai-time';
import { userNotFound } from '../../lib/errors';
import { emptyDelta, type TotalsDelta } from './totals';

/** "YYYY-MM" (Dubai, DECISIONS 44): the monthly points bucket; a new month is a new row. */
export const monthKey = (d: Date = new Date()): string => dubaiMonthKey(d);

/** Whole days until the 1st of next Dubai month, at least 1. */
export const daysUntilReset = (now: Date = new Date()): number => daysToNextDubaiMonth(now);

/** "First Last", or whichever part exists, or the username: never "undefined" (defect 9.16). */
export function displayName(first: string | null, last: string | null, username: string): string {
  const name = [first, last]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || username;
}

export async function memberRow(db: Kysely<Database>, id: string) {
  const m = await db
    .selectFrom('members')
    .select([
      'id',
      'username',
      'first_name',
      'last_name',
      'email',
      'country',
      'sponsor_code',
      'created_at',
      'crr_rank',
      'crr_rank_at',
      'pgp_total',
      'tgp_total',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!m) throw userNotFound();
  return { ...m, pgp_total: m.pgp_total, tgp_total: m.tgp_total };
}

export async function totalsRow(db: Kysely<Database>, id: string): Promise<TotalsDelta> {
  const row = await db
    .selectFrom('member_totals')
    .selectAll()
    .where('member_id', '=', id)
    .executeTakeFirst();
  const out = emptyDelta();
  if (!row) return out;
  for (const key of Object.keys(out) as (keyof TotalsDelta)[]) out[key] = row[key];
  return out;
}

/** This month's points, hundredths. */
export async function monthlyRow(
  db: Kysely<Database>,
  id: string,
  month: string = monthKey(),
): Promise<{ pgp: number; tgp: number }> {
  const row = await db
    .selectFrom('monthly_points')
    .select(['pgp', 'tgp'])
    .where('member_id', '=', id)
    .where('month', '=', month)
    .executeTakeFirst();
  return { pgp: row?.pgp ?? 0, tgp: row?.tgp ?? 0 };
}

/**
 * Credits in all programmes, and the available balance (DECISIONS 17 and 39): credits minus
 * payouts, approved withdrawals and pending withdrawals' holds, plus operators' adjustments
 * (signed; never part of what was earned), fils. It equals the sum of the
 * member's ledger amounts.
 */
export function walletFigures(t: TotalsDelta) {
  const earned = t.ddr_fils + t.crr_fils + t.bbr_fils + t.hlr_fils + t.regional_fils;
  const paidOut = t.payout_fils + t.withdrawn_fils;
  return {
    earnedFils: earned,
    paidOutFils: paidOut,
    heldFils: t.held_fils,
    adjustedFils: t.adjustment_fils,
    balanceFils: earned - paidOut - t.held_fils + t.adjustment_fils,
  };
}
