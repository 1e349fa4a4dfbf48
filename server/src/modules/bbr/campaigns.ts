/**
 * Campaign life cycle: create (one at a time), count (ride hook), close (pay each qualified
 * member once through the ledger and record the win).
 */
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { credit } from '../wallet/ledger';
import { rebuildCampaignProgress } from './rebuild';
import type { BbrCampaignsTable, CampaignType } from './tables';

export type Campaign = Selectable<BbrCampaignsTable>;

export interface NewCampaign {
  name: string;
  requirement: number;
  durationDays: number;
  type: CampaignType;
  newbieOnly: boolean;
  rewardFils: number;
  perks: string[];
  /** Defaults to now. A start in the past counts the rides already recorded in the window. */
  startsAt?: Date;
}

const DAY_MS = 24 * 3600 * 1000;

export function perksOf(c: Campaign): string[] {
  try {
    const parsed: unknown = JSON.parse(c.perks);
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export function getActiveCampaign(db: Db | Transaction<Database>): Promise<Campaign | undefined> {
  return db
    .selectFrom('bbr_campaigns')
    .selectAll()
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export async function createCampaign(
  db: Db,
  input: NewCampaign,
  now = new Date(),
): Promise<Campaign> {
  const startsAt = input.startsAt ?? now;
  const row: Campaign = {
    id: newId(),
    name: input.name,
    requirement: input.requirement,
    duration_days: input.durationDays,
    type: input.type,
    newbie_only: input.newbieOnly ? 1 : 0,
    reward_fils: input.rewardFils,
    perks: JSON.stringify(input.perks),
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + input.durationDays * DAY_MS).toISOString(),
    status: 'active',
    created_at: now.toISOString(),
    closed_at: null,
  };
  return db.transaction().execute(async (trx) => {
    const running = await getActiveCampaign(trx);
    if (running) {
      throw conflict(`Campaign "${running.name}" is still running; close it first.`);
    }
    await trx.insertInto('bbr_campaigns').values(row).execute();
    await rebuildCampaignProgress(trx, row);
    return row;
  });
}

export interface CloseResult {
  campaign: Campaign;
  alreadyClosed: boolean;
  /** Members credited by this call. */
  paid: number;
  qualified: number;
}

/** Closes the given campaign (or the running one). Safe to repeat: it pays once. */
export async function closeCampaign(
  db: Db,
  campaignId?: string,
  now = new Date(),
): Promise<CloseResult> {
  return db.transaction().execute(async (trx) => {
    const campaign = campaignId
      ? await trx
          .selectFrom('bbr_campaigns')
          .selectAll()
          .where('id', '=', campaignId)
          .executeTakeFirst()
      : await getActiveCampaign(trx);
    if (!campaign)
      throw notFound(
        campaignId ? 'No such campaign' : 'No campaign is running',
        'CAMPAIGN_NOT_FOUND',
      );
    if (campaign.status === 'closed') {
      return { campaign, alreadyClosed: true, paid: 0, qualified: 0 };
    }
    const winners = await trx
      .selectFrom('bbr_progress')
      .select(['member_id', 'total_rides'])
      .where('campaign_id', '=', campaign.id)
      .where('total_rides', '>=', campaign.requirement)
      .orderBy('member_id')
      .execute();
    const wonAt = new Date(Math.min(now.getTime(), new Date(campaign.ends_at).getTime()));
    let paid = 0;
    for (const w of winners) {
      const written = await credit(trx, {
        memberId: w.member_id,
        programme: 'bbr',
        amountFils: campaign.reward_fils,
        sourceKey: `bbr:${campaign.id}:${w.member_id}`,
        description: `BBR reward: ${campaign.name}`,
        createdAt: wonAt.toISOString(),
      });
      if (written) paid += 1;
      await trx
        .insertInto('bbr_wins')
        .values({
          campaign_id: campaign.id,
          member_id: w.member_id,
          campaign_name: campaign.name,
          reward_fils: campaign.reward_fils,
          rides: w.total_rides,
          won_at: wonAt.toISOString(),
        })
        .onConflict((oc) => oc.columns(['campaign_id', 'member_id']).doNothing())
        .execute();
    }
    const closedAt = now.toISOString();
    await trx
      .updateTable('bbr_campaigns')
      .set({ status: 'closed', closed_at: closedAt })
      .where('id', '=', campaign.id)
      .execute();
    return {
      campaign: { ...campaign, status: 'closed', closed_at: closedAt },
      alreadyClosed: false,
      paid,
      qualified: winners.length,
    };
  });
}

/** Closes the running campaign when its end has passed (start-up and the periodic job). */
export async function closeEndedCampaign(db: Db, now = new Date()): Promise<CloseResult | null> {
  const running = await getActiveCampaign(db);
  if (!running || new Date(running.ends_at).getTime() > now.getTime()) return null;
  return closeCampaign(db, running.id, now);
}

export function listCampaigns(db: Db): Promise<Campaign[]> {
  return db.selectFrom('bbr_campaigns').selectAll().orderBy('starts_at', 'desc').execute();
}
