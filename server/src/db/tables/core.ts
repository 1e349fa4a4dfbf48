/**
 * Core tables shared by every module: members, the referral closure table, per-depth counts,
 * sessions and monthly points. Amounts and points are integers in hundredths (fils / centi-points).
 */
import type { Generated } from 'kysely';

export interface MembersTable {
  /** 24 hex characters, the shape the company's old apps expect of an id. */
  id: string;
  username: string;
  username_lower: string;
  first_name: string;
  last_name: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** E.164 (DECISIONS 13). */
  phone: string;
  /** The digits after the country code, for login by national number. */
  phone_national: string;
  country: string;
  gender: string;
  password_hash: string;
  /** Public sponsor code, `<8 hex>-<6 digits>`. */
  sponsor_code: string;
  sponsor_member_id: string | null;
  /** What was typed as sponsor at signup. */
  sponsor_by: string | null;
  role: string;
  kyc_level: number;
  kyc_status: string | null;
  selfie_image: string | null;
  date_of_birth: string | null;
  deceased_at: string | null;
  heir_name: string | null;
  /** CRR rank, written by the rewards engine. */
  crr_rank: string;
  crr_rank_at: string | null;
  /** Accumulated points in hundredths; never reset. */
  pgp_total: number;
  tgp_total: number;
  created_at: string;
  updated_at: string;
  /** 'en' or 'ar' (DECISIONS 38): the e-mails' language; 'en' unless the member chose Arabic. */
  language: Generated<string>;
  /** The terms and privacy version the member accepted (DECISIONS 48); null: never asked. */
  terms_version: Generated<string | null>;
  terms_accepted_at: Generated<string | null>;
  /** Set when the member closed the account; the row stays as "Former member". */
  closed_at: Generated<string | null>;
  /** 1 once the member picked a language with the switch (migration 022, DECISIONS 50). */
  language_chosen: Generated<number>;
}

/** Closure table: one row per (ancestor, descendant) pair, depth 1 = direct referral. */
export interface ReferralPathsTable {
  ancestor_id: string;
  descendant_id: string;
  depth: number;
  /** Copy of the descendant's created_at, so a level page is read in join order from the index. */
  joined_at: string;
}

/** Members per depth under each member, updated at signup (DECISIONS 11). */
export interface LevelCountsTable {
  member_id: string;
  depth: number;
  count: number;
}

export interface SessionsTable {
  id: string;
  member_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** The browser or app that signed in, trimmed (the profile's devices list). */
  user_agent: Generated<string | null>;
}

/** Monthly points in hundredths; a new month is a new row, which is the reset on the 1st. */
export interface MonthlyPointsTable {
  member_id: string;
  /** YYYY-MM (UTC) */
  month: string;
  pgp: number;
  tgp: number;
}

export interface CoreTables {
  members: MembersTable;
  referral_paths: ReferralPathsTable;
  level_counts: LevelCountsTable;
  sessions: SessionsTable;
  monthly_points: MonthlyPointsTable;
}

export type { Generated };
