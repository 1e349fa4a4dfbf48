/**
 * The programme figures this part reads. They live in the wallet's reward config (one config
 * module, ARCHITECTURE.md section 4); this file only gathers the ones the programmes use.
 */
export {
  BBR_DEFAULT_CAMPAIGN,
  CRR_RANKS,
  HLR_RULES,
  NO_RANK_ICON,
  POOLS_PCT,
} from '../wallet/reward-config';
