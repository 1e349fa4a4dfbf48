/**
 * Stored per-member totals (member_totals), moved by deltas in one multi-row upsert.
 */
import type { Transaction } from 'kysely';
import { preparedRowsQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { MemberTotalsTable } from './tables';

export type TotalsDelta = Omit<MemberTotalsTable, 'member_id'>;

export const TOTAL_COLUMNS = [
  'ddr_l1_fils',
  'ddr_l2_fils',
  'ddr_l3_fils',
  'ddr_l4_fils',
  'ddr_fils',
  'crr_fils',
  'bbr_fils',
  'hlr_fils',
  'regional_fils',
  'payout_fils',
  'held_fils',
  'withdrawn_fils',
  'adjustment_fils',
  'team_tgp',
] as const satisfies readonly (keyof TotalsDelta)[];

export const emptyDelta = (): TotalsDelta => ({
  ddr_l1_fils: 0,
  ddr_l2_fils: 0,
  ddr_l3_fils: 0,
  ddr_l4_fils: 0,
  ddr_fils: 0,
  crr_fils: 0,
  bbr_fils: 0,
  hlr_fils: 0,
  regional_fils: 0,
  payout_fils: 0,
  held_fils: 0,
  withdrawn_fils: 0,
  adjustment_fils: 0,
  team_tgp: 0,
});

// Every ride moves the totals of all the rider's ancestors: compiled once per number of rows
// (db/prepared.ts), as building this statement took longer than running it.
const upsertTotals = preparedRowsQuery((db, rows: MemberTotalsTable[]) =>
  db
    .insertInto('member_totals')
    .values(rows)
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet((eb) => {
        const inc = (col: keyof TotalsDelta) =>
          eb(`member_totals.${col}`, '+', eb.ref(`excluded.${col}`));
        return {
          ddr_l1_fils: inc('ddr_l1_fils'),
          ddr_l2_fils: inc('ddr_l2_fils'),
          ddr_l3_fils: inc('ddr_l3_fils'),
          ddr_l4_fils: inc('ddr_l4_fils'),
          ddr_fils: inc('ddr_fils'),
          crr_fils: inc('crr_fils'),
          bbr_fils: inc('bbr_fils'),
          hlr_fils: inc('hlr_fils'),
          regional_fils: inc('regional_fils'),
          payout_fils: inc('payout_fils'),
          held_fils: inc('held_fils'),
          withdrawn_fils: inc('withdrawn_fils'),
          adjustment_fils: inc('adjustment_fils'),
          team_tgp: inc('team_tgp'),
        };
      }),
    ),
);

/** Adds each member's delta to the stored totals (creating the row on first use). */
export async function addTotals(
  trx: Transaction<Database>,
  deltas: Map<string, TotalsDelta>,
): Promise<void> {
  if (deltas.size === 0) return;
  // Sorted, so concurrent transactions take the row locks in the same order (PostgreSQL).
  const rows = [...deltas.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([member_id, d]) => ({ member_id, ...d }));
  await upsertTotals(trx, rows);
}
