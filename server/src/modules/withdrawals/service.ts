/**
 * A member's withdrawal requests (DECISIONS 39): ask, list, cancel. Each change is one
 * transaction that first locks the member's money (lock.ts), so two requests racing can never
 * hold more than the balance, and a crash leaves the old state or the new one.
 */
import type { AppContext } from '../../context';
import { dubaiDay, dubaiMonthOf } from '../../lib/dubai-time';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { formatAed } from '../wallet/money';
import { totalsRow, walletFigures } from '../wallet/reads';
import { lockMemberMoney } from './lock';
import { postWithdrawalEntry } from './ledger-rows';
import { MIN_FILS, newReference, requestHash, type WithdrawalInput } from './rules';
import type { WithdrawalsTable } from './tables';
import { applyTransition } from './transitions';

export const MESSAGES = {
  kyc: 'Withdrawals are available once your KYC is approved',
  pending:
    'You already have a pending withdrawal request. Cancel it or wait until it is processed.',
  keyReused: 'This Idempotency-Key was already used for a different request',
  minimum: `The minimum withdrawal is ${formatAed(MIN_FILS)}`,
} as const;

export async function isKycApproved(ctx: AppContext, memberId: string): Promise<boolean> {
  const m = await ctx.db
    .selectFrom('members')
    .select('kyc_status')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return m?.kyc_status === 'approved';
}

export interface RequestResult {
  withdrawal: WithdrawalsTable;
  /** True when an Idempotency-Key retry returned the first answer. */
  replay: boolean;
}

export async function requestWithdrawal(
  ctx: AppContext,
  memberId: string,
  input: WithdrawalInput,
  idempotencyKey?: string,
): Promise<RequestResult> {
  if (!(await isKycApproved(ctx, memberId))) throw forbidden(MESSAGES.kyc, 'KYC_REQUIRED');
  const hash = requestHash(input);
  const now = new Date();
  const at = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    await lockMemberMoney(trx, ctx.dbKind, memberId);
    if (idempotencyKey) {
      const first = await trx
        .selectFrom('withdrawals')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (first && first.request_hash === hash) return { withdrawal: first, replay: true };
      if (first) throw conflict(MESSAGES.keyReused, undefined, 'IDEMPOTENCY_KEY_REUSED');
    }
    const pending = await trx
      .selectFrom('withdrawals')
      .select('id')
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) throw conflict(MESSAGES.pending, undefined, 'WITHDRAWAL_PENDING');
    if (input.amount < MIN_FILS)
      throw badRequest(MESSAGES.minimum, { amount: MESSAGES.minimum }, 'AMOUNT_BELOW_MINIMUM');
    const { balanceFils } = walletFigures(await totalsRow(trx, memberId));
    if (input.amount > balanceFils) {
      const message = `The amount exceeds your available balance of ${formatAed(Math.max(0, balanceFils))}`;
      throw badRequest(message, { amount: message }, 'AMOUNT_OVER_BALANCE');
    }
    const limits: [string, [string, string], number][] = [
      ['daily', dubaiDay(now), ctx.config.WITHDRAWAL_DAILY_MAX_AED * 100],
      ['monthly', dubaiMonthOf(now), ctx.config.WITHDRAWAL_MONTHLY_MAX_AED * 100],
    ];
    for (const [name, [from, to], max] of limits) {
      const row = await trx
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_fils'), eb.lit(0)).as('s'))
        .where('member_id', '=', memberId)
        .where('status', 'in', ['pending', 'approved', 'paid'])
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .executeTakeFirst();
      const used = row?.s ?? 0;
      if (used + input.amount > max) {
        const period = name === 'daily' ? 'today' : 'this month';
        const message = `This exceeds the ${name} withdrawal limit of ${formatAed(max)} (${formatAed(Math.max(0, max - used))} left ${period})`;
        throw badRequest(message, { amount: message }, 'WITHDRAWAL_LIMIT_REACHED');
      }
    }
    const row: WithdrawalsTable = {
      id: newId(),
      member_id: memberId,
      reference: newReference(now),
      amount_fils: input.amount,
      method: input.method,
      account_holder: input.method === 'bank' ? input.accountHolder : null,
      iban: input.method === 'bank' ? input.iban : null,
      phone: input.method === 'wallet' ? input.phoneNumber : null,
      status: 'pending',
      reason: null,
      transfer_ref: null,
      idempotency_key: idempotencyKey ?? null,
      request_hash: hash,
      created_at: at,
      updated_at: at,
    };
    try {
      await trx.insertInto('withdrawals').values(row).execute();
    } catch (error) {
      // The unique index on pending requests is the last guard behind the lock above.
      if (isUniqueViolation(error))
        throw conflict(MESSAGES.pending, undefined, 'WITHDRAWAL_PENDING');
      throw error;
    }
    await postWithdrawalEntry(trx, toRef(row), 'hold', at);
    await trx
      .insertInto('withdrawal_events')
      .values({
        id: newId(),
        withdrawal_id: row.id,
        action: 'requested',
        actor: 'member',
        note: null,
        at,
      })
      .execute();
    return { withdrawal: row, replay: false };
  });
}

export const toRef = (w: WithdrawalsTable) => ({
  id: w.id,
  memberId: w.member_id,
  reference: w.reference,
  amountFils: w.amount_fils,
});

export async function listWithdrawals(ctx: AppContext, memberId: string) {
  return ctx.db
    .selectFrom('withdrawals')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
}

/** The member cancels a pending request of their own: the hold is released. */
export async function cancelWithdrawal(
  ctx: AppContext,
  memberId: string,
  id: string,
): Promise<WithdrawalsTable> {
  const w = await ctx.db
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!w) throw notFound('Withdrawal request not found', 'WITHDRAWAL_NOT_FOUND');
  if (w.member_id !== memberId)
    throw forbidden('You can only cancel your own withdrawal requests', 'NOT_YOUR_DATA');
  return applyTransition(ctx, w.id, {
    from: ['pending'],
    to: 'cancelled',
    ledger: 'release',
    actor: 'member',
  });
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
