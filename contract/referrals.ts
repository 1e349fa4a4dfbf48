/**
 * Sharing the referral link (issue 31, DECISIONS 50): the links in each language, the sharing
 * card's address and what a member's link brought.
 */
import type { Language } from './language';

/** `/signup?ref=<username>` in English, `/ar/signup?ref=<username>` in Arabic. */
export const referralPath = (username: string, language: Language): string =>
  `${language === 'ar' ? '/ar' : ''}/signup?ref=${encodeURIComponent(username)}`;

export const REFERRAL_API = {
  stats: '/user/referral-stats',
  /** The sharing card of a sponsor's link (beside the SPA, not under /api); `v` changes with the name drawn on it. */
  card: (username: string, language: Language, version: string) =>
    `/share/card/${language}/${encodeURIComponent(username)}.png?v=${version}`,
  cardRoute: '/share/card/:language/:file',
} as const;

export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Figures of one group of sign-ups: how many, how many KYC-approved, how many took a ride. */
export interface SignupFigures {
  signups: number;
  kycApproved: number;
  riders: number;
}

export interface RecentSignup {
  /** First name and last initial, as on the sharing card. */
  name: string;
  joinedAt: string;
}

export interface ReferralStats {
  /** YYYY-MM, the Dubai month counted. */
  month: string;
  /** Visits to the member's link this month (people, not link-preview bots or prefetches). */
  visits: number;
  thisMonth: SignupFigures;
  allTime: SignupFigures;
  /** The last five sign-ups, newest first. */
  recent: RecentSignup[];
}

export interface ReferralStatsResponse {
  success: true;
  stats: ReferralStats;
}
