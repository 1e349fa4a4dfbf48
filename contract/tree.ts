import type { IsoDate } from './common';
import type { CrrRankState, KycStatus, QualificationPoints, Role } from './user';

/** One member row of a tree level page (API-CONTRACT 5.2 plus kycStatus and country). */
export interface TreeMember {
  _id: string;
  id: string;
  username: string;
  name: string;
  email: string;
  sponsorId: string;
  /** Depth below the tree's owner: 1 = direct referral. */
  level: number;
  kycLevel: number;
  kycStatus: KycStatus;
  role: Role;
  country: string;
  joinedDate: IsoDate;
  selfieImage: string | null;
  qualificationPoints: QualificationPoints;
  crrRank: CrrRankState;
}

/** The member whose tree is shown. */
export interface TreeOwner {
  _id: string;
  id: string;
  username: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  sponsorId: string;
  sponsorBy: string | null;
  kycStatus: KycStatus;
  country: string;
  selfieImage: string | null;
  qualificationPoints: QualificationPoints;
  crrRank: CrrRankState;
}

/** `totalReferrals` plus `level1`, `level2`, … for every depth that has members. */
export type TreeCounts = { totalReferrals: number } & Record<`level${number}`, number>;

export interface ReferralTreeQuery {
  userId?: string;
  /** Depth to list; absent: the first page of every level that has members (DECISIONS 11). */
  level?: number;
  page?: number;
  /** Default 50, at most 200. */
  limit?: number;
}

export interface ReferralTree {
  user: TreeOwner;
  counts: TreeCounts;
  /** The requested level's page, keyed `level<n>`; without `level`, every level with members. */
  members: Record<`level${number}`, TreeMember[]>;
  /** Paging of the requested level (level 1 without `level`); Member ID = offset + index + 1 (DECISIONS 11). */
  page: { level: number; page: number; limit: number; total: number; hasMore: boolean };
}

export interface ReferralTreeResponse {
  success: true;
  message: string;
  /** The viewed member again (same as `referralTree.user`), where the existing app reads it. */
  user: TreeOwner;
  referralTree: ReferralTree;
  referralLink: string;
}

export interface ReferralLinkResponse {
  success: true;
  message: string;
  referralLink: string;
}

export interface UserByIdResponse {
  success: true;
  user: TreeOwner;
}
