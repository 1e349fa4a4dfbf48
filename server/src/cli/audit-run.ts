/**
 * The audit row of a CLI command (DECISIONS 49: the CLI acts alone and is audited, as
 * `cli:<system user>`). Commands whose services write their own rows (with target ids and
 * field names, in the change's transaction) are left to them; any other command that changes
 * something is recorded here by name once it succeeded, e.g. `cli.payout`, `cli.kyc.approve`.
 * Arguments are never recorded: they hold usernames, amounts and file names.
 */
import type { Db } from '../db/database';
import { cliActor, recordAudit } from '../modules/audit/service';

const SELF_AUDITED = new Set([
  'operators',
  'withdrawals',
  'campaign',
  'country-requests',
  'members',
]);
// Commands that change nothing a person decided (benchmark data), or read only.
const NOT_ACTIONS = new Set(['seed']);
const SUB_COMMANDS: Record<string, readonly string[]> = {
  kyc: ['approve', 'reject', 'pending'],
  hlr: ['pay-due'],
};
const READ_ONLY: Record<string, readonly string[]> = {};

/** The action a command line is recorded as, or null when it is not recorded here. */
export function cliAuditAction(name: string, args: readonly string[]): string | null {
  if (SELF_AUDITED.has(name) || NOT_ACTIONS.has(name)) return null;
  const sub = args[0] ?? '';
  if (READ_ONLY[name]?.includes(sub)) return null;
  const known = SUB_COMMANDS[name];
  return known?.includes(sub) ? `cli.${name}.${sub}` : `cli.${name}`;
}

export async function auditCliRun(db: Db, name: string, args: readonly string[]): Promise<void> {
  const action = cliAuditAction(name, args);
  if (action) await recordAudit(db, { actor: cliActor(), action });
}
