/**
 * Counts a campaign's rides from the rides table with the same rule as the ride hook: used when
 * a campaign is created with a start in the past (the rides already recorded in its window
 * count) and by `recompute`, which compares the result with the stored counters.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { countedTotal, countRide } from './counting';
import type { BbrCampaignsTable } from './tables';

type CampaignRow = Pick<BbrCampaignsTable, 'id' | 'type' | 'newbie_only' | 'starts_at' | 'ends_at'>;

export interface ComputedProgress {
  solo: number;
  team: number;
  total: number;
  updatedAt: string;
}

const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export async function computeCampaignProgress(
  db: Db | Transaction<Database>,
  campaign: CampaignRow,
): Promise<Map<string, ComputedProgress>> {
  const rides = await db
    .selectFrom('rides')
    .select(['rider_id', 'driver_id', 'completed_at'])
    .where('completed_at', '>=', campaign.starts_at)
    .where('completed_at', '<', campaign.ends_at)
    .orderBy('completed_at')
    .orderBy('id')
    .execute();
  const people = [...new Set(rides.flatMap((r) => [r.rider_id, r.driver_id]))];
  const joined = new Map<string, string>();
  const uplines = new Map<string, string[]>();
  for (const ids of chunks(people)) {
    const members = await db
      .selectFrom('members')
      .select(['id', 'created_at'])
      .where('id', 'in', ids)
      .execute();
    for (const m of members) joined.set(m.id, m.created_at);
    const paths = await db
      .selectFrom('referral_paths')
      .select(['descendant_id', 'ancestor_id'])
      .where('descendant_id', 'in', ids)
      .where('depth', '<=', 4)
      .execute();
    for (const p of paths) {
      const list = uplines.get(p.descendant_id) ?? [];
      list.push(p.ancestor_id);
      uplines.set(p.descendant_id, list);
    }
  }

  const rule = {
    type: campaign.type,
    newbieOnly: campaign.newbie_only === 1,
    startsAt: campaign.starts_at,
  };
  const out = new Map<string, ComputedProgress>();
  for (const r of rides) {
    const at = new Date(r.completed_at).toISOString();
    const increments = countRide(rule, {
      riderId: r.rider_id,
      driverId: r.driver_id,
      riderJoinedAt: joined.get(r.rider_id) ?? at,
      driverJoinedAt: joined.get(r.driver_id) ?? at,
      riderUplineIds: uplines.get(r.rider_id) ?? [],
      driverUplineIds: uplines.get(r.driver_id) ?? [],
    });
    for (const [memberId, inc] of increments) {
      const p = out.get(memberId) ?? { solo: 0, team: 0, total: 0, updatedAt: at };
      p.solo += inc.solo;
      p.team += inc.team;
      p.total = countedTotal(campaign.type, p.solo, p.team);
      p.updatedAt = at;
      out.set(memberId, p);
    }
  }
  return out;
}

/** Replaces the campaign's counters with the counted ones. */
export async function rebuildCampaignProgress(
  trx: Transaction<Database>,
  campaign: CampaignRow,
): Promise<void> {
  const computed = await computeCampaignProgress(trx, campaign);
  await trx.deleteFrom('bbr_progress').where('campaign_id', '=', campaign.id).execute();
  const rows = [...computed].map(([memberId, p]) => ({
    campaign_id: campaign.id,
    member_id: memberId,
    solo_rides: p.solo,
    team_rides: p.team,
    total_rides: p.total,
    updated_at: p.updatedAt,
  }));
  for (const part of chunks(rows)) {
    // 6 columns a row keeps each insert under SQLite's parameter limit.
    await trx.insertInto('bbr_progress').values(part).execute();
  }
}
