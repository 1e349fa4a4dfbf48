/**
 * The console's ledger desk (DECISIONS 39, 49): adjustments, payouts and rides recorded by hand,
 * each proposed by one finance operator and posted once a different one approves it. Amounts are
 * AED numbers (at most two decimals) in both directions; the server keeps fils.
 */
export const LEDGER_PROPOSAL_KINDS = ['adjustment', 'payout', 'ride'] as const;
export type LedgerProposalKind = (typeof LEDGER_PROPOSAL_KINDS)[number];

export const LEDGER_PROPOSAL_STATUSES = ['pending', 'posted', 'rejected'] as const;
export type LedgerProposalStatus = (typeof LEDGER_PROPOSAL_STATUSES)[number];

export type AdjustmentDirection = 'credit' | 'debit';

/** Longest reason or rejection note. */
export const LEDGER_REASON_MAX = 300;

/** `POST /api/ops/ledger/proposals`: what the form sends. */
export type LedgerProposalRequest =
  | {
      kind: 'adjustment';
      member: string;
      /** AED, positive. */
      amount: number;
      direction: AdjustmentDirection;
      reason: string;
      reference: string;
    }
  | {
      kind: 'payout';
      member: string;
      amount: number;
      reason: string;
      /** The payout's reference; one is made up (`PO-…`) when empty, as the CLI does. */
      reference?: string;
    }
  | {
      kind: 'ride';
      /** The rider's username. */
      member: string;
      driver: string;
      /** The fare, AED. */
      amount: number;
      reason: string;
      /** The ride's id; one is made up when empty. */
      rideId?: string;
      /** ISO time the ride was completed; the posting time when empty. */
      completedAt?: string;
    };

export interface LedgerProposalMember {
  id: string;
  username: string;
  name: string;
}

export interface LedgerProposalView {
  id: string;
  kind: LedgerProposalKind;
  status: LedgerProposalStatus;
  member: LedgerProposalMember;
  /** A ride's driver. */
  driver: LedgerProposalMember | null;
  /** AED, positive (a ride's fare). */
  amount: number;
  direction: AdjustmentDirection | null;
  reason: string;
  reference: string | null;
  rideId: string | null;
  completedAt: string | null;
  proposedBy: { id: string; name: string };
  proposedAt: string;
  decidedBy: { id: string; name: string } | null;
  decidedAt: string | null;
  /** A rejection's note. */
  note: string | null;
  /** The member's available balance now, AED. */
  availableBalance: number;
}

export interface LedgerProposalsResponse {
  success: true;
  pending: LedgerProposalView[];
  /** The latest decided ones, newest first. */
  recent: LedgerProposalView[];
}

export const OPS_LEDGER_API = {
  proposals: '/ops/ledger/proposals',
  approve: (id: string) => `/ops/ledger/proposals/${encodeURIComponent(id)}/approve`,
  reject: (id: string) => `/ops/ledger/proposals/${encodeURIComponent(id)}/reject`,
} as const;
