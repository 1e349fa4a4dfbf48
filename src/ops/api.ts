/**
 * The console's own HTTP client (DECISIONS 49): `fetch` to `/api/ops` with the `rihla_ops`
 * cookie only. It never reads or sends the member's token, and a 401 here goes to the
 * console's sign-in without touching the member's session.
 */
import {
  OPS_API,
  type AuditEntryView,
  type BatchLineResult,
  type Dashboard,
  type OperatorView,
  type OpsWithdrawal,
  type Permission,
  type OperatorRole,
  type SetupInfo,
} from '@contract/ops';
import type { OpsKycQueueItem, OpsKycSubmission } from '@contract/ops-kyc';
import { OPS_REPORTS_API, type OpsReport, type ReportSection } from '@contract/ops-reports';
import type { WithdrawalDetail } from '@contract/wallet';

// Absolute from the page's own origin: same-origin always, so the cookie goes and CORS never applies.
const BASE = `${window.location.origin}/api`;

export class OpsApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

let onSignedOut: () => void = () => undefined;
/** The shell's handler for a session that ended (a 401 on a signed-in call). */
export const setSignedOutHandler = (handler: () => void) => {
  onSignedOut = handler;
};

const SIGNED_OUT_CALLS: readonly string[] = [OPS_API.login, OPS_API.setup, OPS_API.setupInfo];

export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${BASE}${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new OpsApiError(0, 'NETWORK', 'Network error');
  }
  return answer<T>(res, path);
}

async function answer<T>(res: Response, path: string): Promise<T> {
  const data = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
  if (!res.ok) {
    if (res.status === 401 && !SIGNED_OUT_CALLS.includes(path)) onSignedOut();
    throw new OpsApiError(res.status, data.code ?? 'ERROR', data.message ?? res.statusText);
  }
  return data as T;
}

/** POSTs a file as the request's whole body (the browser streams it, never read into memory). */
export async function opsUpload<T>(path: string, file: Blob, type: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${BASE}${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': type },
      body: file,
    });
  } catch {
    throw new OpsApiError(0, 'NETWORK', 'Network error');
  }
  return answer<T>(res, path);
}

export interface Me {
  operator: OperatorView;
  matrix: Record<Permission, readonly OperatorRole[]>;
}

export interface AuditQuery {
  actor?: string;
  action?: string;
  member?: string;
  target?: string;
  from?: string;
  to?: string;
}

export const auditQueryString = (q: AuditQuery, cursor?: string | null) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (typeof v === 'string' && v.trim()) p.set(k, v.trim());
  if (cursor) p.set('cursor', cursor);
  const s = p.toString();
  return s ? `?${s}` : '';
};

type Decided = { withdrawal: WithdrawalDetail };

export const opsApi = {
  login: (email: string, password: string, code: string) =>
    call<{ operator: OperatorView }>('POST', OPS_API.login, { email, password, code }),
  logout: () => call<unknown>('POST', OPS_API.logout),
  me: () => call<Me>('GET', OPS_API.me),
  setupInfo: (token: string) => call<{ setup: SetupInfo }>('POST', OPS_API.setupInfo, { token }),
  setup: (token: string, password: string, code: string) =>
    call<{ recoveryCodes: string[] }>('POST', OPS_API.setup, { token, password, code }),
  dashboard: () => call<{ dashboard: Dashboard }>('GET', OPS_API.dashboard),
  withdrawals: (status: string) =>
    call<{ withdrawals: OpsWithdrawal[] }>('GET', `${OPS_API.withdrawals}?status=${status}`),
  approve: (id: string) => call<Decided>('POST', OPS_API.withdrawalApprove(id)),
  reject: (id: string, reason: string) =>
    call<Decided>('POST', OPS_API.withdrawalReject(id), { reason }),
  markPaid: (id: string, transferReference: string) =>
    call<Decided>('POST', OPS_API.withdrawalPaid(id), { transferReference }),
  paidBatch: (csv: string) =>
    call<{ results: BatchLineResult[] }>('POST', OPS_API.withdrawalsPaidBatch, { csv }),
  audit: (q: AuditQuery, cursor?: string | null) =>
    call<{ entries: AuditEntryView[]; nextCursor: string | null }>(
      'GET',
      `${OPS_API.audit}${auditQueryString(q, cursor)}`,
    ),
  kycQueue: (status: string) =>
    call<{ submissions: OpsKycQueueItem[] }>('GET', `${OPS_API.kyc}?status=${status}`),
  kycSubmission: (id: string) =>
    call<{ submission: OpsKycSubmission }>('GET', OPS_API.kycSubmission(id)),
  kycApprove: (id: string) => call<{ status: string }>('POST', OPS_API.kycApprove(id), {}),
  kycReject: (id: string, reason: string) =>
    call<{ status: string }>('POST', OPS_API.kycReject(id), { reason }),
  report: (from: string, to: string) =>
    call<{ report: OpsReport }>('GET', `${OPS_REPORTS_API.report}${reportQuery(from, to)}`),
};

const reportQuery = (from: string, to: string, section?: ReportSection) =>
  `?${new URLSearchParams({ from, to, ...(section ? { section } : {}) }).toString()}`;

/** Addresses the browser downloads directly (the cookie goes with them). */
export const opsDownloads = {
  approvedBankFile: `${BASE}${OPS_API.withdrawalsExport}`,
  /** A KYC image: each load is one audited view, never cached. */
  kycImage: (id: string, kind: string) => `${BASE}${OPS_API.kycImage(id, kind)}`,
  auditCsv: (q: AuditQuery) => `${BASE}${OPS_API.auditCsv}${auditQueryString(q)}`,
  /** The report as CSV: every section, or one. */
  reportCsv: (from: string, to: string, section?: ReportSection) =>
    `${BASE}${OPS_REPORTS_API.csv}${reportQuery(from, to, section)}`,
};
