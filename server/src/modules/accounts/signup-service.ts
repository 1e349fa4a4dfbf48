/**
 * Sign-up: the mailed code must be right (checked first, used up only when the account is
 * written), username, e-mail and phone must be free (409 with an `errors` map), a sponsor that
 * is named must exist and is never the new member (DECISIONS 3). The member row, its closure
 * rows and the use of the code are one transaction.
 */
import type { ErrorCode } from '../../../../contract/error-codes';
import type { Language } from '../../../../contract/language';
import type { AppContext } from '../../context';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { hit } from '../../lib/rate-limit';
import { checkCode, consumeCode } from './codes';
import { SIGNUP_CODE_MESSAGES, failCode } from './code-errors';
import { insertMember } from './member-writer';
import { findSponsor, takenFields } from './member-queries';
import { codeSettings } from './otp-service';
import { passwordHasher } from './passwords';
import type { ParsedPhone } from './phone';

export const SPONSOR_INVALID = 'Invalid sponsor ID or username';
export const SELF_SPONSOR = 'You cannot be your own sponsor';
export const TAKEN_MESSAGE = 'Some of these details are already registered';

export interface SignupInput {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: ParsedPhone;
  password: string;
  gender: string;
  sponsorBy: string;
  otp: string;
  language: Language;
  /** The accepted terms version (already checked to be the current one), when sent. */
  termsVersion?: string;
  /** The browser or app, for the signed-in devices list. */
  userAgent?: string;
}

const TAKEN_CODES: Record<string, ErrorCode> = {
  email: 'EMAIL_TAKEN',
  username: 'USERNAME_TAKEN',
  phoneNumber: 'PHONE_TAKEN',
};

/** 409 naming each taken field; the answer's code is that of the first, like its message. */
function takenError(taken: Record<string, string>): AppError {
  const [first] = Object.keys(taken);
  const code = (first && TAKEN_CODES[first]) || 'CONFLICT';
  return conflict(Object.values(taken)[0] ?? TAKEN_MESSAGE, taken, code, TAKEN_CODES);
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT'));
};

export async function signup(
  ctx: AppContext,
  input: SignupInput,
  ip: string,
): Promise<{ memberId: string; token: string }> {
  const c = ctx.config;
  await hit(ctx.db, {
    key: `signup-ip:${ip}`,
    max: c.SIGNUP_MAX_PER_IP,
    windowSeconds: c.SIGNUP_WINDOW_SECONDS,
  });
  const check = await checkCode(ctx.db, codeSettings(ctx), {
    purpose: 'signup',
    email: input.email,
    code: input.otp,
    consume: false,
  });
  if (check.status !== 'ok') failCode(check, SIGNUP_CODE_MESSAGES, c.OTP_RESEND_SECONDS);

  const usernameLower = input.username.toLowerCase();
  const taken = await takenFields(ctx.db, {
    usernameLower,
    email: input.email,
    phone: input.phone.e164,
  });
  if (Object.keys(taken).length) throw takenError(taken);

  let sponsorId: string | null = null;
  if (input.sponsorBy) {
    if (input.sponsorBy.toLowerCase() === usernameLower)
      throw badRequest(SELF_SPONSOR, { sponsorBy: SELF_SPONSOR }, 'SELF_SPONSOR');
    const sponsor = await findSponsor(ctx.db, input.sponsorBy);
    if (!sponsor)
      throw badRequest(SPONSOR_INVALID, { sponsorBy: SPONSOR_INVALID }, 'SPONSOR_INVALID');
    sponsorId = sponsor.id;
  }

  const passwordHash = await passwordHasher(c.ARGON2_MEMORY_KIB).hash(input.password);
  let memberId: string;
  try {
    memberId = await ctx.db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, check.id)))
        failCode({ status: 'missing' }, SIGNUP_CODE_MESSAGES, 0);
      return insertMember(trx, {
        username: input.username,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone.e164,
        phone_national: input.phone.national,
        country: input.phone.country,
        gender: input.gender,
        password_hash: passwordHash,
        sponsor_member_id: sponsorId,
        sponsor_by: input.sponsorBy || null,
        role: 'customer',
        kyc_level: 0,
        kyc_status: null,
        selfie_image: null,
        date_of_birth: null,
        deceased_at: null,
        heir_name: null,
        crr_rank: 'None',
        crr_rank_at: null,
        pgp_total: 0,
        tgp_total: 0,
        language: input.language,
        terms_version: input.termsVersion ?? null,
        terms_accepted_at: input.termsVersion ? new Date().toISOString() : null,
      });
    });
  } catch (error) {
    if (error instanceof AppError || !isUniqueViolation(error)) throw error;
    // A concurrent sign-up took a value between the check and the insert.
    const nowTaken = await takenFields(ctx.db, {
      usernameLower,
      email: input.email,
      phone: input.phone.e164,
    });
    throw takenError(nowTaken);
  }
  const sessionId = await ctx.sessions.create(memberId, input.userAgent);
  const token = await ctx.tokens.sign({ memberId, sessionId });
  return { memberId, token };
}
