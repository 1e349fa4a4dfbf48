import { campaignCommand } from './bbr-commands';
import { hlrCommand, markDeceasedCommand, setBirthDateCommand } from './hlr-commands';
import { countryRequestsCommand } from './regional-commands';
import type { AdminCommand } from './types';

/** Operator commands of the booster campaigns, the loyalty reward and the regional programme. */
export const programmeCommands: AdminCommand[] = [
  campaignCommand,
  countryRequestsCommand,
  setBirthDateCommand,
  markDeceasedCommand,
  hlrCommand,
];
