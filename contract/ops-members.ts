/**
 * The members desk of the operator console (issue 30, DECISIONS 48, 49): search, a member's page,
 * internal notes, the sign-in lock and ending a member's sessions. Plain data, no zod.
 */
import type { KycState } from './kyc';

export const OPS_MEMBERS_API = {
  search: '/ops/members',
  member: (id: string) => `/ops/members/${encodeURIComponent(id)}`,
  downline: (id: string) => `/ops/members/${encodeURIComponent(id)}/downline`,
  statement: (id: string) => `/ops/members/${encodeURIComponent(id)}/statement`,
  statementCsv: (id: string) => `/ops/members/${encodeURIComponent(id)}/statement.csv`,
  notes: (id: string) => `/ops/members/${encodeURIComponent(id)}/notes`,
  lock: (id: string) => `/ops/members/${encodeURIComponent(id)}/lock`,
  unlock: (id: string) => `/ops/members/${encodeURIComponent(id)}/unlock`,
  revokeSessions: (id: string) => `/ops/members/${encodeURIComponent(id)}/sessions/revoke`,
} as const;

/** Results per search page and per downline page. */
export const MEMBER_SEARCH_PAGE = 20;
export const MEMBER_QUERY_MAX = 100;
export const LOCK_REASON_MAX = 300;
export const NOTE_MAX = 2000;

/** One search result. A closed member shows as "Former member" with no contact details. */
export interface OpsMemberHit {
  id: string;
  username: string;
  name: string;
  email: string | null;
  phone: string | null;
  kycStatus: KycState;
  joinedAt: string;
  closed: boolean;
  locked: boolean;
}

export interface OpsMemberSearchPage {
  members: OpsMemberHit[];
  /** Pass back as `cursor` for the next page; null at the end. */
  nextCursor: string | null;
}

export interface OpsMemberLink {
  id: string;
  username: string;
  name: string;
}

export interface OpsMemberNote {
  id: string;
  body: string;
  /** The operator's name, or `cli:<user>` for a note written on the server. */
  author: string;
  at: string;
}

export interface OpsMemberLock {
  lockedAt: string;
  reason: string;
  by: string;
}

export interface OpsMemberSession {
  /** A handle, never the session id itself. */
  handle: string;
  createdAt: string;
  expiresAt: string;
  userAgent: string | null;
}

export interface OpsMemberWithdrawal {
  id: string;
  reference: string;
  status: string;
  /** AED */
  amount: number;
  method: string;
  createdAt: string;
}

export interface OpsMemberDetail {
  id: string;
  username: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  country: string;
  gender: string;
  language: string;
  joinedAt: string;
  closedAt: string | null;
  kycStatus: KycState;
  lock: OpsMemberLock | null;
  /** The direct sponsor first, the top of the tree last. */
  sponsors: (OpsMemberLink & { depth: number })[];
  /** Members at each depth under this one (1 = direct referrals). */
  levels: { depth: number; count: number }[];
  wallet: {
    /** AED */
    balance: number;
    held: number;
    earned: number;
    paidOut: number;
  };
  crr: {
    rank: string;
    rankAt: string | null;
    /** Points, two decimals. */
    pgpTotal: number;
    tgpTotal: number;
    monthPgp: number;
    monthTgp: number;
  };
  withdrawals: OpsMemberWithdrawal[];
  sessions: OpsMemberSession[];
  notes: OpsMemberNote[];
}

export interface OpsDownlinePage {
  members: (OpsMemberLink & { joinedAt: string })[];
  nextCursor: string | null;
}
