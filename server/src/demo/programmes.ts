/**
 * Demo data of the booster campaigns, the loyalty reward and the regional programme (runs after
 * members and rides). Everything goes through the real engine: ambassadors earn their ranks by
 * recorded rides, campaigns count recorded rides and pay through the real close, and the HLR
 * reward is paid by the real payout. See docs/rewards-programmes.md, "Demo data".
 */
import type { AppContext } from '../context';
import { demoPeople, seedCampaigns } from './campaigns';
import { payDueHlr } from '../modules/hlr/payout';
import { seedAmbassadors } from './ambassadors';

export async function seedProgrammes(ctx: AppContext): Promise<void> {
  const now = new Date();
  const demo = await ctx.db
    .selectFrom('members')
    .select(['id', 'password_hash', 'date_of_birth'])
    .where('username_lower', '=', 'demo')
    .executeTakeFirst();
  if (!demo) return;
  const ambassadors = await seedAmbassadors(ctx, demo.password_hash, now);
  const people = await demoPeople(ctx, ambassadors);
  if (people) await seedCampaigns(ctx, people, now);
  if (!demo.date_of_birth) {
    await ctx.db
      .updateTable('members')
      .set({ date_of_birth: '1979-03-14' })
      .where('id', '=', demo.id)
      .execute();
  }
  // The UK ambassador is past 55 and qualified: the real payout marks the reward claimed.
  await payDueHlr(ctx.db, undefined, now);
}
