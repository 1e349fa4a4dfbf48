/**
 * One change of a request's status, in one transaction: the member's money is locked, the
 * status moves only from the states allowed (so an approval, a cancel or a rejection happens
 * exactly once even when two operators or a member and an operator act at once), the ledger
 * entry is written and the change is recorded with who and when.
 */
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DbKind } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { postWithdrawalEntry, type LedgerAction } from './ledger-rows';
import { lockMemberMoney } from './lock';
import type { WithdrawalsTable } from './tables';

export type Status = 'pending' | 'approved' | 'paid' | 'rejected' | 'cancelled';

export interface Transition {
  from: Status[];
  to: Status;
  ledger?: LedgerAction;
  /** 'member', or the operator's name. */
  actor: string;
  note?: string | null;
  reason?: string;
  transferRef?: string;
  /**
   * Runs in the same transaction after the change, e.g. the audit row and the four-eyes
   * checks (throwing undoes the change).
   */
  after?: (trx: Transaction<Database>, row: WithdrawalsTable) => Promise<void>;
}

const VERB: Record<Status, string> = {
  pending: 'reopened',
  approved: 'approved',
  paid: 'marked paid',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

export async function applyTransition(
  ctx: AppContext,
  id: string,
  t: Transition,
): Promise<WithdrawalsTable> {
  return ctx.db.transaction().execute((trx) => applyTransitionIn(trx, ctx.dbKind, id, t));
}

/** The same inside a transaction the caller holds. */
export async function applyTransitionIn(
  trx: Transaction<Database>,
  dbKind: DbKind,
  id: string,
  t: Transition,
): Promise<WithdrawalsTable> {
  const before = await trx
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before) throw notFound('Withdrawal request not found', 'WITHDRAWAL_NOT_FOUND');
  await lockMemberMoney(trx, dbKind, before.member_id);
  const at = new Date().toISOString();
  const after = await trx
    .updateTable('withdrawals')
    .set({
      status: t.to,
      updated_at: at,
      ...(t.reason !== undefined ? { reason: t.reason } : {}),
      ...(t.transferRef !== undefined ? { transfer_ref: t.transferRef } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', t.from)
    .returningAll()
    .executeTakeFirst();
  if (!after) {
    const now = await trx
      .selectFrom('withdrawals')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    throw conflict(
      `Withdrawal ${before.reference} is ${now?.status ?? before.status}; it cannot be ${VERB[t.to]}`,
      undefined,
      'WITHDRAWAL_STATE_CHANGED',
    );
  }
  if (t.ledger) {
    await postWithdrawalEntry(
      trx,
      {
        id,
        memberId: after.member_id,
        reference: after.reference,
        amountFils: after.amount_fils,
      },
      t.ledger,
      at,
    );
  }
  await trx
    .insertInto('withdrawal_events')
    .values({
      id: newId(),
      withdrawal_id: id,
      action: t.to,
      actor: t.actor,
      note: t.note ?? null,
      at,
    })
    .execute();
  await t.after?.(trx, after);
  return after;
}
