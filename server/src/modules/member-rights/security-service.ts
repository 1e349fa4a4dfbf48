/**
 * Account security on the profile: change the password (the current one first; every other
 * session ends and a mail tells the member) and the signed-in devices with "sign out everywhere
 * else". A device is named by a handle derived from its session id, never the id itself.
 */
import { createHash } from 'node:crypto';
import type { DeviceSession } from '../../../../contract/member-rights';
import { RIGHTS_MESSAGES } from '../../../../contract/member-rights';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { sendTracked } from '../../mail/send';
import type { AuthedMember } from '../accounts/auth-guard';
import { passwordHasher } from '../accounts/passwords';
import { recordAudit } from '../audit/service';
import { checkPassword, loadAccount } from './account';
import { passwordChangedMail } from './mails';

export const deviceHandle = (sessionId: string) =>
  createHash('sha256').update(`device:${sessionId}`).digest('hex').slice(0, 16);

/** Ends every live session of the member but `keep`; returns how many ended. */
async function revokeOthers(ctx: AppContext, memberId: string, keep: string): Promise<number> {
  const result = await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('member_id', '=', memberId)
    .where('id', '<>', keep)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function changePassword(
  ctx: AppContext,
  me: AuthedMember,
  input: { currentPassword: string; password: string },
  ip: string,
): Promise<void> {
  const account = await loadAccount(ctx, me.id);
  await checkPassword(ctx, account, input.currentPassword, 'currentPassword');
  if (input.currentPassword === input.password)
    throw badRequest(RIGHTS_MESSAGES.samePassword, { password: RIGHTS_MESSAGES.samePassword });
  const hash = await passwordHasher(ctx.config.ARGON2_MEMORY_KIB).hash(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('members')
      .set({ password_hash: hash, updated_at: nowIso() })
      .where('id', '=', me.id)
      .execute();
    await recordAudit(trx, {
      actor: { kind: 'member', id: me.id },
      action: 'member.password.change',
      memberId: me.id,
      fields: ['password_hash'],
      ip,
    });
  });
  await revokeOthers(ctx, me.id, me.sessionId);
  await sendTracked(ctx, 'password-changed', passwordChangedMail(account.email, account.language));
}

export async function listDevices(ctx: AppContext, me: AuthedMember): Promise<DeviceSession[]> {
  const rows = await ctx.db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'created_at', 'expires_at'])
    .where('member_id', '=', me.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  const list = rows.map((r) => ({
    id: deviceHandle(r.id),
    device: r.user_agent,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    current: r.id === me.sessionId,
  }));
  // This device first, then the newest.
  return [...list.filter((d) => d.current), ...list.filter((d) => !d.current)];
}

export async function signOutOthers(
  ctx: AppContext,
  me: AuthedMember,
  ip: string,
): Promise<number> {
  const count = await revokeOthers(ctx, me.id, me.sessionId);
  await recordAudit(ctx.db, {
    actor: { kind: 'member', id: me.id },
    action: 'member.sessions.revoke_others',
    memberId: me.id,
    ip,
  });
  return count;
}
