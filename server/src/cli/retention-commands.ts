/**
 * retention purge   deletes the sealed records of closed accounts whose 5 years are over
 * (DECISIONS 48); prints how many.
 */
import { cliActor } from '../modules/audit/service';
import { purgeExpiredKyc } from '../modules/kyc/purge';
import { purgeExpiredRetention } from '../modules/member-rights/retention';
import { UsageError, type AdminCommand } from './types';

const retention: AdminCommand = {
  name: 'retention',
  usage: 'retention purge   (deletes closed accounts’ sealed records past their 5 years)',
  async run(ctx, args, out) {
    if (args[0] !== 'purge' || args.length > 1) throw new UsageError('Usage: retention purge');
    const count = await purgeExpiredRetention(ctx.db, cliActor());
    const kyc = await purgeExpiredKyc(ctx.db);
    out(
      `Deleted ${String(count)} sealed payout record(s), ${String(kyc.submissions)} KYC submission(s) and ${String(kyc.images)} KYC image(s) past their retention date`,
    );
  },
};

export const retentionCommands: AdminCommand[] = [retention];
