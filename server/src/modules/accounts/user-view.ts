/**
 * Member rows → the user objects of the contract. Every object carries `_id` and `id` with the
 * same value (DECISIONS 4); names never contain "undefined"; points are stored in hundredths and
 * sent as AED-valued numbers.
 */
import { DEFAULT_LANGUAGE, isLanguage } from '../../../../contract/language';
import type { TreeMember, TreeOwner } from '../../../../contract/tree';
import {
  currentRankOf,
  type CrrRankState,
  type Gender,
  type KycStatus,
  type QualificationPoints,
  type Role,
  type User,
} from '../../../../contract/user';
import type { MemberViewRow } from './member-queries';

/** What the tree views read: a member row without phone, gender, update time, language, terms. */
export type TreeRow = Omit<
  MemberViewRow,
  'phone' | 'gender' | 'updated_at' | 'language' | 'terms_version'
>;

const points = (hundredths: number | string | null | undefined) => Number(hundredths ?? 0) / 100;

export const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

export function qualificationPoints(row: TreeRow): QualificationPoints {
  const pgp = { monthly: points(row.month_pgp), accumulated: points(row.pgp_total) };
  const tgp = { monthly: points(row.month_tgp), accumulated: points(row.tgp_total) };
  return {
    pgp,
    tgp,
    total: {
      monthly: Math.round((pgp.monthly + tgp.monthly) * 100) / 100,
      accumulated: Math.round((pgp.accumulated + tgp.accumulated) * 100) / 100,
    },
  };
}

/**
 * The rank in the contract's case (the profile badge shows it, DECISIONS 34). The reward amount
 * and claim flag are filled by the rewards engine when it records them.
 */
export function crrRank(row: TreeRow): CrrRankState {
  return {
    current: currentRankOf(row.crr_rank),
    lastUpdated: row.crr_rank_at,
    rewardAmount: 0,
    rewardClaimed: false,
  };
}

export function toUser(row: MemberViewRow): User {
  return {
    _id: row.id,
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    name: fullName(row.first_name, row.last_name),
    email: row.email,
    phoneNumber: row.phone,
    role: row.role as Role,
    sponsorId: row.sponsor_code,
    sponsorBy: row.sponsor_by,
    gender: row.gender as Gender,
    country: row.country,
    kycLevel: row.kyc_level,
    kycStatus: row.kyc_status as KycStatus,
    isVerified: true,
    selfieImage: row.selfie_image,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    joinedAt: row.created_at,
    joinedDate: row.created_at,
    crrRank: crrRank(row),
    qualificationPoints: qualificationPoints(row),
    // The column admits only the two; anything else would be a hand edit, read as English.
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    termsVersion: row.terms_version,
  };
}

/** A closed member's placeholder address is never shown: their upline sees "Former member". */
const shownEmail = (row: TreeRow) => (row.closed_at ? '' : row.email);

export function toTreeOwner(row: TreeRow): TreeOwner {
  return {
    _id: row.id,
    id: row.id,
    username: row.username,
    name: fullName(row.first_name, row.last_name),
    firstName: row.first_name,
    lastName: row.last_name,
    email: shownEmail(row),
    sponsorId: row.sponsor_code,
    sponsorBy: row.sponsor_by,
    kycStatus: row.kyc_status as KycStatus,
    country: row.country,
    selfieImage: row.selfie_image,
    qualificationPoints: qualificationPoints(row),
    crrRank: crrRank(row),
  };
}

export function toTreeMember(row: TreeRow, level: number): TreeMember {
  return {
    _id: row.id,
    id: row.id,
    username: row.username,
    name: fullName(row.first_name, row.last_name),
    email: shownEmail(row),
    sponsorId: row.sponsor_code,
    level,
    kycLevel: row.kyc_level,
    kycStatus: row.kyc_status as KycStatus,
    role: row.role as Role,
    country: row.country,
    joinedDate: row.created_at,
    selfieImage: row.selfie_image,
    qualificationPoints: qualificationPoints(row),
    crrRank: crrRank(row),
  };
}
