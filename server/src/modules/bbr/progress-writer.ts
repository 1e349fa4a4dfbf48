/** Writes counted rides into bbr_progress (the hook adds, the rebuild replaces). */
import type { Transaction } from 'kysely';
import { preparedRowsQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { countedTotal, type Increment } from './counting';
import type { CampaignType } from './tables';

type ProgressRow = [
  campaignId: string,
  memberId: string,
  solo: number,
  team: number,
  total: number,
  updatedAt: string,
];

// Runs for every ride of a campaign: compiled once per number of rows (db/prepared.ts).
const upsertProgress = preparedRowsQuery((db, rows: ProgressRow[]) =>
  db
    .insertInto('bbr_progress')
    .values(
      rows.map((r) => ({
        campaign_id: r[0],
        member_id: r[1],
        solo_rides: r[2],
        team_rides: r[3],
        total_rides: r[4],
        updated_at: r[5],
      })),
    )
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
    .map(([memberId, inc]): ProgressRow => [
      campaign.id,
      memberId,
      inc.solo,
      inc.team,
      countedTotal(campaign.type, inc.solo, inc.team),
      at,
    ]);
  await upsertProgress(trx, rows);
}
