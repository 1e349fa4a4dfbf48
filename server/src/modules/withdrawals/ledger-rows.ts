/**
 * A withdrawal's ledger entries (DECISIONS 39), each with its own source key so it is written
 * once and `recompute` can check it:
 * - `withdrawal:<id>:hold`: minus the amount when asked for (the available balance drops);
 * - `withdrawal:<id>:release`: plus the amount when cancelled or rejected;
 * - `withdrawal:<id>:debit`: zero, when approved: the hold becomes a paid debit (the money
 *   left with the hold; this entry records when it was paid out).
 * Each moves the member's held and withdrawn totals in the same transaction.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { creditMany } from '../wallet/ledger';
import { addTotals, emptyDelta } from '../wallet/totals';

export type LedgerAction = 'hold' | 'release' | 'debit';

export interface WithdrawalRef {
  id: string;
  memberId: string;
  reference: string;
  amountFils: number;
}

const WORDS: Record<LedgerAction, string> = {
  hold: 'held',
  release: 'released',
  debit: 'approved and paid out',
};

/** Writes the entry; false when it was already written (the transition already happened). */
export async function postWithdrawalEntry(
  trx: Transaction<Database>,
  w: WithdrawalRef,
  action: LedgerAction,
  at: string,
): Promise<boolean> {
  const delta = emptyDelta();
  if (action === 'hold') delta.held_fils = w.amountFils;
  if (action === 'release') delta.held_fils = -w.amountFils;
  if (action === 'debit') {
    delta.held_fils = -w.amountFils;
    delta.withdrawn_fils = w.amountFils;
  }
  const amount = action === 'hold' ? -w.amountFils : action === 'release' ? w.amountFils : 0;
  const written = await creditMany(trx, [
    {
      memberId: w.memberId,
      programme: 'withdrawal',
      amountFils: amount,
      sourceKey: `withdrawal:${w.id}:${action}`,
      description: `Withdrawal ${w.reference} ${WORDS[action]}`,
      createdAt: at,
    },
  ]);
  if (written.length === 0) return false;
  await addTotals(trx, new Map([[w.memberId, delta]]));
  return true;
}
