/**
 * Demo rides (ARCHITECTURE.md section 2): about a month of rides relative to today, recorded
 * through the real engine (recordRides), planned so that `demo` earns DDR on all four levels,
 * holds CRR Challenger (PGP ≥ 2,500, TGP ≥ 50,000, three legs of ≥ 10,000) with Warrior in
 * progress, and has a payout. A fixed-seed generator keeps the demo the same on every machine.
 */
import type { AppContext } from '../context';
import { recordPayout } from '../modules/wallet/payout';
import { recordRides } from '../modules/wallet/rides-service';
import type { RideInput } from '../modules/wallet/ride-input';
import { planDemoRides, type SeedMember } from './ride-plan';

const BATCH = 250;

export async function seedRides(ctx: AppContext, now: Date = new Date()): Promise<void> {
  const db = ctx.db;
  const members: SeedMember[] = await db
    .selectFrom('members')
    .select(['id', 'username_lower as username', 'role', 'created_at as joinedAt'])
    .execute();
  const demo = members.find((m) => m.username === 'demo');
  if (!demo) return;
  const paths = await db
    .selectFrom('referral_paths')
    .select(['ancestor_id', 'descendant_id', 'depth'])
    .execute();
  const rides = planDemoRides({ members, demoId: demo.id, paths, now });
  for (let i = 0; i < rides.length; i += BATCH) {
    const batch: RideInput[] = rides.slice(i, i + BATCH);
    await recordRides(db, batch);
  }
  const totals = await db
    .selectFrom('member_totals')
    .select(['ddr_fils', 'crr_fils', 'payout_fils'])
    .where('member_id', '=', demo.id)
    .executeTakeFirst();
  const earned = (totals?.ddr_fils ?? 0) + (totals?.crr_fils ?? 0);
  if (earned >= 1_000_00) {
    await recordPayout(db, { memberId: demo.id, amountFils: 750_00, reference: 'DEMO-PAYOUT-1' });
  }
}
