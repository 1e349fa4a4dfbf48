/**
 * What the console reads about withdrawals: a queue by status with each request's member,
 * balance, KYC status and approvals (a handful of queries per page, never one per row), and
 * the dashboard's figures.
 */
import type { Dashboard, OpsWithdrawal } from '../../../../contract/ops';
import { uaeBankName } from '../../../../contract/uae-banks';
import type { AppContext } from '../../context';
import { dubaiDay } from '../../lib/dubai-time';
import { withHolderChecks } from '../kyc/holder';
import { kycPendingFigures } from '../kyc/ops-view';
import { toAed } from '../wallet/money';
import { displayName, walletFigures } from '../wallet/reads';
import { emptyDelta, type TotalsDelta } from '../wallet/totals';
import { approvalsNeeded } from './four-eyes';
import type { Status } from './transitions';

const QUEUE_MAX = 500;

export async function consoleQueue(ctx: AppContext, status: Status): Promise<OpsWithdrawal[]> {
  const rows = await ctx.db
    .selectFrom('withdrawals')
    .innerJoin('members', 'members.id', 'withdrawals.member_id')
    .selectAll('withdrawals')
    .select(['members.username', 'members.first_name', 'members.last_name', 'members.kyc_status'])
    .where('withdrawals.status', '=', status)
    // Oldest first while waiting; newest first once done.
    .orderBy(
      'withdrawals.created_at',
      status === 'pending' || status === 'approved' ? 'asc' : 'desc',
    )
    .limit(QUEUE_MAX)
    .execute();
  if (rows.length === 0) return [];
  const memberIds = [...new Set(rows.map((r) => r.member_id))];
  const totals = await ctx.db
    .selectFrom('member_totals')
    .selectAll()
    .where('member_id', 'in', memberIds)
    .execute();
  const balance = new Map(
    totals.map((t) => {
      const d: TotalsDelta = emptyDelta();
      for (const k of Object.keys(d) as (keyof TotalsDelta)[]) d[k] = t[k];
      return [t.member_id, walletFigures(d).balanceFils];
    }),
  );
  const approvals = await ctx.db
    .selectFrom('withdrawal_approvals')
    .innerJoin('operators', 'operators.id', 'withdrawal_approvals.operator_id')
    .select([
      'withdrawal_approvals.withdrawal_id',
      'withdrawal_approvals.operator_id',
      'withdrawal_approvals.at',
      'operators.name',
    ])
    .where(
      'withdrawal_approvals.withdrawal_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('withdrawal_approvals.at')
    .execute();
  const checked = await withHolderChecks(ctx, rows);
  return checked.map((r) => ({
    id: r.id,
    reference: r.reference,
    status: r.status as OpsWithdrawal['status'],
    amount: toAed(r.amount_fils),
    method: r.method as OpsWithdrawal['method'],
    accountHolder: r.account_holder,
    iban: r.iban,
    bankName: uaeBankName(r.iban),
    phone: r.phone,
    createdAt: r.created_at,
    reason: r.reason,
    transferReference: r.transfer_ref,
    member: {
      id: r.member_id,
      username: r.username,
      name: displayName(r.first_name, r.last_name, r.username),
      kycStatus: r.kyc_status,
      availableBalance: toAed(balance.get(r.member_id) ?? 0),
    },
    approvals: approvals
      .filter((a) => a.withdrawal_id === r.id)
      .map((a) => ({ operatorId: a.operator_id, operatorName: a.name, at: a.at })),
    holderCheck: r.holderCheck,
    approvalsNeeded: approvalsNeeded(ctx, r.amount_fils),
  }));
}

async function queueFigures(ctx: AppContext, status: Status) {
  const row = await ctx.db
    .selectFrom('withdrawals')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('n'),
      eb.fn.sum<string | number | null>('amount_fils').as('fils'),
      eb.fn.min<string | null>('created_at').as('oldest'),
    ])
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), total: toAed(Number(row.fils ?? 0)), oldestAt: row.oldest };
}

/** Requests that reached `action` (requested, approved, marked paid) within [from, to). */
async function todayFigures(
  ctx: AppContext,
  action: 'requested' | Status,
  [from, to]: [string, string],
) {
  const q =
    action === 'requested'
      ? ctx.db
          .selectFrom('withdrawals')
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .select((eb) => [
            eb.fn.countAll<string | number>().as('n'),
            eb.fn.sum<string | number | null>('amount_fils').as('fils'),
          ])
      : ctx.db
          .selectFrom('withdrawal_events')
          .innerJoin('withdrawals', 'withdrawals.id', 'withdrawal_events.withdrawal_id')
          .where('withdrawal_events.action', '=', action)
          .where('withdrawal_events.at', '>=', from)
          .where('withdrawal_events.at', '<', to)
          .select((eb) => [
            eb.fn.countAll<string | number>().as('n'),
            eb.fn.sum<string | number | null>('withdrawals.amount_fils').as('fils'),
          ]);
  const row = await q.executeTakeFirstOrThrow();
  return { count: Number(row.n), total: toAed(Number(row.fils ?? 0)) };
}

export async function consoleDashboard(ctx: AppContext, now = new Date()): Promise<Dashboard> {
  const day = dubaiDay(now);
  const [pending, approved, requested, approvedToday, paidToday, kycPending] = await Promise.all([
    queueFigures(ctx, 'pending'),
    queueFigures(ctx, 'approved'),
    todayFigures(ctx, 'requested', day),
    todayFigures(ctx, 'approved', day),
    todayFigures(ctx, 'paid', day),
    kycPendingFigures(ctx.db),
  ]);
  return {
    kycPending,
    withdrawalsPending: pending,
    withdrawalsApprovedUnpaid: approved,
    today: { requested, approved: approvedToday, paid: paidToday },
  };
}
