/**
 * Posting an approved proposal, inside the approval's transaction, through the same module
 * functions the CLI uses (payout.ts, rides-service.ts), so a payout or a ride posted from the
 * console is the very entry `npm run admin -- payout` or `record-ride` would post. An adjustment
 * moves the available balance only; a debit never takes it below zero, checked under the
 * member's lock.
 */
import type { Transaction } from 'kysely';
import type { DbKind } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { credit } from '../wallet/ledger';
import { formatAed } from '../wallet/money';
import { postPayout } from '../wallet/payout';
import { totalsRow, walletFigures } from '../wallet/reads';
import { prepareRide } from '../wallet/ride-input';
import { applyRide } from '../wallet/rides-service';
import { lockMemberMoney } from '../withdrawals/lock';
import type { LedgerProposalsTable } from './tables';

export const adjustmentKey = (proposalId: string) => `adjustment:${proposalId}`;

async function assertOpen(trx: Transaction<Database>, memberId: string): Promise<void> {
  const m = await trx
    .selectFrom('members')
    .select('closed_at')
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (m?.closed_at) throw conflict('The member closed their account; nothing can be posted');
}

/** A debit of `fils` that would leave the available balance below zero is refused. */
export async function assertCovers(
  trx: Transaction<Database>,
  memberId: string,
  fils: number,
): Promise<void> {
  const { balanceFils } = walletFigures(await totalsRow(trx, memberId));
  if (fils > balanceFils) {
    throw conflict(
      `${formatAed(fils)} exceeds the available balance of ${formatAed(balanceFils)}; nothing was posted`,
      undefined,
      'AMOUNT_OVER_BALANCE',
    );
  }
}

export async function postProposal(
  trx: Transaction<Database>,
  kind: DbKind,
  p: LedgerProposalsTable,
): Promise<void> {
  await assertOpen(trx, p.member_id);
  if (p.kind === 'adjustment') {
    await lockMemberMoney(trx, kind, p.member_id);
    const debit = p.direction === 'debit';
    if (debit) await assertCovers(trx, p.member_id, p.amount_fils);
    const written = await credit(trx, {
      memberId: p.member_id,
      programme: 'adjustment',
      amountFils: debit ? -p.amount_fils : p.amount_fils,
      sourceKey: adjustmentKey(p.id),
      description: `Adjustment: ${p.reason}`,
    });
    if (!written) throw conflict('This adjustment was already posted');
    return;
  }
  if (p.kind === 'payout') {
    const r = await postPayout(trx, {
      memberId: p.member_id,
      amountFils: p.amount_fils,
      reference: p.reference ?? '',
    });
    if (!r.recorded) throw conflict(`Payout ${r.reference} was already recorded; nothing changed`);
    return;
  }
  if (!p.driver_id || !p.ride_id) throw conflict('The ride proposal has no driver or ride ID');
  const prepared = await prepareRide(trx, {
    rideId: p.ride_id,
    riderId: p.member_id,
    driverId: p.driver_id,
    fareFils: p.amount_fils,
    ...(p.completed_at ? { completedAt: p.completed_at } : {}),
  });
  const r = await applyRide(trx, prepared);
  if (!r.recorded) throw conflict(`Ride ${p.ride_id} was already recorded; nothing was credited`);
}
