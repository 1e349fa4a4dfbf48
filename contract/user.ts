import type { IsoDate } from './common';
import type { Language } from './language';

export type Gender = 'Male' | 'Female' | 'Other';
export type KycStatus = 'pending' | 'approved' | 'rejected' | null;
export type Role = 'customer' | 'driver' | 'admin';
/** CRR ranks in order (DECISIONS 9: sent in this case; the SPA compares case-insensitively). */
export const RANK_NAMES = ['Challenger', 'Warrior', 'Tycoon', 'Champion', 'Boss'] as const;
export type RankName = (typeof RANK_NAMES)[number];
export type CurrentRank = RankName | 'None';

/** A rank as stored or sent, in any case (old data has CHAMPION, BOSS) → its name, else 'None'. */
export function currentRankOf(value: unknown): CurrentRank {
  if (typeof value !== 'string') return 'None';
  const lower = value.trim().toLowerCase();
  return RANK_NAMES.find((r) => r.toLowerCase() === lower) ?? 'None';
}

export interface PointsCounter {
  monthly: number;
  accumulated: number;
}

export interface QualificationPoints {
  pgp: PointsCounter;
  tgp: PointsCounter;
  total: PointsCounter;
}

export interface CrrRankState {
  current: CurrentRank;
  lastUpdated: IsoDate | null;
  rewardAmount: number;
  rewardClaimed: boolean;
}

/**
 * The member as every account call returns it (login, signup, get-current-user, get-user-by-id).
 * `_id` and `id` carry the same value (DECISIONS 4). Points are AED-valued numbers (1 point = 1 AED).
 */
export interface User {
  _id: string;
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  /** "First Last", never containing "undefined". */
  name: string;
  email: string;
  /** E.164, e.g. +971501234567 (DECISIONS 13). */
  phoneNumber: string;
  role: Role;
  sponsorId: string;
  /** What the member typed as sponsor at signup (username or sponsor id), or null. */
  sponsorBy: string | null;
  gender: Gender;
  country: string;
  kycLevel: number;
  kycStatus: KycStatus;
  isVerified: boolean;
  /** Relative path such as `uploads/ab12….webp`, or null (DECISIONS 16). */
  selfieImage: string | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  joinedAt: IsoDate;
  joinedDate: IsoDate;
  crrRank: CrrRankState;
  qualificationPoints: QualificationPoints;
  /** The member's language (DECISIONS 38): the e-mails' language and the member pages' default. */
  language: Language;
  /**
   * The terms version the member accepted, null when never asked (DECISIONS 48); the SPA asks
   * again when it is not the current TERMS_VERSION (contract/member-rights.ts). Our server always
   * sends it; absent means a server that does not ask.
   */
  termsVersion?: string | null;
}

// The sign-up countries (UAE first, DECISIONS 31) are PHONE_COUNTRIES in contract/phone-countries.ts.

// ----- Requests and answers of the account calls (spec section 7, API-CONTRACT section 2) -----

export interface LoginRequest {
  email: string;
  phoneNumber: string;
  username: string;
  password: string;
  /** DECISIONS 15; only changes the cookie lifetime on the client. */
  rememberMe?: boolean;
}
export interface LoginResponse {
  success: true;
  message: string;
  token: string;
  userId: string;
  user: User;
}

export interface SignupRequest {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  /** The mobile in E.164, "+971501234567" (DECISIONS 31; old apps join the code and digits). */
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  sponsorBy: string;
  gender: Gender | '';
  otp: string;
  /**
   * The new member's language (DECISIONS 38); without it, the request's `Accept-Language`
   * decides, and English when that names neither.
   */
  language?: Language;
  /** The terms version the member accepted with the (not pre-ticked) box; old apps send none. */
  termsVersion?: string;
}
export interface SignupResponse {
  success: true;
  message: string;
  token: string;
  userId: string;
  username: string;
  sponsorId: string;
  user: User;
}

export interface SendOtpRequest {
  email: string;
}
export interface MessageResponse {
  success: true;
  message: string;
}
export interface VerifyOtpRequest {
  email: string;
  otp: string;
}
export interface VerifyOtpResponse {
  success: true;
  message: string;
  data: { email: string; isVerified: true };
}

export interface CurrentUserResponse {
  success: true;
  user: User;
  /** A fresh token carrying the same session id (DECISIONS 2). */
  token: string;
}

export interface ForgotPasswordRequest {
  email: string;
}
/** Same shape for known and unknown e-mails; `userId` is an opaque reset handle (DECISIONS 5). */
export interface ForgotPasswordResponse {
  success: true;
  message: string;
  userId: string;
}
export interface ResetPasswordRequest {
  userId: string;
  resetOtp: string;
  password: string;
}

/**
 * `PATCH /user/profile` (DECISIONS 37): only the fields sent change; username, e-mail, phone and
 * sponsor are not editable here and are ignored if sent (DECISIONS 40).
 */
export interface UpdateProfileRequest {
  firstName?: string;
  lastName?: string;
  gender?: Gender;
  language?: Language;
}
/** The answer of `PATCH /user/profile` and `POST /user/profile/photo`: the member as it now is. */
export interface ProfileResponse {
  success: true;
  message: string;
  user: User;
}

export interface ByUsernameResponse {
  success: true;
  user: { firstName: string; lastName: string };
}

export interface ContactRequest {
  name: string;
  email: string;
  message: string;
}
