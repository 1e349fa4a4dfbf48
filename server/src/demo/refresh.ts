/**
 * Keeps an existing demo database fresh at start (DECISIONS 24): when the demo's booster
 * campaign has ended it is closed (paying its qualified members) and a new one is opened with
 * fresh demo rides; HLR rewards that fell due (a birthday) are paid. Only for a database that
 * holds the demo member, so a developer's own data is left alone.
 */
import type { AppContext } from '../context';
import { closeEndedCampaign, getActiveCampaign } from '../modules/bbr/campaigns';
import { demoPeople, openDemoCampaign } from './campaigns';
import { payDueHlr } from '../modules/hlr/payout';
import { ambassadorTeamIds } from './ambassadors';

export async function refreshDemo(ctx: AppContext): Promise<void> {
  const demo = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('username_lower', '=', 'demo')
    .executeTakeFirst();
  if (!demo) return;
  const now = new Date();
  await closeEndedCampaign(ctx.db, now);
  if (!(await getActiveCampaign(ctx.db))) {
    const people = await demoPeople(ctx, await ambassadorTeamIds(ctx));
    if (people) await openDemoCampaign(ctx, people, now);
  }
  await payDueHlr(ctx.db, undefined, now);
}
