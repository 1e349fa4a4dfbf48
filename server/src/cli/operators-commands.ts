/**
 * `npm run admin -- operators …` (DECISIONS 49): the only way operator accounts are made.
 *   operators add <email> --name "…" --role support|compliance|finance|admin   (prints a link)
 *   operators list
 *   operators disable <email>
 *   operators roles <email> --role finance[,support…]
 *   operators reset <email>   (lost authenticator: a new set-up link)
 * Each change is audited as `cli:<system user>`.
 */
import { OPERATOR_ROLES, type OperatorRole } from '../../../contract/ops';
import { AppError } from '../lib/errors';
import { cliActor } from '../modules/audit/service';
import {
  addOperator,
  disableOperator,
  listOperators,
  resetOperator,
  SETUP_LINK_HOURS,
  setOperatorRoles,
} from '../modules/operators/accounts';
import { readRolesArgument } from '../modules/operators/roles';
import { parseFlags, UsageError, type AdminCommand } from './types';

const ROLES_HINT = `--role ${OPERATOR_ROLES.join('|')} (several: finance,support)`;

function rolesFlag(flags: Record<string, string | true>): OperatorRole[] {
  const given = flags.role ?? flags.roles;
  const roles = typeof given === 'string' ? readRolesArgument(given) : null;
  if (!roles) throw new UsageError(`Give ${ROLES_HINT}`);
  return roles;
}

function emailArg(positional: string[]): string {
  const email = positional[1];
  if (!email) throw new UsageError("Give the operator's e-mail address");
  return email;
}

async function run(
  ctx: Parameters<AdminCommand['run']>[0],
  args: string[],
  out: (line: string) => void,
): Promise<void> {
  const { positional, flags } = parseFlags(args);
  const action = positional[0];
  const actor = cliActor();
  switch (action) {
    case 'add': {
      const name = typeof flags.name === 'string' ? flags.name : '';
      if (!name.trim()) throw new UsageError('Give --name "First Last"');
      const { link } = await addOperator(
        ctx,
        { email: emailArg(positional), name, roles: rolesFlag(flags) },
        actor,
      );
      out(`Operator added. Set-up link (single use, valid ${SETUP_LINK_HOURS} hours):`);
      out(link);
      return;
    }
    case 'list': {
      const rows = await listOperators(ctx);
      for (const o of rows) {
        out(`${o.email.padEnd(32)} ${o.status.padEnd(9)} ${o.roles.padEnd(24)} ${o.name}`);
      }
      out(`${String(rows.length)} operator(s)`);
      return;
    }
    case 'disable': {
      const o = await disableOperator(ctx, emailArg(positional), actor);
      out(`${o.email} is disabled and signed out everywhere.`);
      return;
    }
    case 'roles': {
      const roles = rolesFlag(flags);
      const o = await setOperatorRoles(ctx, emailArg(positional), roles, actor);
      out(`${o.email} now has: ${roles.join(', ')}.`);
      return;
    }
    case 'reset': {
      const { operator, link } = await resetOperator(ctx, emailArg(positional), actor);
      out(
        `${operator.email} must set a new password and authenticator (signed out everywhere). Link (single use, valid ${SETUP_LINK_HOURS} hours):`,
      );
      out(link);
      return;
    }
    default:
      throw new UsageError('Say add, list, disable, roles or reset');
  }
}

export const operatorsCommand: AdminCommand = {
  name: 'operators',
  usage: `operators add <email> --name "…" ${ROLES_HINT} | list | disable <email> | roles <email> --role … | reset <email>`,
  async run(ctx, args, out) {
    try {
      await run(ctx, args, out);
    } catch (e) {
      if (e instanceof AppError && e.statusCode < 500) throw new UsageError(e.message);
      throw e;
    }
  },
};
