/**
 * `npm run admin -- campaign create|close|list`. The flags are read here; the campaign's rules
 * and the audit row (as `cli:<user>`) are the BBR module's, the same as the console's.
 */
import { UsageError, parseFlags, type AdminCommand } from './types';
import { AppError } from '../lib/errors';
import { cliActor } from '../modules/audit/service';
import { parseAed, formatAed } from '../modules/wallet/money';
import {
  closeCampaign,
  createCampaign,
  listCampaigns,
  perksOf,
  withDefaults,
  type NewCampaign,
} from '../modules/bbr/campaigns';
import type { CampaignType } from '../modules/bbr/tables';

/** The flag each of the service's fields comes from, to name it in a refusal. */
const FLAG_OF: Record<string, string> = {
  name: 'name',
  requirement: 'rides',
  durationDays: 'days',
  type: 'type',
  reward: 'reward',
  perks: 'perks',
  startsAt: 'start',
};

function whole(value: string | true | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (value === true) throw new UsageError(`--${name} needs a value`);
  return /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}

function text(value: string | true | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (value === true || !value.trim()) throw new UsageError(`--${name} needs a value`);
  return value.trim();
}

function draftOf(flags: Record<string, string | true>): Partial<NewCampaign> {
  const draft: Partial<NewCampaign> = {};
  const name = text(flags.name, 'name');
  if (name !== undefined) draft.name = name;
  const rides = whole(flags.rides, 'rides');
  if (rides !== undefined) draft.requirement = rides;
  const days = whole(flags.days, 'days');
  if (days !== undefined) draft.durationDays = days;
  const type = text(flags.type, 'type');
  if (type !== undefined) draft.type = type as CampaignType;
  const reward = text(flags.reward, 'reward');
  if (reward !== undefined) draft.rewardFils = parseAed(reward) ?? Number.NaN;
  const perks = text(flags.perks, 'perks');
  if (perks !== undefined) draft.perks = perks.split(';');
  const start = text(flags.start, 'start');
  if (start !== undefined) draft.startsAt = new Date(start);
  if (flags['all-rides']) draft.newbieOnly = false;
  else if (flags['newbie-only']) draft.newbieOnly = true;
  return draft;
}

export const campaignCommand: AdminCommand = {
  name: 'campaign',
  usage:
    'campaign create [--name N] [--rides 100] [--days 7] [--reward 550] [--type solo|team|solo_or_team] [--newbie-only|--all-rides] [--perks "A;B"] [--start ISO] | campaign close [<id>] | campaign list',
  async run(ctx, args, out) {
    const [sub, ...rest] = args;
    const { positional, flags } = parseFlags(rest);
    if (sub === 'create') {
      let c;
      try {
        c = await createCampaign(ctx.db, withDefaults(draftOf(flags)), new Date(), {
          actor: cliActor(),
        });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 400) {
          const [field, message] = Object.entries(error.errors ?? {})[0] ?? ['', error.message];
          throw new UsageError(`--${FLAG_OF[field] ?? field}: ${message}`);
        }
        throw error;
      }
      out(
        `Opened campaign ${c.id} "${c.name}": ${c.requirement} rides, ${c.starts_at} to ${c.ends_at}, ${formatAed(c.reward_fils)}`,
      );
      return;
    }
    if (sub === 'close') {
      const r = await closeCampaign(ctx.db, positional[0], new Date(), { actor: cliActor() });
      out(
        r.alreadyClosed
          ? `Campaign ${r.campaign.id} "${r.campaign.name}" was already closed; nothing paid.`
          : `Closed campaign ${r.campaign.id} "${r.campaign.name}": ${r.qualified} qualified, ${r.paid} paid ${formatAed(r.campaign.reward_fils)} each.`,
      );
      return;
    }
    if (sub === 'list') {
      const rows = await listCampaigns(ctx.db);
      if (rows.length === 0) out('No campaigns.');
      for (const c of rows) {
        out(
          `${c.id}  ${c.status.padEnd(6)}  ${c.name}  ${c.requirement} rides (${c.type}${c.newbie_only ? ', newbie rides only' : ''})  ${c.starts_at} → ${c.ends_at}  ${formatAed(c.reward_fils)}  ${perksOf(c).join('; ')}`,
        );
      }
      return;
    }
    throw new UsageError('campaign needs create, close or list');
  },
};
