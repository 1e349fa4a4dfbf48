/**
 * The console's approvals (DECISIONS 49, four eyes): a request above
 * WITHDRAWAL_SECOND_APPROVAL_AED stays pending with its first approval recorded until a
 * different finance operator approves it; nobody approves the same request twice, and nobody
 * who approved a request marks it paid. The member's money is locked first, so two operators
 * approving at once are taken one after the other. The CLI acts alone (operator.ts).
 */
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordAudit } from '../audit/service';
import { lockMemberMoney } from './lock';
import { auditDecision, mailDecision, markWithdrawalPaid, type Decider } from './operator';
import { applyTransitionIn } from './transitions';

export interface ConsoleDecider extends Decider {
  operatorId: string;
}

export const approvalsNeeded = (ctx: AppContext, amountFils: number): number =>
  amountFils > ctx.config.WITHDRAWAL_SECOND_APPROVAL_AED * 100 ? 2 : 1;

export async function approveInConsole(ctx: AppContext, id: string, d: ConsoleDecider) {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const w = await trx
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!w) throw notFound('Withdrawal request not found', 'WITHDRAWAL_NOT_FOUND');
    await lockMemberMoney(trx, ctx.dbKind, w.member_id);
    const approvers = await trx
      .selectFrom('withdrawal_approvals')
      .select('operator_id')
      .where('withdrawal_id', '=', id)
      .execute();
    if (approvers.some((a) => a.operator_id === d.operatorId)) {
      throw conflict(
        `You have already approved ${w.reference}; a different finance operator must approve it`,
      );
    }
    const now = await trx
      .selectFrom('withdrawals')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (now.status !== 'pending') {
      throw conflict(
        `Withdrawal ${w.reference} is ${now.status}; it cannot be approved`,
        undefined,
        'WITHDRAWAL_STATE_CHANGED',
      );
    }
    const at = new Date().toISOString();
    await trx
      .insertInto('withdrawal_approvals')
      .values({ id: newId(), withdrawal_id: id, operator_id: d.operatorId, at })
      .execute();
    if (approvers.length + 1 < approvalsNeeded(ctx, w.amount_fils)) {
      await trx
        .insertInto('withdrawal_events')
        .values({
          id: newId(),
          withdrawal_id: id,
          action: 'approval',
          actor: d.label,
          note: null,
          at,
        })
        .execute();
      await recordAudit(trx, {
        actor: d.actor,
        action: 'withdrawal.approve.first',
        memberId: w.member_id,
        target: { type: 'withdrawal', id },
        fields: ['approvals'],
        ip: d.ip ?? null,
      });
      return { withdrawal: w, final: false };
    }
    const after = await applyTransitionIn(trx, ctx.dbKind, id, {
      from: ['pending'],
      to: 'approved',
      ledger: 'debit',
      actor: d.label,
      after: auditDecision(d, 'withdrawal.approve', ['approvals', 'status']),
    });
    return { withdrawal: after, final: true };
  });
  const mailed = result.final ? await mailDecision(ctx, result.withdrawal) : false;
  return { withdrawal: result.withdrawal, mailed };
}

/** Mark paid, refused to anyone who approved the request. */
export function markPaidInConsole(
  ctx: AppContext,
  reference: string,
  transferRef: string,
  d: ConsoleDecider,
) {
  return markWithdrawalPaid(ctx, reference, d, transferRef, async (trx, row) => {
    const mine = await trx
      .selectFrom('withdrawal_approvals')
      .select('id')
      .where('withdrawal_id', '=', row.id)
      .where('operator_id', '=', d.operatorId)
      .executeTakeFirst();
    if (mine) {
      throw conflict(
        `You approved ${row.reference}; a different finance operator must mark it paid`,
      );
    }
  });
}
