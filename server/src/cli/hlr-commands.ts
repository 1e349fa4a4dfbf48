/** `set-birth-date`, `mark-deceased` and `hlr pay-due`: operator records that can make the HLR reward due. */
import { notAllowedMessage } from '../../../contract/display-text';
import { isPersonName, normaliseNameSpaces } from '../../../contract/person-name';
import { UsageError, parseFlags, type AdminCommand } from './types';
import type { Db } from '../db/database';
import { payDueHlr } from '../modules/hlr/payout';
import { progressFor } from '../modules/hlr/service';

async function memberByUsername(db: Db, username: string | undefined) {
  if (!username) throw new UsageError('Give the member’s username');
  const m = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('username_lower', '=', username.toLowerCase())
    .executeTakeFirst();
  if (!m) throw new UsageError(`No member with username ${username}`);
  return m;
}

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text) && d.getTime() < Date.now();
}

async function report(db: Db, memberId: string, username: string, out: (l: string) => void) {
  const paid = await payDueHlr(db, [memberId]);
  const p = await progressFor(db, memberId);
  out(
    `${username}: HLR ${p.qualification.status}${p.qualification.currentAge !== null ? `, age ${p.qualification.currentAge}` : ''}`,
  );
  for (const a of paid) {
    out(
      `Paid the HLR reward (AED ${p.reward.amount}) for ${username}: ${a.reason === 'deceased' ? `to the heir ${a.heirName ?? ''}` : 'retirement at 55'}`,
    );
  }
}

export const setBirthDateCommand: AdminCommand = {
  name: 'set-birth-date',
  usage: 'set-birth-date <username> <YYYY-MM-DD>',
  async run(ctx, args, out) {
    const [username, date] = args;
    const m = await memberByUsername(ctx.db, username);
    if (!date || !isRealDate(date))
      throw new UsageError('The date of birth must be a past date as YYYY-MM-DD');
    await ctx.db
      .updateTable('members')
      .set({ date_of_birth: date, updated_at: new Date().toISOString() })
      .where('id', '=', m.id)
      .execute();
    out(`Date of birth of ${m.username} set to ${date}.`);
    await report(ctx.db, m.id, m.username, out);
  },
};

export const markDeceasedCommand: AdminCommand = {
  name: 'mark-deceased',
  usage: 'mark-deceased <username> --heir "<name>"',
  async run(ctx, args, out) {
    const { positional, flags } = parseFlags(args);
    const m = await memberByUsername(ctx.db, positional[0]);
    const heir = typeof flags.heir === 'string' ? normaliseNameSpaces(flags.heir) : '';
    if (!heir || heir.length > 120)
      throw new UsageError('--heir needs the heir’s name (at most 120 characters)');
    if (!isPersonName(heir)) throw new UsageError(notAllowedMessage('Heir name'));
    const now = new Date().toISOString();
    await ctx.db
      .updateTable('members')
      .set({ deceased_at: now, heir_name: heir, updated_at: now })
      .where('id', '=', m.id)
      .execute();
    out(`${m.username} recorded as deceased; heir ${heir}.`);
    await report(ctx.db, m.id, m.username, out);
  },
};

export const hlrCommand: AdminCommand = {
  name: 'hlr',
  usage: 'hlr pay-due   (pays every HLR reward now due; run daily)',
  async run(ctx, args, out) {
    if (args[0] !== 'pay-due') throw new UsageError('hlr needs pay-due');
    const paid = await payDueHlr(ctx.db);
    out(paid.length ? `Paid ${paid.length} HLR reward(s).` : 'No HLR reward is due.');
  },
};
