/** Tables of the operators module (migration 021-operators, DECISIONS 49). */
export interface OperatorsTable {
  id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  /** Comma-separated OperatorRole values. */
  roles: string;
  /** pending | active | disabled */
  status: string;
  password_hash: string | null;
  /** Base32 TOTP key. */
  totp_secret: string | null;
  totp_last_step: number | null;
  /** sha256 of the single-use set-up (or reset) link's token. */
  setup_token_hash: string | null;
  setup_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface OperatorRecoveryCodesTable {
  id: string;
  operator_id: string;
  code_hash: string;
  used_at: string | null;
}

export interface OperatorSessionsTable {
  /** sha256 of the cookie value. */
  id: string;
  operator_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
}

/** One finance operator's approval of a withdrawal request (four eyes). */
export interface WithdrawalApprovalsTable {
  id: string;
  withdrawal_id: string;
  operator_id: string;
  at: string;
}

export interface OperatorTables {
  operators: OperatorsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  operator_sessions: OperatorSessionsTable;
  withdrawal_approvals: WithdrawalApprovalsTable;
}
