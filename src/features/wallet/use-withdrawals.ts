/**
 * The member's withdrawals and wallet figures (available, held, paid out): the one query every
 * balance on /mlm and /wallet/statement reads. Keyed on the wallet revision, so a request or a
 * cancel anywhere in the tab loads them all again at once (one balance on the page).
 */
import type { WithdrawalsResponse } from '@contract/wallet';
import { useAppSelector } from '@/app/hooks';
import { translate } from '@/i18n/catalogue';
import { useApiQuery, type ApiQuery } from '@/lib/use-api-query';
import { walletApi } from './api';
import { walletMessages } from './messages';

export function useWithdrawals(): ApiQuery<WithdrawalsResponse> {
  const revision = useAppSelector((s) => s.wallet.revision);
  return useApiQuery(
    `withdrawals#${String(revision)}`,
    () => walletApi.withdrawals(),
    translate(walletMessages, 'requestFailed'),
  );
}
