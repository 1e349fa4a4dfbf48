/**
 * Operator accounts as the CLI manages them (DECISIONS 49): add (a single-use set-up link valid
 * 24 hours), list, disable, change roles, reset a lost authenticator (a new link; password,
 * key, recovery codes and sessions are dropped). Each change is audited in its transaction.
 */
import type { OperatorRole } from '../../../../contract/ops';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/service';
import { newSetupToken, sha256 } from './secrets';
import type { OperatorsTable } from './tables';
import { newTotpSecret } from './totp';
import { sealTotpSecret } from './totp-secret';

export const SETUP_LINK_HOURS = 24;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The link an operator opens to set a password and enrol an authenticator. */
export const setupLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/ops/setup#${token}`;

async function byEmail(ctx: AppContext, email: string): Promise<OperatorsTable> {
  const o = await ctx.db
    .selectFrom('operators')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!o) throw notFound(`No operator ${email}`);
  return o;
}

/** A fresh link: token, key (sealed) and expiry (the old ones stop working). */
function freshSetup(ctx: AppContext, operatorId: string, now: Date) {
  const token = newSetupToken();
  return {
    token,
    columns: {
      setup_token_hash: sha256(token),
      setup_expires_at: new Date(now.getTime() + SETUP_LINK_HOURS * 3600_000).toISOString(),
      totp_secret: sealTotpSecret(ctx.keyring, operatorId, newTotpSecret()),
      totp_last_step: null,
    },
  };
}

export async function addOperator(
  ctx: AppContext,
  input: { email: string; name: string; roles: OperatorRole[] },
  actor: AuditActor,
): Promise<{ id: string; link: string }> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!EMAIL.test(email) || email.length > 254) throw badRequest('Give a valid e-mail address');
  if (name.length < 2 || name.length > 100) throw badRequest('The name must be 2-100 characters');
  const now = new Date();
  const at = now.toISOString();
  const id = newId();
  const { token, columns } = freshSetup(ctx, id, now);
  await ctx.db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('operators')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (taken) throw conflict(`An operator ${email} already exists`);
    await trx
      .insertInto('operators')
      .values({
        id,
        email,
        name,
        roles: input.roles.join(','),
        status: 'pending',
        password_hash: null,
        ...columns,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'operator.add',
      target: { type: 'operator', id },
      fields: ['email', 'name', 'roles', 'status'],
    });
  });
  return { id, link: setupLink(ctx.config.publicUrl, token) };
}

export function listOperators(ctx: AppContext) {
  return ctx.db
    .selectFrom('operators')
    .select(['id', 'email', 'name', 'roles', 'status', 'created_at'])
    .orderBy('created_at')
    .execute();
}

export async function disableOperator(ctx: AppContext, email: string, actor: AuditActor) {
  const o = await byEmail(ctx, email);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('operators')
      .set({ status: 'disabled', setup_token_hash: null, updated_at: new Date().toISOString() })
      .where('id', '=', o.id)
      .execute();
    await trx.deleteFrom('operator_sessions').where('operator_id', '=', o.id).execute();
    await recordAudit(trx, {
      actor,
      action: 'operator.disable',
      target: { type: 'operator', id: o.id },
      fields: ['status'],
    });
  });
  return o;
}

export async function setOperatorRoles(
  ctx: AppContext,
  email: string,
  roles: OperatorRole[],
  actor: AuditActor,
) {
  const o = await byEmail(ctx, email);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('operators')
      .set({ roles: roles.join(','), updated_at: new Date().toISOString() })
      .where('id', '=', o.id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'operator.roles',
      target: { type: 'operator', id: o.id },
      fields: ['roles'],
    });
  });
  return o;
}

/** For a lost authenticator (or password): back to pending with a new set-up link. */
export async function resetOperator(ctx: AppContext, email: string, actor: AuditActor) {
  const o = await byEmail(ctx, email);
  const now = new Date();
  const { token, columns } = freshSetup(ctx, o.id, now);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('operators')
      .set({ ...columns, status: 'pending', password_hash: null, updated_at: now.toISOString() })
      .where('id', '=', o.id)
      .execute();
    await trx.deleteFrom('operator_sessions').where('operator_id', '=', o.id).execute();
    await trx.deleteFrom('operator_recovery_codes').where('operator_id', '=', o.id).execute();
    await recordAudit(trx, {
      actor,
      action: 'operator.reset',
      target: { type: 'operator', id: o.id },
      fields: ['password_hash', 'recovery_codes', 'status', 'totp_secret'],
    });
  });
  return { operator: o, link: setupLink(ctx.config.publicUrl, token) };
}
