/**
 * Plain constants of the member-rights contract (issue 28), without zod, so the first-load
 * bundle (the layout's consent check, the terms pages, the tree) can read them.
 */

/**
 * The version of /terms and /privacy in force. A member whose accepted version differs (or who
 * signed up from an old app that sends none) is asked to accept at their next visit.
 */
export const TERMS_VERSION = '2026-11-26';

/** Closing is refused while this much or more is available (AED): withdraw it first. */
export const CLOSE_MIN_BALANCE_AED = 50;

/** The name a closed member's ledger, rides and tree place keep (Arabic in the SPA). */
export const FORMER_MEMBER_NAME = 'Former member';
