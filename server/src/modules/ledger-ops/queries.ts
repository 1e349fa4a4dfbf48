/**
 * The desk's lists: every pending proposal (oldest first) and the latest decided ones, each with
 * the names of its members and operators and the member's available balance now (a handful of
 * indexed look-ups per page, never one per row).
 */
import type {
  AdjustmentDirection,
  LedgerProposalKind,
  LedgerProposalStatus,
  LedgerProposalView,
} from '../../../../contract/ops-ledger';
import type { Db } from '../../db/database';
import { toAed } from '../wallet/money';
import { displayName, walletFigures } from '../wallet/reads';
import { emptyDelta, TOTAL_COLUMNS } from '../wallet/totals';
import type { LedgerProposalsTable } from './tables';

const RECENT = 20;

async function views(db: Db, rows: LedgerProposalsTable[]): Promise<LedgerProposalView[]> {
  if (rows.length === 0) return [];
  const memberIds = [
    ...new Set(rows.flatMap((r) => (r.driver_id ? [r.member_id, r.driver_id] : [r.member_id]))),
  ];
  const operatorIds = [
    ...new Set(
      rows.flatMap((r) => (r.decided_by ? [r.proposed_by, r.decided_by] : [r.proposed_by])),
    ),
  ];
  const [members, operators, totals] = await Promise.all([
    db
      .selectFrom('members')
      .select(['id', 'username', 'first_name', 'last_name'])
      .where('id', 'in', memberIds)
      .execute(),
    db.selectFrom('operators').select(['id', 'name']).where('id', 'in', operatorIds).execute(),
    db.selectFrom('member_totals').selectAll().where('member_id', 'in', memberIds).execute(),
  ]);
  const member = new Map(
    members.map((m) => [
      m.id,
      { id: m.id, username: m.username, name: displayName(m.first_name, m.last_name, m.username) },
    ]),
  );
  const operator = new Map(operators.map((o) => [o.id, { id: o.id, name: o.name }]));
  const balance = new Map(
    totals.map((t) => {
      const d = emptyDelta();
      for (const c of TOTAL_COLUMNS) d[c] = t[c];
      return [t.member_id, walletFigures(d).balanceFils];
    }),
  );
  const who = (id: string) => member.get(id) ?? { id, username: id, name: id };
  const op = (id: string) => operator.get(id) ?? { id, name: id };
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as LedgerProposalKind,
    status: r.status as LedgerProposalStatus,
    member: who(r.member_id),
    driver: r.driver_id ? who(r.driver_id) : null,
    amount: toAed(r.amount_fils),
    direction: r.direction as AdjustmentDirection | null,
    reason: r.reason,
    reference: r.reference,
    rideId: r.ride_id,
    completedAt: r.completed_at,
    proposedBy: op(r.proposed_by),
    proposedAt: r.proposed_at,
    decidedBy: r.decided_by ? op(r.decided_by) : null,
    decidedAt: r.decided_at,
    note: r.note,
    availableBalance: toAed(balance.get(r.member_id) ?? 0),
  }));
}

export async function listProposals(db: Db) {
  const [pending, recent] = await Promise.all([
    db
      .selectFrom('ledger_proposals')
      .selectAll()
      .where('status', '=', 'pending')
      .orderBy('proposed_at', 'asc')
      .orderBy('id', 'asc')
      .limit(200)
      .execute(),
    db
      .selectFrom('ledger_proposals')
      .selectAll()
      .where('status', '<>', 'pending')
      .orderBy('decided_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT)
      .execute(),
  ]);
  return { pending: await views(db, pending), recent: await views(db, recent) };
}
