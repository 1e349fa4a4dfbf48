/**
 * What the console's campaigns desk reads: every campaign with its participants and qualified
 * members, and one campaign's live leaderboard (the member leaderboard's rows and order).
 */
import type { OpsCampaign, OpsLeaderboard } from '../../../../contract/ops-campaigns';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { filsToAed } from '../regional/money';
import { listCampaigns, perksOf, type Campaign } from './campaigns';
import { campaignBoard } from './service';

export function opsCampaignView(
  c: Campaign,
  counts: { participants: number; qualified: number },
): OpsCampaign {
  return {
    id: c.id,
    name: c.name,
    requirement: c.requirement,
    durationDays: c.duration_days,
    type: c.type,
    newbieOnly: c.newbie_only === 1,
    reward: filsToAed(c.reward_fils),
    perks: perksOf(c),
    startsAt: c.starts_at,
    endsAt: c.ends_at,
    status: c.status,
    createdAt: c.created_at,
    closedAt: c.closed_at,
    ...counts,
  };
}

/** Participants and qualified members of the given campaigns, by campaign id. */
async function countsOf(
  db: Db,
  campaigns: Campaign[],
): Promise<Map<string, { participants: number; qualified: number }>> {
  const out = new Map<string, { participants: number; qualified: number }>();
  if (campaigns.length === 0) return out;
  const rows = await db
    .selectFrom('bbr_progress as p')
    .innerJoin('bbr_campaigns as c', 'c.id', 'p.campaign_id')
    .select((eb) => [
      'p.campaign_id',
      eb.fn.countAll<number | string>().as('participants'),
      eb.fn
        .sum<number | string | null>(
          eb.case().when('p.total_rides', '>=', eb.ref('c.requirement')).then(1).else(0).end(),
        )
        .as('qualified'),
    ])
    .where(
      'p.campaign_id',
      'in',
      campaigns.map((c) => c.id),
    )
    .where('p.total_rides', '>', 0)
    .groupBy('p.campaign_id')
    .execute();
  for (const r of rows)
    out.set(r.campaign_id, {
      participants: Number(r.participants),
      qualified: Number(r.qualified ?? 0),
    });
  return out;
}

const NONE = { participants: 0, qualified: 0 };

/** Every campaign, the newest start first. */
export async function opsCampaigns(db: Db): Promise<OpsCampaign[]> {
  const campaigns = await listCampaigns(db);
  const counts = await countsOf(db, campaigns);
  return campaigns.map((c) => opsCampaignView(c, counts.get(c.id) ?? NONE));
}

export async function opsCampaign(db: Db, c: Campaign): Promise<OpsCampaign> {
  return opsCampaignView(c, (await countsOf(db, [c])).get(c.id) ?? NONE);
}

export async function opsLeaderboard(
  db: Db,
  id: string,
  page: number,
  limit: number,
): Promise<OpsLeaderboard> {
  const c = await db
    .selectFrom('bbr_campaigns')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!c) throw notFound('No such campaign', 'CAMPAIGN_NOT_FOUND');
  const [campaign, board] = await Promise.all([
    opsCampaign(db, c),
    campaignBoard(db, c, page, limit),
  ]);
  return {
    campaign,
    rows: board.rows,
    pagination: { page, limit, total: board.total, hasMore: page * limit < board.total },
  };
}
