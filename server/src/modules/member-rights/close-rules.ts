/**
 * When an account may close (DECISIONS 48): never while a withdrawal is pending or approved and
 * unpaid, nor while AED 50 or more is available (withdraw it first); a smaller balance is
 * forfeited, after the member confirms it.
 */
import type { Kysely } from 'kysely';
import { CLOSE_MIN_BALANCE_AED, RIGHTS_MESSAGES } from '../../../../contract/member-rights';
import type { Database } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { totalsRow, walletFigures } from '../wallet/reads';

/** Throws 409 when closing is refused now; returns the balance (fils) that would be forfeited. */
export async function closingAllowed(db: Kysely<Database>, memberId: string): Promise<number> {
  const open = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', 'in', ['pending', 'approved'])
    .limit(1)
    .executeTakeFirst();
  if (open) throw conflict(RIGHTS_MESSAGES.closePending, undefined, 'CLOSE_WITHDRAWAL_PENDING');
  const { balanceFils } = walletFigures(await totalsRow(db, memberId));
  if (balanceFils >= CLOSE_MIN_BALANCE_AED * 100)
    throw conflict(RIGHTS_MESSAGES.closeBalance, undefined, 'CLOSE_BALANCE');
  return Math.max(0, balanceFils);
}
