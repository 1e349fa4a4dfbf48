/**
 * Payouts (DECISIONS 17): an operator records money paid to a member; the available balance is
 * credits minus payouts and a payout can never exceed it. The reference is the source key, so
 * recording the same payout twice pays once.
 */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
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

/**
 * A reference already used: the same member and amount is the same payout (a no-op); anything
 * else is a conflict the operator must see, never a silent success (as record-ride does).
 */
async function assertSamePayout(trx: Transaction<Database>, input: PayoutInput, reference: string) {
  const same = await trx
    .selectFrom('ledger')
    .select('amount_fils')
    .where('source_key', '=', `payout:${input.memberId}:${reference}`)
    .executeTakeFirst();
  if (same && same.amount_fils !== -input.amountFils) {
    throw new AppError(
      409,
      `Payout ${reference} was recorded for ${formatAed(-same.amount_fils)}, not ${formatAed(input.amountFils)}; nothing changed`,
    );
  }
}

/** The member who already holds a payout with this reference, if it is someone else. */
async function otherHolder(db: Db, memberId: string, reference: string) {
  return db
    .selectFrom('ledger')
    .innerJoin('members', 'members.id', 'ledger.member_id')
    .select(['members.username', 'ledger.amount_fils'])
    .where('ledger.programme', '=', 'payout')
    .where(sql<boolean>`ledger.source_key = 'payout:' || ledger.member_id || ':' || ${reference}`)
    .where('ledger.member_id', '<>', memberId)
    .executeTakeFirst();
}

/** The reference a payout goes under: the one given, or `PO-<UTC time>` as the CLI makes it. */
export function payoutReference(given?: string): string {
  const reference = given ?? `PO-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  if (!REFERENCE.test(reference)) {
    throw badRequest('Reference must be 1-60 letters, digits or _ . : / -');
  }
  return reference;
}

/** Checks a payout before its transaction: a positive amount, a reference nobody else holds. */
export async function checkPayout(db: Db, input: PayoutInput & { reference: string }) {
  if (!Number.isSafeInteger(input.amountFils) || input.amountFils <= 0) {
    throw badRequest('Amount must be a positive amount in AED');
  }
  const other = await otherHolder(db, input.memberId, input.reference);
  if (other) {
    throw new AppError(
      409,
      `Payout ${input.reference} was already recorded for ${other.username} (${formatAed(-other.amount_fils)}); use another reference`,
    );
  }
}

/**
 * Posts a payout inside the caller's transaction (the CLI's own, or a console approval's):
 * the ledger row, then the balance check under the member's lock.
 */
export async function postPayout(
  trx: Transaction<Database>,
  input: PayoutInput & { reference: string },
): Promise<PayoutResult> {
  const { reference } = input;
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
  if (!recorded) await assertSamePayout(trx, input, reference);
  if (recorded && balanceFils < 0) {
    throw new AppError(
      409,
      `Payout of ${formatAed(input.amountFils)} exceeds the available balance of ${formatAed(balanceFils + input.amountFils)}`,
    );
  }
  return { recorded, reference, balanceFils };
}

/**
 * The CLI's payout (break-glass, DECISIONS 49): one operator, one transaction; `after` runs in
 * it once the payout is written (the CLI's audit row).
 */
export async function recordPayout(
  db: Db,
  input: PayoutInput,
  after?: (trx: Transaction<Database>, r: PayoutResult) => Promise<void>,
): Promise<PayoutResult> {
  const reference = payoutReference(input.reference);
  await checkPayout(db, { ...input, reference });
  return db.transaction().execute(async (trx) => {
    const r = await postPayout(trx, { ...input, reference });
    if (r.recorded && after) await after(trx, r);
    return r;
  });
}
