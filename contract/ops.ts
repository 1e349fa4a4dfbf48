/**
 * The operator console's shared words (DECISIONS 49): roles, what each may do (the role matrix,
 * in this one place: the server checks it on every call and the console shows it on the
 * operator's own page), and the shapes of `/api/ops` answers. Plain data, no zod.
 */
export const OPERATOR_ROLES = ['support', 'compliance', 'finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const isOperatorRole = (v: unknown): v is OperatorRole =>
  typeof v === 'string' && (OPERATOR_ROLES as readonly string[]).includes(v);

/**
 * Every permission with the roles that hold it (admin holds every one).
 */
export const PERMISSIONS = {
  'queues.read': ['support', 'compliance', 'finance'],
  'withdrawals.read': ['support', 'compliance', 'finance'],
  'withdrawals.decide': ['finance'],
  'withdrawals.pay': ['finance'],
  'withdrawals.export': ['finance'],
  'kyc.read': ['compliance'],
  'kyc.decide': ['compliance'],
  'audit.read': ['compliance'],
  // Console part 2 (issue 30): who may do what is DECISIONS 49's list, word for word.
  'members.read': ['support', 'compliance', 'finance'],
  'members.note': ['support', 'compliance', 'finance'],
  'members.lock': ['compliance'],
  'members.sessions': ['compliance'],
  /** Propose and (a different operator) approve adjustments, payouts and hand-recorded rides. */
  'ledger.post': ['finance'],
  'rides.import': ['finance'],
  'campaigns.read': ['support', 'compliance', 'finance'],
  'campaigns.manage': ['finance'],
  'country.read': ['support', 'compliance', 'finance'],
  'country.decide': ['compliance'],
  'reports.read': ['support', 'compliance', 'finance'],
  'operators.manage': [],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Whether any of `roles` holds `permission` (admin holds all). */
export function rolesAllow(roles: readonly OperatorRole[], permission: Permission): boolean {
  if (roles.includes('admin')) return true;
  const holders: readonly OperatorRole[] = PERMISSIONS[permission];
  return roles.some((r) => holders.includes(r));
}

/** The role an action is recorded under: the first of the operator's that grants it. */
export function grantingRole(
  roles: readonly OperatorRole[],
  permission: Permission,
): OperatorRole | null {
  const holders: readonly OperatorRole[] = PERMISSIONS[permission];
  return roles.find((r) => holders.includes(r)) ?? (roles.includes('admin') ? 'admin' : null);
}

export const OPS_API = {
  login: '/ops/login',
  logout: '/ops/logout',
  me: '/ops/me',
  setupInfo: '/ops/setup/info',
  setup: '/ops/setup',
  dashboard: '/ops/dashboard',
  withdrawals: '/ops/withdrawals',
  withdrawalApprove: (id: string) => `/ops/withdrawals/${encodeURIComponent(id)}/approve`,
  withdrawalReject: (id: string) => `/ops/withdrawals/${encodeURIComponent(id)}/reject`,
  withdrawalPaid: (id: string) => `/ops/withdrawals/${encodeURIComponent(id)}/paid`,
  withdrawalsPaidBatch: '/ops/withdrawals/paid-batch',
  withdrawalsExport: '/ops/withdrawals/export.csv',
  audit: '/ops/audit',
  auditCsv: '/ops/audit.csv',
  kyc: '/ops/kyc',
  kycSubmission: (id: string) => `/ops/kyc/${encodeURIComponent(id)}`,
  kycImage: (id: string, kind: string) =>
    `/ops/kyc/${encodeURIComponent(id)}/images/${encodeURIComponent(kind)}`,
  kycApprove: (id: string) => `/ops/kyc/${encodeURIComponent(id)}/approve`,
  kycReject: (id: string) => `/ops/kyc/${encodeURIComponent(id)}/reject`,
} as const;

export interface OperatorView {
  id: string;
  email: string;
  name: string;
  roles: OperatorRole[];
  permissions: Permission[];
}

export interface SetupInfo {
  email: string;
  name: string;
  /** Base32 key for manual entry. */
  secret: string;
  /** otpauth:// URI the QR code carries. */
  uri: string;
}

export interface QueueFigures {
  count: number;
  /** AED */
  total: number;
}

export interface Dashboard {
  /** Submissions waiting for a compliance decision; `oldestAt` is the oldest's submission time. */
  kycPending: { count: number; oldestAt: string | null };
  withdrawalsPending: QueueFigures & { oldestAt: string | null };
  withdrawalsApprovedUnpaid: QueueFigures & { oldestAt: string | null };
  today: { requested: QueueFigures; approved: QueueFigures; paid: QueueFigures };
}

export interface OpsApproval {
  operatorId: string;
  operatorName: string;
  at: string;
}

export interface OpsWithdrawal {
  id: string;
  reference: string;
  status: 'pending' | 'approved' | 'paid' | 'rejected' | 'cancelled';
  amount: number;
  method: 'bank' | 'wallet';
  accountHolder: string | null;
  iban: string | null;
  /** The bank a UAE IBAN's bank code names, when known. */
  bankName: string | null;
  phone: string | null;
  createdAt: string;
  reason: string | null;
  transferReference: string | null;
  member: {
    id: string;
    username: string;
    name: string;
    kycStatus: string | null;
    availableBalance: number;
  };
  approvals: OpsApproval[];
  /**
   * Whether a bank transfer's account holder is the member's KYC-verified name: `mismatch`
   * carries the flag; `unknown` when there is no holder or no verified name.
   */
  holderCheck: 'match' | 'mismatch' | 'unknown';
  /** 2 above WITHDRAWAL_SECOND_APPROVAL_AED (four eyes), else 1. */
  approvalsNeeded: number;
}

export const WITHDRAWAL_QUEUE_STATUSES = ['pending', 'approved', 'paid', 'rejected'] as const;

export interface AuditEntryView {
  id: string;
  at: string;
  actorKind: string;
  actorId: string | null;
  actorName: string | null;
  actorRole: string | null;
  action: string;
  memberId: string | null;
  targetType: string | null;
  targetId: string | null;
  fields: string[];
  ip: string | null;
}

export interface BatchLineResult {
  line: number;
  reference: string;
  ok: boolean;
  message: string;
}

/** Groups an IBAN in fours for reading (`AE07 0331 2345 …`). */
export const groupIban = (iban: string): string =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
