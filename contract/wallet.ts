/**
 * The wallet's statement and withdrawals (DECISIONS 39). Money is sent as AED numbers rounded
 * to fils (2 decimals), as in the rest of the contract; signs tell credits (+) from debits (-).
 */
import type { IsoDate } from './common';

export const STATEMENT_PROGRAMMES = [
  'ddr',
  'crr',
  'bbr',
  'hlr',
  'regional',
  'payout',
  'withdrawal',
  /** An operator's credit or debit with a reason (four eyes, DECISIONS 49): moves the available balance only. */
  'adjustment',
] as const;
export type StatementProgramme = (typeof STATEMENT_PROGRAMMES)[number];

export const STATEMENT_LIMIT_DEFAULT = 50;
export const STATEMENT_LIMIT_MAX = 200;

/** A ride behind a ride's credit: what the SPA's detail shows. */
export interface StatementRide {
  id: string;
  riderUsername: string;
  /** AED */
  fare: number;
  /** 15% of the fare, AED */
  rewardsAmount: number;
  /** When the ride was completed: the line's detail ("ride on 30 Oct, 21:14"). */
  completedAt: IsoDate;
}

export type WithdrawalMethod = 'bank' | 'wallet';
export type WithdrawalStatus = 'pending' | 'approved' | 'paid' | 'rejected' | 'cancelled';
/** What a withdrawal's ledger entry did: held the amount, released it, or turned the hold into a paid debit (approval). */
export type WithdrawalAction = 'hold' | 'release' | 'debit';

export interface StatementWithdrawal {
  reference: string;
  method: WithdrawalMethod;
  /** Last 4 characters of the IBAN or phone number. */
  accountEnding: string;
  status: WithdrawalStatus;
  action: WithdrawalAction;
  /** The operator's reason, for a rejected request. */
  reason: string | null;
  /** When the member asked: the line's detail. */
  requestedAt: IsoDate;
}

export interface StatementEntry {
  /** The posting sequence number, as a string; unique and stable. */
  id: string;
  /** When the entry was posted: the line's date; lines are newest posting first (DECISIONS 45). */
  postedAt: IsoDate;
  programme: StatementProgramme;
  /** AED, positive for a credit, negative for a debit. */
  amount: number;
  /** AED: the available balance once this entry was posted. */
  balanceAfter: number;
  /** DDR level 1-4; null otherwise. */
  level: number | null;
  /** DDR: this level's share of the rewards amount, in percent (14, 6, 3.6, 0.4). */
  percentage: number | null;
  ride: StatementRide | null;
  /** CRR bonus: the rank reached. */
  rank: string | null;
  /** Payout: the operator's reference. */
  payoutReference: string | null;
  withdrawal: StatementWithdrawal | null;
  /** The server's English description, a fallback for entries the SPA has no words for. */
  description: string;
}

export interface StatementResponse {
  success: true;
  entries: StatementEntry[];
  /** Opaque; null on the last page. */
  nextCursor: string | null;
}

export interface StatementQuery {
  programme?: StatementProgramme;
  /** YYYY-MM, a calendar month in Asia/Dubai. */
  month?: string;
  cursor?: string;
  limit?: number;
}

// ----- Withdrawals -----
export interface WithdrawalRequestBank {
  /** AED, at most two decimals. */
  amount: number;
  method: 'bank';
  accountHolder: string;
  iban: string;
}
export interface WithdrawalRequestWallet {
  amount: number;
  method: 'wallet';
  /** E.164, e.g. +971501234567. */
  phoneNumber: string;
}
export type WithdrawalRequest = WithdrawalRequestBank | WithdrawalRequestWallet;

export interface Withdrawal {
  id: string;
  reference: string;
  /** AED */
  amount: number;
  method: WithdrawalMethod;
  status: WithdrawalStatus;
  createdAt: IsoDate;
}

/** A request as its member lists it. */
export interface WithdrawalDetail extends Withdrawal {
  accountEnding: string;
  accountHolder: string | null;
  reason: string | null;
  transferReference: string | null;
  updatedAt: IsoDate;
}

export interface WithdrawalCreatedResponse {
  success: true;
  withdrawal: Withdrawal;
}
export interface WithdrawalsResponse {
  success: true;
  withdrawals: WithdrawalDetail[];
  /**
   * AED figures of the wallet, so the form shows what can be asked for and the balance card
   * what is held and what has left (withdrawals paid and payouts).
   */
  wallet: { availableBalance: number; held: number; paidOut: number; minimum: number };
  /** Whether the member may ask (KYC approved). */
  canWithdraw: boolean;
}
export interface WithdrawalResponse {
  success: true;
  withdrawal: WithdrawalDetail;
}

export const WITHDRAWAL_MIN_AED = 50;
/** Field lengths of a withdrawal request; the form's inputs stop at the same lengths. */
export const WITHDRAWAL_LIMITS = {
  // At most 9 whole digits and 2 decimals (999999999.99).
  amount: 12,
  accountHolder: 100,
  // An IBAN is at most 34 characters; room for the spaces people type between groups.
  iban: 64,
  phoneNumber: 32,
} as const;
