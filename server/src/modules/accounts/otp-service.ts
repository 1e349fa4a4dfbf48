/**
 * Sign-up e-mail codes: send (and resend) a code to an e-mail that is not registered yet, and
 * check one without using it up (the sign-up call uses it).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../../../contract/language';
import type { AppContext } from '../../context';
import { AppError, conflict } from '../../lib/errors';
import { hit } from '../../lib/rate-limit';
import { sendTracked } from '../../mail/send';
import { signupCodeMail } from '../../mail/templates';
import { checkCode, issueCode, type CodeSettings } from './codes';
import { SIGNUP_CODE_MESSAGES, failCode } from './code-errors';

export const ALREADY_REGISTERED = 'This email is already registered. Please proceed to login.';
export const WAIT_MESSAGE = 'Please wait before requesting another code.';

export const codeSettings = (ctx: AppContext): CodeSettings => ({
  secret: ctx.config.jwtSecret,
  ttlSeconds: ctx.config.OTP_TTL_SECONDS,
  maxAttempts: ctx.config.OTP_MAX_ATTEMPTS,
});

/** Services log through the request's logger when the route passes it. */
export type Deps = AppContext & { log?: Pick<FastifyBaseLogger, 'error'> };

/** Per-IP limit on every call that mails a code. */
export function limitSendPerIp(ctx: AppContext, ip: string): Promise<void> {
  return hit(ctx.db, {
    key: `otp-ip:${ip}`,
    max: ctx.config.OTP_SEND_MAX_PER_IP,
    windowSeconds: ctx.config.OTP_SEND_WINDOW_SECONDS,
  });
}

/** Per-IP limit on every call that checks a code, right or wrong (DECISIONS 47). */
export function limitCheckPerIp(ctx: AppContext, ip: string): Promise<void> {
  return hit(ctx.db, {
    key: `code-check-ip:${ip}`,
    max: ctx.config.CODE_CHECK_MAX_PER_IP,
    windowSeconds: ctx.config.CODE_CHECK_WINDOW_SECONDS,
  });
}

/** The wait between two codes to one e-mail, counted whether or not the e-mail is known. */
export function limitSendPerEmail(
  ctx: AppContext,
  purpose: 'signup' | 'reset',
  email: string,
): Promise<void> {
  return hit(ctx.db, {
    key: `otp-wait:${purpose}:${email}`,
    max: 1,
    windowSeconds: ctx.config.OTP_RESEND_SECONDS,
    message: WAIT_MESSAGE,
    code: 'CODE_RESEND_WAIT',
  });
}

async function isRegistered(ctx: AppContext, email: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return !!row;
}

/** Mails a sign-up code in `language`: there is no account yet, so the request's language. */
export async function sendSignupCode(
  ctx: Deps,
  email: string,
  ip: string,
  language: Language,
): Promise<void> {
  // Sign-up has to say an e-mail is taken (DECISIONS 5); the per-IP limit bounds probing.
  await limitSendPerIp(ctx, ip);
  if (await isRegistered(ctx, email))
    throw conflict(ALREADY_REGISTERED, { email: ALREADY_REGISTERED }, 'EMAIL_ALREADY_REGISTERED');
  await limitSendPerEmail(ctx, 'signup', email);
  const { code } = await issueCode(ctx.db, codeSettings(ctx), {
    purpose: 'signup',
    email,
    memberId: null,
  });
  const sent = await sendTracked(
    ctx,
    'signup-code',
    signupCodeMail(email, code, Math.round(ctx.config.OTP_TTL_SECONDS / 60), language),
  );
  if (!sent)
    throw new AppError(
      503,
      'Failed to send verification email',
      undefined,
      undefined,
      'EMAIL_SEND_FAILED',
    );
}

/** Checks a sign-up code without consuming it; wrong tries count toward the lock. */
export async function verifySignupCode(
  ctx: AppContext,
  input: { email: string; otp: string; ip: string },
): Promise<void> {
  const { email, otp } = input;
  await limitCheckPerIp(ctx, input.ip);
  const check = await checkCode(ctx.db, codeSettings(ctx), {
    purpose: 'signup',
    email,
    code: otp,
    consume: false,
  });
  if (check.status === 'ok') return;
  failCode(
    check,
    { ...SIGNUP_CODE_MESSAGES, missing: 'Email verification not found. Please request OTP first.' },
    ctx.config.OTP_RESEND_SECONDS,
    404,
  );
}
