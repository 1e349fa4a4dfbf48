/** Withdrawal rows as the API sends them (contract/wallet.ts). */
import type {
  Withdrawal,
  WithdrawalDetail,
  WithdrawalMethod,
  WithdrawalStatus,
} from '../../../../contract/wallet';
import { toAed } from '../wallet/money';
import { accountEnding } from '../wallet/statement';
import type { WithdrawalsTable } from './tables';

export function withdrawalView(w: WithdrawalsTable): Withdrawal {
  return {
    id: w.id,
    reference: w.reference,
    amount: toAed(w.amount_fils),
    method: w.method as WithdrawalMethod,
    status: w.status as WithdrawalStatus,
    createdAt: w.created_at,
  };
}

export function withdrawalDetail(w: WithdrawalsTable): WithdrawalDetail {
  return {
    ...withdrawalView(w),
    accountEnding: accountEnding(w),
    accountHolder: w.account_holder,
    reason: w.reason,
    transferReference: w.transfer_ref,
    updatedAt: w.updated_at,
  };
}
