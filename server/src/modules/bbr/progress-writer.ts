/** Writes counted rides into bbr_progress (the hook adds, the rebuild replaces). */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { countedTotal, type Increment } from './counting';
import type { CampaignType } from './tables';

export async function addIncrements(
  trx: Transaction<Database>,
  campaign: { id: string; type: CampaignType },
  increments: Map<string, Increment>,
  at: string,
): Promise<void> {
  for (const [memberId, inc] of increments) {
    const total = countedTotal(campaign.type, inc.solo, inc.team);
    await trx
      .insertInto('bbr_progress')
      .values({
        campaign_id: campaign.id,
        member_id: memberId,
        solo_rides: inc.solo,
        team_rides: inc.team,
        total_rides: total,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc.columns(['campaign_id', 'member_id']).doUpdateSet((eb) => ({
          solo_rides: eb('bbr_progress.solo_rides', '+', inc.solo),
          team_rides: eb('bbr_progress.team_rides', '+', inc.team),
          total_rides: eb('bbr_progress.total_rides', '+', total),
          updated_at: at,
        })),
      )
      .execute();
  }
}
