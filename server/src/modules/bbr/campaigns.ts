/**
 * Campaign life cycle: create (one at a time, the rules of docs/rewards-programmes.md checked
 * here for the CLI and the console alike), count (ride hook), close (pay each qualified member
 * once through the ledger and record the win). An operator's create or close writes its audit
 * row in the same transaction.
 */
import type { Selectable, Transaction } from 'kysely';
import { CAMPAIGN_LIMITS, CAMPAIGN_TYPES } from '../../../../contract/ops-campaigns';
import { isDisplayText } from '../../../../contract/display-text';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/service';
import { credit } from '../wallet/ledger';
import { BBR_DEFAULT_CAMPAIGN } from './figures';
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

/** Who acted, for the audit row (the CLI as `cli:<user>`, an operator with the role). */
export interface CampaignActor {
  actor: AuditActor;
  ip?: string | null;
}

const DAY_MS = 24 * 3600 * 1000;

/** A campaign from the fields given, the default campaign's where one is absent. */
export function withDefaults(draft: Partial<NewCampaign>): NewCampaign {
  const d = BBR_DEFAULT_CAMPAIGN;
  return {
    name: draft.name ?? d.name,
    requirement: draft.requirement ?? d.requirement,
    durationDays: draft.durationDays ?? d.durationDays,
    type: draft.type ?? d.type,
    newbieOnly: draft.newbieOnly ?? d.newbieOnly,
    rewardFils: draft.rewardFils ?? d.rewardFils,
    perks: draft.perks ?? [...d.perks],
    ...(draft.startsAt ? { startsAt: draft.startsAt } : {}),
  };
}

const count = (n: number) => Number.isInteger(n) && n >= 1 && n <= CAMPAIGN_LIMITS.countMax;

/**
 * The rules a new campaign meets, whoever types it: a name (trimmed, cut to 80 characters) and
 * perks (trimmed, empty ones dropped, at most 10 of at most 80 characters) of plain display
 * text (DECISIONS 42), rides and days whole numbers from 1 to 999,999, a known type, a reward
 * from AED 0.01 to AED 999,999,999.99 in whole fils, a real start time. Refusals are a 400 with
 * each field's message under its name.
 */
export function checkNewCampaign(input: NewCampaign): NewCampaign {
  const errors: Record<string, string> = {};
  const name = input.name.trim().slice(0, CAMPAIGN_LIMITS.nameMax).trim();
  if (!name) errors.name = 'The campaign needs a name';
  else if (!isDisplayText(name)) errors.name = 'The name contains characters that are not allowed';
  if (!count(input.requirement))
    errors.requirement = `Rides must be a whole number from 1 to ${String(CAMPAIGN_LIMITS.countMax)}`;
  if (!count(input.durationDays))
    errors.durationDays = `Days must be a whole number from 1 to ${String(CAMPAIGN_LIMITS.countMax)}`;
  if (!(CAMPAIGN_TYPES as readonly string[]).includes(input.type))
    errors.type = 'The type must be solo, team or solo_or_team';
  if (
    !Number.isInteger(input.rewardFils) ||
    input.rewardFils < 1 ||
    input.rewardFils > CAMPAIGN_LIMITS.rewardMaxFils
  )
    errors.reward =
      'The reward must be an AED amount above 0 with at most two decimals, such as 550';
  const perks = input.perks.map((p) => p.trim()).filter(Boolean);
  if (perks.length > CAMPAIGN_LIMITS.perksMax)
    errors.perks = `At most ${String(CAMPAIGN_LIMITS.perksMax)} perks`;
  else if (perks.some((p) => p.length > CAMPAIGN_LIMITS.perkMax || !isDisplayText(p)))
    errors.perks = `Each perk is plain text of at most ${String(CAMPAIGN_LIMITS.perkMax)} characters`;
  if (input.startsAt && Number.isNaN(input.startsAt.getTime()))
    errors.startsAt = 'The start must be a date such as 2026-03-01T00:00:00Z';
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return { ...input, name, perks };
}

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
  draft: NewCampaign,
  now = new Date(),
  by?: CampaignActor,
): Promise<Campaign> {
  const input = checkNewCampaign(draft);
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
    if (by) {
      await recordAudit(trx, {
        actor: by.actor,
        action: 'campaign.create',
        target: { type: 'campaign', id: row.id },
        fields: Object.keys(row).filter((k) => k !== 'id' && k !== 'closed_at'),
        ip: by.ip ?? null,
      });
    }
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

/**
 * Closes the given campaign (or the running one). Safe to repeat: it pays once. With `by`, one
 * audit row (naming no field when the campaign was already closed).
 */
export async function closeCampaign(
  db: Db,
  campaignId?: string,
  now = new Date(),
  by?: CampaignActor,
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
    const audit = (fields: string[]) =>
      by
        ? recordAudit(trx, {
            actor: by.actor,
            action: 'campaign.close',
            target: { type: 'campaign', id: campaign.id },
            fields,
            ip: by.ip ?? null,
          })
        : Promise.resolve();
    if (campaign.status === 'closed') {
      await audit([]);
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
    await audit(['status', 'closed_at']);
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
