/**
 * Operators' decisions on withdrawal requests (`npm run admin -- withdrawals …`): approve (the
 * hold becomes a paid debit, once), reject with a reason (the hold is released), record the
 * transfer (paid). Each change is recorded with who and when, and mailed to the member.
 */
import { DEFAULT_LANGUAGE, isLanguage } from '../../../../contract/language';
import type { AppContext } from '../../context';
import { sendTracked } from '../../mail/send';
import { badRequest, notFound } from '../../lib/errors';
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

async function decide(ctx: AppContext, reference: string, t: Transition) {
  const w = await byReference(ctx, reference);
  const after = await applyTransition(ctx, w.id, t);
  // After the commit: a failed mail is recorded in mail_outbox and never undoes the decision.
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
  return { withdrawal: after, mailed };
}

export const approveWithdrawal = (ctx: AppContext, reference: string, by: string) =>
  decide(ctx, reference, { from: ['pending'], to: 'approved', ledger: 'debit', actor: by });

export function rejectWithdrawal(ctx: AppContext, reference: string, by: string, reason: string) {
  const text = reason.trim();
  if (text.length < 3 || text.length > 300) throw badRequest('The reason must be 3-300 characters');
  return decide(ctx, reference, {
    from: ['pending'],
    to: 'rejected',
    ledger: 'release',
    actor: by,
    reason: text,
    note: text,
  });
}

export function markWithdrawalPaid(
  ctx: AppContext,
  reference: string,
  by: string,
  transferRef: string,
) {
  const text = transferRef.trim();
  if (!/^[\w./:-]{1,100}$/.test(text)) {
    throw badRequest('The transfer reference must be 1-100 letters, digits or _ . / : -');
  }
  return decide(ctx, reference, {
    from: ['approved'],
    to: 'paid',
    actor: by,
    transferRef: text,
    note: text,
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
