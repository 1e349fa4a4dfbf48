/**
 * Demo withdrawals: the demo member gets one request paid a week ago (bank) and one cancelled
 * (mobile wallet), so the wallet and the statement show holds, a paid debit and a release,
 * while the member can still ask for a new one. Written through the real services, so the
 * ledger, the totals and `recompute` agree.
 */
import type { AppContext } from '../context';
import {
  approveWithdrawal,
  markWithdrawalPaid,
  type Decider,
} from '../modules/withdrawals/operator';
import { WithdrawalBody } from '../modules/withdrawals/rules';
import { cancelWithdrawal, requestWithdrawal } from '../modules/withdrawals/service';

const DEMO = 'demo';
// Audited as the system: no person decided these.
const OPERATOR: Decider = { label: 'operator:demo-seed', actor: { kind: 'system' } };

export async function seedDemoWithdrawals(ctx: AppContext): Promise<void> {
  const member = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('username_lower', '=', DEMO)
    .executeTakeFirst();
  if (!member) return;
  const paid = await requestWithdrawal(
    ctx,
    member.id,
    WithdrawalBody.parse({
      amount: 1500,
      method: 'bank',
      accountHolder: 'Sami Haddad',
      iban: 'AE07 0331 2345 6789 0123 456',
    }),
    'demo-withdrawal-paid',
  );
  if (paid.replay) return;
  await approveWithdrawal(ctx, paid.withdrawal.reference, OPERATOR);
  await markWithdrawalPaid(ctx, paid.withdrawal.reference, OPERATOR, 'DEMO-FT-0001');
  const cancelled = await requestWithdrawal(
    ctx,
    member.id,
    WithdrawalBody.parse({ amount: 250, method: 'wallet', phoneNumber: '+971501234567' }),
    'demo-withdrawal-cancelled',
  );
  await cancelWithdrawal(ctx, member.id, cancelled.withdrawal.id);
}
