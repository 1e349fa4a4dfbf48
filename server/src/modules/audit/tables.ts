/**
 * The audit trail (migration 016-audit, DECISIONS 48 and 49): who did what to which member or
 * request. Append-only: the database refuses updates and deletes. It stores ids and the names of
 * changed fields, never personal values.
 */
export interface AuditLogTable {
  id: string;
  /** ISO time of the action. */
  at: string;
  /** operator | cli | member | system */
  actor_kind: string;
  /** The operator's or member's id; for the CLI, `cli:<system user>`; null for the system. */
  actor_id: string | null;
  /** The operator's role the action was allowed by (null for the CLI, members and the system). */
  actor_role: string | null;
  /** Dotted verb, e.g. `kyc.approve`, `kyc.image.read`, `withdrawal.approve`. */
  action: string;
  /** The member the action concerns, when it concerns one. */
  member_id: string | null;
  /** What else it acted on: e.g. `withdrawal`, `kyc_submission`, `operator`. */
  target_type: string | null;
  target_id: string | null;
  /** Comma-separated names of the fields that changed (never their values). */
  fields: string | null;
  /** The client address of the request (null from the CLI). */
  ip: string | null;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
