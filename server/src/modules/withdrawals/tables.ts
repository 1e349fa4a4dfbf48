/** Tables of the withdrawals module (migration 012-withdrawals). Money in fils. */
export interface WithdrawalsTable {
  id: string;
  member_id: string;
  /** WD-YYYYMMDD-XXXXXX, the Dubai date of the request. */
  reference: string;
  amount_fils: number;
  /** bank | wallet */
  method: string;
  account_holder: string | null;
  iban: string | null;
  /** E.164 */
  phone: string | null;
  /** pending | approved | paid | rejected | cancelled */
  status: string;
  /** The operator's reason for a rejection, shown to the member. */
  reason: string | null;
  transfer_ref: string | null;
  idempotency_key: string | null;
  /** sha256 of the normalised request, to tell a retry from another request with the same key. */
  request_hash: string | null;
  created_at: string;
  updated_at: string;
}

/** Every change of a request: who (the member, or an operator's name) and when. */
export interface WithdrawalEventsTable {
  id: string;
  withdrawal_id: string;
  action: string;
  actor: string;
  note: string | null;
  at: string;
}

export interface WithdrawalTables {
  withdrawals: WithdrawalsTable;
  withdrawal_events: WithdrawalEventsTable;
}
