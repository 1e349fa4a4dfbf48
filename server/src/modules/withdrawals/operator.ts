/**
 * Operators' decisions on withdrawal requests (`npm run admin -- withdrawals …`): approve (the
 * hold becomes a paid debit, once), reject with a reason (the hold is released), record the
 * transfer (paid). Each change is recorded with who and when, and mailed to the member.
 */
import { DEFAULT_LANGUAGE, isLanguage } from '../../../../contract/language';
import type { AppContext } from '../../context';
import { sendTracked } from '../../mail/send';
import { badRequest, notFound } from '../../lib/errors';
import { cliActor, recordAudit, type AuditActor } from '../audit/service';
import { withdrawalMail } from './mails';
import type { WithdrawalsTable } from './tables';
import { applyTransition, type Transition } from './transitions';

async function byReference(ctx: AppContext, reference: string): Promise<WithdrawalsTable> {
  const w = await ctx.db
    .selectFrom('withdrawals')
    .selectAll()
    .where('reference', '=', reference.trim().toUpperCase())
    .executeTakeFirst();
  if (!w) throw notFound(`No withdrawal request ${reference}`);
  return w;
}

/**
 * Who decides: a name for the request's history and the audit trail's actor. The CLI passes
 * only its `--by` name and is audited as `cli:<system user>` (DECISIONS 49).
 */
export interface Decider {
  label: string;
  actor: AuditActor;
  ip?: string | null;
}

const deciderOf = (by: string | Decider): Decider =>
  typeof by === 'string' ? { label: by, actor: cliActor() } : by;

/** The audit row of a decision, written in the decision's transaction. */
export const auditDecision =
  (d: Decider, action: string, fields: string[]): Transition['after'] =>
  (trx, row) =>
    recordAudit(trx, {
      actor: d.actor,
      action,
      memberId: row.member_id,
      target: { type: 'withdrawal', id: row.id },
      fields,
      ip: d.ip ?? null,
    });

async function decide(ctx: AppContext, reference: string, t: Transition) {
  const w = await byReference(ctx, reference);
  const after = await applyTransition(ctx, w.id, t);
  return { withdrawal: after, mailed: await mailDecision(ctx, after) };
}

/** Mails the member the request's new status; after the commit, so a failure undoes nothing. */
export async function mailDecision(ctx: AppContext, after: WithdrawalsTable): Promise<boolean> {
  // A failed mail is recorded in mail_outbox and never undoes the decision.
  const member = await ctx.db
    .selectFrom('members')
    .select(['email', 'language'])
    .where('id', '=', after.member_id)
    .executeTakeFirst();
  const mailed = member
    ? await sendTracked(
        ctx,
        `withdrawal-${after.status}`,
        withdrawalMail(
          member.email,
          after,
          isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE,
        ),
      )
    : false;
  return mailed;
}

export function approveWithdrawal(ctx: AppContext, reference: string, by: string | Decider) {
  const d = deciderOf(by);
  return decide(ctx, reference, {
    from: ['pending'],
    to: 'approved',
    ledger: 'debit',
    actor: d.label,
    after: auditDecision(d, 'withdrawal.approve', ['status']),
  });
}

/** A rejection's reason as stored (the member reads it). */
export function rejectionReason(reason: string): string {
  const text = reason.trim();
  if (text.length < 3 || text.length > 300) throw badRequest('The reason must be 3-300 characters');
  return text;
}

export function rejectWithdrawal(
  ctx: AppContext,
  reference: string,
  by: string | Decider,
  reason: string,
) {
  const text = rejectionReason(reason);
  const d = deciderOf(by);
  return decide(ctx, reference, {
    from: ['pending'],
    to: 'rejected',
    ledger: 'release',
    actor: d.label,
    reason: text,
    note: text,
    after: auditDecision(d, 'withdrawal.reject', ['reason', 'status']),
  });
}

/** A bank transfer reference as stored. */
export function transferReference(transferRef: string): string {
  const text = transferRef.trim();
  if (!/^[\w./:-]{1,100}$/.test(text)) {
    throw badRequest('The transfer reference must be 1-100 letters, digits or _ . / : -');
  }
  return text;
}

export function markWithdrawalPaid(
  ctx: AppContext,
  reference: string,
  by: string | Decider,
  transferRef: string,
  check?: Transition['after'],
) {
  const text = transferReference(transferRef);
  const d = deciderOf(by);
  const audit = auditDecision(d, 'withdrawal.paid', ['status', 'transfer_ref']);
  return decide(ctx, reference, {
    from: ['approved'],
    to: 'paid',
    actor: d.label,
    transferRef: text,
    note: text,
    after: async (trx, row) => {
      await check?.(trx, row);
      await audit?.(trx, row);
    },
  });
}

/** Requests by status (pending first by default), oldest first: the operators' queue. */
export async function listForOperators(ctx: AppContext, status: string | undefined) {
  let q = ctx.db
    .selectFrom('withdrawals')
    .innerJoin('members', 'members.id', 'withdrawals.member_id')
    .selectAll('withdrawals')
    .select('members.username')
    .orderBy('withdrawals.created_at')
    .limit(500);
  if (status !== 'all') q = q.where('withdrawals.status', '=', status ?? 'pending');
  return q.execute();
}
