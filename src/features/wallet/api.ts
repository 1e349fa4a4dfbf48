/** The wallet's calls: statement pages, the CSV file, withdrawal requests. */
import { activeLanguage } from '@/i18n/catalogue';
import { API } from '@contract/api-paths';
import type {
  StatementQuery,
  StatementResponse,
  WithdrawalCreatedResponse,
  WithdrawalRequest,
  WithdrawalResponse,
  WithdrawalsResponse,
} from '@contract/wallet';
import type { KycStatusResponse } from '@contract/kyc';
import { apiClient } from '@/lib/api-client';

/** A year's CSV can take longer than a screen's 10 s: the download has its own limit. */
export const CSV_TIMEOUT_MS = 120_000;

const params = (q: StatementQuery) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

export const walletApi = {
  statement: (q: StatementQuery): Promise<StatementResponse> =>
    apiClient
      .get<StatementResponse>(API.walletStatement, { params: params(q) })
      .then((r) => r.data),
  // The file speaks the language of the page it is downloaded from (DECISIONS 45).
  statementCsv: (q: Pick<StatementQuery, 'programme' | 'month'>): Promise<Blob> =>
    apiClient
      .get<Blob>(API.walletStatementCsv, {
        params: { ...params(q), lang: activeLanguage() },
        responseType: 'blob',
        timeout: CSV_TIMEOUT_MS,
        headers: { Accept: 'text/csv' },
      })
      .then((r) => r.data),
  withdrawals: (): Promise<WithdrawalsResponse> =>
    apiClient.get<WithdrawalsResponse>(API.withdrawals).then((r) => r.data),
  requestWithdrawal: (body: WithdrawalRequest, key: string): Promise<WithdrawalCreatedResponse> =>
    apiClient
      .post<WithdrawalCreatedResponse>(API.withdrawals, body, {
        headers: { 'Idempotency-Key': key },
      })
      .then((r) => r.data),
  /** The member's KYC status, shown while withdrawals wait for it (DECISIONS 48). */
  kycStatus: (): Promise<KycStatusResponse> =>
    apiClient.get<KycStatusResponse>(API.kyc).then((r) => r.data),
  cancelWithdrawal: (id: string): Promise<WithdrawalResponse> =>
    apiClient.post<WithdrawalResponse>(API.withdrawalCancel(id)).then((r) => r.data),
};
