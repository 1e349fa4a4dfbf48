/** The ledger desk's calls, through the console's own client (cookie only). */
import {
  OPS_LEDGER_API,
  type LedgerProposalRequest,
  type LedgerProposalsResponse,
} from '@contract/ops-ledger';
import { call } from '../api';

export const ledgerApi = {
  proposals: () => call<LedgerProposalsResponse>('GET', OPS_LEDGER_API.proposals),
  propose: (body: LedgerProposalRequest) =>
    call<{ id: string }>('POST', OPS_LEDGER_API.proposals, body),
  approve: (id: string) => call<unknown>('POST', OPS_LEDGER_API.approve(id), {}),
  reject: (id: string, note: string) => call<unknown>('POST', OPS_LEDGER_API.reject(id), { note }),
};
