/**
 * Password reset. Forgot-password answers the same for known and unknown e-mails: both get a
 * code row and an opaque handle (the `userId` of the contract, never a member id or a token);
 * only a known e-mail is mailed, in the background so timing does not tell either
 * (DECISIONS 5). Reset checks the code by handle, sets the password, ends every session and
 * lifts a login lock (issue 19).
 */
import { DEFAULT_LANGUAGE, isLanguage } from '../../../../contract/language';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { sendTracked } from '../../mail/send';
import { resetCodeMail } from '../../mail/templates';
import { checkCode, consumeCode, issueCode } from './codes';
import { codeLocked } from './code-errors';
import { liftLock } from './login-guard';
import {
  codeSettings,
  limitCheckPerIp,
  limitSendPerEmail,
  limitSendPerIp,
  type Deps,
} from './otp-service';
import { passwordHasher } from './passwords';

export const FORGOT_MESSAGE = 'If this email is registered, a reset OTP has been sent to it.';
export const RESET_INVALID = 'Invalid or expired reset OTP';

const resetInvalid = () =>
  badRequest(RESET_INVALID, { resetOtp: RESET_INVALID }, 'RESET_CODE_INVALID');

export async function forgotPassword(ctx: Deps, email: string, ip: string): Promise<string> {
  await limitSendPerIp(ctx, ip);
  await limitSendPerEmail(ctx, 'reset', email);
  const member = await ctx.db
    .selectFrom('members')
    .select(['id', 'language'])
    .where('email', '=', email)
    .executeTakeFirst();
  const { id, code } = await issueCode(ctx.db, codeSettings(ctx), {
    purpose: 'reset',
    email,
    memberId: member?.id ?? null,
  });
  if (member) {
    // In the member's own language, whatever the asking browser speaks (DECISIONS 38).
    const language = isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE;
    const mail = resetCodeMail(email, code, Math.round(ctx.config.OTP_TTL_SECONDS / 60), language);
    // Not awaited: the answer must not take longer for a known e-mail. Failures are recorded.
    void sendTracked(ctx, 'reset-code', mail).catch(() => undefined);
  }
  return id;
}

export async function resetPassword(
  ctx: AppContext,
  input: { handle: string; code: string; password: string; ip: string },
): Promise<void> {
  await limitCheckPerIp(ctx, input.ip);
  if (!/^[a-f0-9]{24}$/.test(input.handle)) throw resetInvalid();
  const check = await checkCode(ctx.db, codeSettings(ctx), {
    purpose: 'reset',
    id: input.handle,
    code: input.code,
    consume: false,
  });
  if (check.status === 'locked') {
    const wait = (check.sentAt + ctx.config.OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000;
    throw codeLocked('resetOtp', wait);
  }
  // Missing, expired, wrong and "no such member" are one answer.
  if (check.status !== 'ok' || !check.memberId) throw resetInvalid();
  const memberId = check.memberId;
  const hash = await passwordHasher(ctx.config.ARGON2_MEMORY_KIB).hash(input.password);
  const done = await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, check.id))) return false;
    await trx
      .updateTable('members')
      .set({ password_hash: hash, updated_at: new Date().toISOString() })
      .where('id', '=', memberId)
      .execute();
    return true;
  });
  if (!done) throw resetInvalid();
  await ctx.sessions.revokeAll(memberId);
  await liftLock(ctx, memberId);
}
