/**
 * The regional screen shows dollars (DECISIONS 8): pools are kept in AED fils and converted at
 * the fixed peg 1 USD = 3.6725 AED, here only.
 */
export const AED_PER_USD = 3.6725;

/** Fils → dollars rounded to cents, in integer arithmetic: cents = fils × 10000 / 36725. */
export function filsToUsd(fils: number): number {
  return Math.round((fils * 10000) / 36725) / 100;
}

/** Fils → AED with 2 decimals, for answers. */
export function filsToAed(fils: number): number {
  return Math.round(fils) / 100;
}
