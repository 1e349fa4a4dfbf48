/** `npm run admin -- campaign create|close|list`. */
import { UsageError, parseFlags, type AdminCommand } from './types';
import { parseAed, formatAed } from '../modules/wallet/money';
import { closeCampaign, createCampaign, listCampaigns, perksOf } from '../modules/bbr/campaigns';
import { BBR_DEFAULT_CAMPAIGN } from '../modules/bbr/figures';
import type { CampaignType } from '../modules/bbr/tables';

const TYPES: CampaignType[] = ['solo', 'team', 'solo_or_team'];

function positiveInt(value: string | true | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`--${name} must be a whole number above 0`);
  return n;
}

function text(value: string | true | undefined, name: string, fallback: string): string {
  if (value === undefined) return fallback;
  if (value === true || !value.trim()) throw new UsageError(`--${name} needs a value`);
  return value.trim();
}

export const campaignCommand: AdminCommand = {
  name: 'campaign',
  usage:
    'campaign create [--name N] [--rides 100] [--days 7] [--reward 550] [--type solo|team|solo_or_team] [--newbie-only|--all-rides] [--perks "A;B"] [--start ISO] | campaign close [<id>] | campaign list',
  async run(ctx, args, out) {
    const [sub, ...rest] = args;
    const { positional, flags } = parseFlags(rest);
    const d = BBR_DEFAULT_CAMPAIGN;
    if (sub === 'create') {
      const type = text(flags.type, 'type', d.type) as CampaignType;
      if (!TYPES.includes(type)) throw new UsageError('--type must be solo, team or solo_or_team');
      const rewardFils =
        flags.reward === undefined ? d.rewardFils : parseAed(text(flags.reward, 'reward', ''));
      if (rewardFils === null) throw new UsageError('--reward must be an AED amount such as 550');
      const start =
        flags.start === undefined ? undefined : new Date(text(flags.start, 'start', ''));
      if (start && Number.isNaN(start.getTime()))
        throw new UsageError('--start must be a date such as 2026-03-01T00:00:00Z');
      const perks =
        flags.perks === undefined
          ? d.perks
          : text(flags.perks, 'perks', '')
              .split(';')
              .map((p) => p.trim())
              .filter(Boolean);
      const c = await createCampaign(ctx.db, {
        name: text(flags.name, 'name', d.name).slice(0, 80),
        requirement: positiveInt(flags.rides, 'rides', d.requirement),
        durationDays: positiveInt(flags.days, 'days', d.durationDays),
        type,
        newbieOnly: flags['all-rides'] ? false : flags['newbie-only'] ? true : d.newbieOnly,
        rewardFils,
        perks,
        startsAt: start,
      });
      out(
        `Opened campaign ${c.id} "${c.name}": ${c.requirement} rides, ${c.starts_at} to ${c.ends_at}, ${formatAed(c.reward_fils)}`,
      );
      return;
    }
    if (sub === 'close') {
      const r = await closeCampaign(ctx.db, positional[0]);
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
