/**
 * `npm run admin -- members …` (issue 30, DECISIONS 49): the members desk's actions through the
 * same services as the console, audited as `cli:<system user>`.
 *   members lock <username> --reason "…"     (ends every session; the member reads the reason
 *                                             only after the right password)
 *   members unlock <username> --reason "…"
 *   members note <username> --text "…"
 */
import { AppError } from '../lib/errors';
import { actorName, addMemberNote, lockMember, unlockMember } from '../modules/member-ops/actions';
import { cliActor } from '../modules/audit/service';
import { CommandFailed, parseFlags, UsageError, type AdminCommand } from './types';

type Ctx = Parameters<AdminCommand['run']>[0];

async function memberId(ctx: Ctx, username: string | undefined): Promise<string> {
  if (!username) throw new UsageError("Give the member's username");
  const row = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('username_lower', '=', username.toLowerCase())
    .executeTakeFirst();
  if (!row) throw new CommandFailed(`No member with the username ${username}`);
  return row.id;
}

function textFlag(flags: Record<string, string | true>, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || !value.trim()) throw new UsageError(`Give --${name} "…"`);
  return value;
}

async function run(ctx: Ctx, args: string[], out: (line: string) => void): Promise<void> {
  const { positional, flags } = parseFlags(args);
  const [action, username] = positional;
  const audit = cliActor();
  const by = { audit, name: actorName(audit) };
  try {
    switch (action) {
      case 'lock': {
        const reason = textFlag(flags, 'reason');
        const { sessionsEnded } = await lockMember(
          ctx.db,
          await memberId(ctx, username),
          reason,
          by,
        );
        out(`Sign-in locked for ${username ?? ''}; ${String(sessionsEnded)} session(s) ended.`);
        return;
      }
      case 'unlock': {
        const reason = textFlag(flags, 'reason');
        await unlockMember(ctx.db, await memberId(ctx, username), reason, by);
        out(`Sign-in unlocked for ${username ?? ''}.`);
        return;
      }
      case 'note': {
        const text = textFlag(flags, 'text');
        await addMemberNote(ctx.db, await memberId(ctx, username), text, by);
        out(`Note added to ${username ?? ''}.`);
        return;
      }
      default:
        throw new UsageError('Give lock, unlock or note');
    }
  } catch (error) {
    // A refused action (already locked, not locked, too long) is the command's failure.
    if (error instanceof AppError && error.statusCode < 500) throw new CommandFailed(error.message);
    throw error;
  }
}

export const membersCommand: AdminCommand = {
  name: 'members',
  usage: 'members lock|unlock <username> --reason "…" | members note <username> --text "…"',
  run,
};
