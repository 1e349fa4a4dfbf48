/**
 * Money conversions shared by the server and the SPA, so every screen shows the same figure for
 * the same amount. Amounts are stored in AED fils; the regional programme shows dollars at the
 * fixed peg 1 USD = 3.6725 AED beside the AED amount the wallet credits (DECISIONS 8, 35).
 */

export const AED_PER_USD = 3.6725;
/** 367.25 fils to the dollar, times 100 so the arithmetic stays in integers. */
const FILS_PER_USD_X100 = 36_725;

/** Fils → AED with 2 decimals. */
export function filsToAed(fils: number): number {
  return Math.round(fils) / 100;
}

/** Fils → dollars rounded to cents, in integer arithmetic: cents = fils × 10000 / 36725. */
export function filsToUsd(fils: number): number {
  return Math.round((fils * 10_000) / FILS_PER_USD_X100) / 100;
}

/** AED (2 decimals) → dollars, through the same rounding as `filsToUsd`. */
export function aedToUsd(aed: number): number {
  return filsToUsd(Math.round(aed * 100));
}

/** Dollars → AED rounded to fils: for an old answer that carries dollars only. */
export function usdToAed(usd: number): number {
  return Math.round(usd * AED_PER_USD * 100) / 100;
}
