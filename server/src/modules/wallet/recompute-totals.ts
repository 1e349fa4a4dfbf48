/**
 * `recompute`, stored totals: one member's `member_totals` rebuilt from the ledger, the
 * withdrawals' entries and the tree, in one transaction that first takes the lock every writer
 * of that member's money takes (the totals row FOR UPDATE on PostgreSQL, the write lock on
 * SQLite; DECISIONS 44). A credit, hold or debit committed meanwhile is therefore either read
 * here or waits and lands on top of the repair; nothing is written from a stale read.
 *
 * Never writes a negative hold or balance: a member whose ledger sums below zero is an error
 * for the operator, left as it is.
 */
import { sql, type Transaction } from 'kysely';
import type { DbKind } from '../../db/database';
import type { Database } from '../../db/schema';
import { lockMemberMoney } from '../withdrawals/lock';
import { checkMemberWithdrawals, memberFlows, totalsOfFlows } from '../withdrawals/recompute';
import { formatAed } from './money';
import type { MemberRef } from './recompute-points';
import type { RecomputeReport, Topic } from './recompute-report';
import { emptyDelta, TOTAL_COLUMNS, type TotalsDelta } from './totals';

const COLUMN_OF: Record<string, keyof TotalsDelta> = {
  'ddr 1': 'ddr_l1_fils',
  'ddr 2': 'ddr_l2_fils',
  'ddr 3': 'ddr_l3_fils',
  'ddr 4': 'ddr_l4_fils',
  crr: 'crr_fils',
  bbr: 'bbr_fils',
  hlr: 'hlr_fils',
  regional: 'regional_fils',
  payout: 'payout_fils',
  adjustment: 'adjustment_fils',
};

export async function repairTotals(
  trx: Transaction<Database>,
  kind: DbKind,
  m: MemberRef,
  topics: { totals: Topic; withdrawals: Topic },
  report: RecomputeReport,
): Promise<void> {
  await lockMemberMoney(trx, kind, m.id);
  const want = emptyDelta();
  let ledgerFils = 0;
  const { rows } = await sql<{ programme: string; level: number | null; v: number }>`
    select programme, level, sum(amount_fils) as v from ledger where member_id = ${m.id}
    group by programme, level`.execute(trx);
  for (const x of rows) {
    const v = x.v;
    ledgerFils += v;
    const col = COLUMN_OF[x.programme === 'ddr' ? `ddr ${String(x.level ?? 1)}` : x.programme];
    if (!col) continue;
    want[col] += x.programme === 'payout' ? -v : v;
    if (x.programme === 'ddr') want.ddr_fils += v;
  }
  // A member's team TGP: their own TGP plus that of everyone below them.
  const { rows: team } = await sql<{ v: number | null }>`
    select (select tgp_total from members where id = ${m.id})
      + coalesce((select sum(d.tgp_total) from referral_paths rp
        join members d on d.id = rp.descendant_id where rp.ancestor_id = ${m.id}), 0) as v`.execute(
    trx,
  );
  want.team_tgp = team[0]?.v ?? 0;
  const flows = await memberFlows(trx, m.id);
  const w = totalsOfFlows(flows);
  want.held_fils = w.held;
  want.withdrawn_fils = w.withdrawn;
  await checkMemberWithdrawals(trx, m.id, flows, topics.withdrawals);

  if (ledgerFils < 0) {
    report.error(
      `${m.username}: the ledger balance is ${formatAed(ledgerFils)}, below zero (totals left as they are)`,
    );
    return;
  }
  const have = await trx
    .selectFrom('member_totals')
    .selectAll()
    .where('member_id', '=', m.id)
    .executeTakeFirst();
  const wrong = TOTAL_COLUMNS.filter((c) => (have?.[c] ?? 0) !== want[c]);
  if (wrong.length === 0) return;
  topics.totals.diff(
    `${m.username} ${wrong.map((c) => `${c} ${String(have?.[c] ?? 0)} → ${String(want[c])}`).join(', ')}`,
  );
  await trx
    .insertInto('member_totals')
    .values({ member_id: m.id, ...want })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(want))
    .execute();
}
