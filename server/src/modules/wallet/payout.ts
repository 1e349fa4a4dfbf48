/**
 * Payouts (DECISIONS 17): an operator records money paid to a member; the available balance is
 * credits minus payouts and a payout can never exceed it. The reference is the source key, so
 * recording the same payout twice pays once.
 */
import type { Db } from '../../db/database';
import { AppError, badRequest } from '../../lib/errors';
import { credit } from './ledger';
import { formatAed } from './money';
import { totalsRow, walletFigures } from './reads';

export interface PayoutInput {
  memberId: string;
  amountFils: number;
  reference?: string;
}

export interface PayoutResult {
  recorded: boolean;
  reference: string;
  balanceFils: number;
}

const REFERENCE = /^[A-Za-z0-9_.:/-]{1,60}$/;

export async function recordPayout(db: Db, input: PayoutInput): Promise<PayoutResult> {
  const reference =
    input.reference ?? `PO-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  if (!REFERENCE.test(reference)) {
    throw badRequest('Reference must be 1-60 letters, digits or _ . : / -');
  }
  if (!Number.isSafeInteger(input.amountFils) || input.amountFils <= 0) {
    throw badRequest('Amount must be a positive amount in AED');
  }
  return db.transaction().execute(async (trx) => {
    // Writing first takes the member's totals row lock (PostgreSQL) or the write lock
    // (SQLite), so two payouts at once cannot both pass the balance check below.
    const recorded = await credit(trx, {
      memberId: input.memberId,
      programme: 'payout',
      amountFils: -input.amountFils,
      sourceKey: `payout:${input.memberId}:${reference}`,
      description: `Payout ${reference}`,
    });
    const { balanceFils } = walletFigures(await totalsRow(trx, input.memberId));
    if (recorded && balanceFils < 0) {
      throw new AppError(
        409,
        `Payout of ${formatAed(input.amountFils)} exceeds the available balance of ${formatAed(balanceFils + input.amountFils)}`,
      );
    }
    return { recorded, reference, balanceFils };
  });
}
