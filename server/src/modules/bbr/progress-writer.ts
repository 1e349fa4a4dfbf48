/** Writes counted rides into bbr_progress (the hook adds, the rebuild replaces). */
import type { Transaction } from 'kysely';
import { preparedRowsQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { countedTotal, type Increment } from './counting';
import type { BbrProgressTable, CampaignType } from './tables';

// Runs for every ride of a campaign: compiled once per number of rows (db/prepared.ts).
const upsertProgress = preparedRowsQuery((db, rows: BbrProgressTable[]) =>
  db
    .insertInto('bbr_progress')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['campaign_id', 'member_id']).doUpdateSet((eb) => ({
        solo_rides: eb('bbr_progress.solo_rides', '+', eb.ref('excluded.solo_rides')),
        team_rides: eb('bbr_progress.team_rides', '+', eb.ref('excluded.team_rides')),
        total_rides: eb('bbr_progress.total_rides', '+', eb.ref('excluded.total_rides')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    ),
);

export async function addIncrements(
  trx: Transaction<Database>,
  campaign: { id: string; type: CampaignType },
  increments: Map<string, Increment>,
  at: string,
): Promise<void> {
  if (increments.size === 0) return;
  // One statement for the whole ride, rows in id order so concurrent rides lock alike (PostgreSQL).
  const rows = [...increments]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([memberId, inc]) => ({
      campaign_id: campaign.id,
      member_id: memberId,
      solo_rides: inc.solo,
      team_rides: inc.team,
      total_rides: countedTotal(campaign.type, inc.solo, inc.team),
      updated_at: at,
    }));
  await upsertProgress(trx, rows);
}
