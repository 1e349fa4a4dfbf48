/**
 * `npm run admin -- recompute`, programme part: rebuilds the running campaign's counters from
 * the rides, and checks the programmes' records against the ledger (the ledger stays the
 * truth, DECISIONS 19). Each difference is reported through `out`; counters are rewritten.
 */
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { getActiveCampaign } from './campaigns';
import { computeCampaignProgress, rebuildCampaignProgress } from './rebuild';

async function checkCampaign(ctx: AppContext, out: (line: string) => void): Promise<number> {
  const c = await getActiveCampaign(ctx.db);
  if (!c) return 0;
  const [expected, stored] = await Promise.all([
    computeCampaignProgress(ctx.db, c),
    ctx.db
      .selectFrom('bbr_progress')
      .select(['member_id', 'solo_rides', 'team_rides', 'total_rides'])
      .where('campaign_id', '=', c.id)
      .execute(),
  ]);
  let differences = 0;
  const seen = new Set<string>();
  for (const s of stored) {
    seen.add(s.member_id);
    const e = expected.get(s.member_id) ?? { solo: 0, team: 0, total: 0 };
    if (e.solo !== s.solo_rides || e.team !== s.team_rides || e.total !== s.total_rides) {
      differences += 1;
      out(
        `BBR ${c.name}: member ${s.member_id} had ${s.total_rides} rides (${s.solo_rides} solo, ${s.team_rides} team), rides give ${e.total} (${e.solo} solo, ${e.team} team)`,
      );
    }
  }
  for (const [memberId, e] of expected) {
    if (!seen.has(memberId)) {
      differences += 1;
      out(`BBR ${c.name}: member ${memberId} had no counted rides, rides give ${e.total}`);
    }
  }
  if (differences) await ctx.db.transaction().execute((trx) => rebuildCampaignProgress(trx, c));
  return differences;
}

async function checkAwardsInLedger(ctx: AppContext, out: (line: string) => void): Promise<number> {
  const db = ctx.db;
  const missingWins = await db
    .selectFrom('bbr_wins as w')
    .leftJoin('ledger as l', (j) =>
      j.on('l.source_key', '=', sql<string>`'bbr:' || w.campaign_id || ':' || w.member_id`),
    )
    .select(['w.campaign_name', 'w.member_id', 'w.reward_fils', 'l.amount_fils'])
    .where((eb) =>
      eb.or([eb('l.source_key', 'is', null), eb('l.amount_fils', '!=', eb.ref('w.reward_fils'))]),
    )
    .execute();
  for (const w of missingWins) {
    out(
      `BBR win ${w.campaign_name} of member ${w.member_id}: the ledger holds ${w.amount_fils ?? 'no'} fils for ${w.reward_fils}`,
    );
  }
  const missingAwards = await db
    .selectFrom('hlr_awards as a')
    .leftJoin('ledger as l', (j) => j.on('l.source_key', '=', sql<string>`'hlr:' || a.member_id`))
    .select(['a.member_id', 'a.amount_fils', 'l.amount_fils as ledger_fils'])
    .where((eb) =>
      eb.or([eb('l.source_key', 'is', null), eb('l.amount_fils', '!=', eb.ref('a.amount_fils'))]),
    )
    .execute();
  for (const a of missingAwards) {
    out(
      `HLR award of member ${a.member_id}: the ledger holds ${a.ledger_fils ?? 'no'} fils for ${a.amount_fils}`,
    );
  }
  // Shares of one ride never exceed its regional pool.
  const overPaid = await db
    .selectFrom('ledger as l')
    .innerJoin('rides as r', 'r.id', 'l.ride_id')
    .select([
      'r.id',
      'r.regional_pool_fils',
      (eb) => eb.fn.sum<number>('l.amount_fils').as('shared'),
    ])
    .where('l.programme', '=', 'regional')
    .groupBy(['r.id', 'r.regional_pool_fils'])
    .having((eb) => eb(eb.fn.sum('l.amount_fils'), '>', eb.ref('r.regional_pool_fils')))
    .execute();
  for (const r of overPaid) {
    out(`Regional pool of ride ${r.id}: ${r.shared} fils shared out of ${r.regional_pool_fils}`);
  }
  return missingWins.length + missingAwards.length + overPaid.length;
}

export async function recomputeProgrammes(
  ctx: AppContext,
  out: (line: string) => void,
): Promise<{ differences: number; repaired: number; reported: number }> {
  // Campaign counters are rebuilt from the rides; awards missing from the ledger are reported.
  const repaired = await checkCampaign(ctx, out);
  const reported = await checkAwardsInLedger(ctx, out);
  return { differences: repaired + reported, repaired, reported };
}
