/** Tables of the member-rights module (migration 020-member-rights). */

/**
 * A closed member's payout account details (DECISIONS 48): the holder, IBAN and phone of one
 * withdrawal, sealed with the KYC keyring and kept for five years after the closing (UAE
 * anti-money-laundering record keeping), then deleted. Readable only by compliance.
 */
export interface RetainedPayoutAccountsTable {
  withdrawal_id: string;
  member_id: string;
  sealed: Buffer;
  key_id: string;
  retain_until: string;
}

export interface MemberRightsTables {
  retained_payout_accounts: RetainedPayoutAccountsTable;
}
