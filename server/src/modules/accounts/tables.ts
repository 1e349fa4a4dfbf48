/** Tables owned by the accounts module (migration 002-accounts). */

/** `close` confirms closing an account (member-rights). */
export type CodePurpose = 'signup' | 'reset' | 'close';

/** E-mailed one-time codes, stored as an HMAC (never in plain text). */
export interface EmailCodesTable {
  /** For reset codes, the opaque handle returned as `userId` by forgot-password. */
  id: string;
  purpose: CodePurpose;
  email: string;
  member_id: string | null;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  consumed_at: string | null;
}

/** Fixed-window counters shared by every server process. Times in epoch ms. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  window_start: number;
  expires_at: number;
}

/** Delivery record of each mail (no body: it may hold a code). */
export interface MailOutboxTable {
  id: string;
  kind: string;
  to_address: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
  mailed_at: string | null;
}

export interface AccountsTables {
  email_codes: EmailCodesTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
  contact_messages: ContactMessagesTable;
}
