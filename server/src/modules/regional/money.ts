/**
 * The regional screen shows dollars (DECISIONS 8) beside the AED the wallet credits (DECISIONS
 * 35): pools are kept in AED fils and converted by the contract's one rule, shared with the SPA.
 */
export { AED_PER_USD, filsToAed, filsToUsd } from '../../../../contract/money';
