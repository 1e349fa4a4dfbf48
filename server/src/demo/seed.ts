import type { AppContext } from '../context';
import { seedMembers } from './members';
import { seedProgrammes } from './programmes';
import { seedRides } from './rides';
import { seedDemoWithdrawals } from './withdrawals';

/** True when the database holds no member yet. */
export async function isEmpty(ctx: AppContext): Promise<boolean> {
  const row = await ctx.db.selectFrom('members').select('id').limit(1).executeTakeFirst();
  return !row;
}

/**
 * Demo data (ARCHITECTURE.md section 2): members in a referral tree, then a month of rides
 * through the real engine, then campaigns, HLR and regional data. Never runs in production.
 */
export async function seedDemo(ctx: AppContext): Promise<void> {
  if (ctx.config.isProduction) throw new Error('Refusing to seed demo data in production');
  await seedMembers(ctx);
  await seedRides(ctx);
  await seedProgrammes(ctx);
  await seedDemoWithdrawals(ctx);
}
