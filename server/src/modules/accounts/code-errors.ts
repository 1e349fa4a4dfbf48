/** How a failed code check is answered, per call (messages of API-CONTRACT section 2). */
import type { ErrorCode } from '../../../../contract/error-codes';
import { AppError, tooManyRequests } from '../../lib/errors';
import type { CodeCheck } from './codes';

export interface CodeMessages {
  missing: string;
  expired: string;
  wrong: string;
  /** The field the `errors` map names. */
  field: string;
}

export const SIGNUP_CODE_MESSAGES: CodeMessages = {
  missing: 'Email not verified. Please request OTP verification first.',
  expired: 'OTP has expired. Please request a new OTP.',
  wrong: 'Invalid OTP. Please try again.',
  field: 'otp',
};

export const LOCKED_MESSAGE = 'Too many wrong attempts. Please request a new OTP.';

const CODE_OF: Record<'missing' | 'expired' | 'wrong', ErrorCode> = {
  missing: 'OTP_NOT_REQUESTED',
  expired: 'OTP_EXPIRED',
  wrong: 'OTP_INVALID',
};

/** 429 OTP_LOCKED: too many wrong codes; `wait` seconds until a new one may be asked for. */
export const codeLocked = (field: string, wait: number) =>
  tooManyRequests(wait, LOCKED_MESSAGE, 'OTP_LOCKED', { [field]: LOCKED_MESSAGE });

/** Throws the answer for a failed check; returns nothing for an ok one. */
export function failCode(
  check: Exclude<CodeCheck, { status: 'ok' }>,
  messages: CodeMessages,
  resendSeconds: number,
  missingStatus = 400,
): never {
  if (check.status === 'locked') {
    // A new code can be asked for once the resend wait since the last send is over.
    throw codeLocked(messages.field, (check.sentAt + resendSeconds * 1000 - Date.now()) / 1000);
  }
  const message = messages[check.status];
  const status = check.status === 'missing' ? missingStatus : 400;
  const code = CODE_OF[check.status];
  throw new AppError(status, message, { [messages.field]: message }, undefined, code);
}
