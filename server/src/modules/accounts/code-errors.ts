/** How a failed code check is answered, per call (messages of API-CONTRACT section 2). */
import { AppError } from '../../lib/errors';
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

/** Throws the answer for a failed check; returns nothing for an ok one. */
export function failCode(
  check: Exclude<CodeCheck, { status: 'ok' }>,
  messages: CodeMessages,
  resendSeconds: number,
  missingStatus = 400,
): never {
  if (check.status === 'locked') {
    // A new code can be asked for once the resend wait since the last send is over.
    const wait = Math.max(1, Math.ceil((check.sentAt + resendSeconds * 1000 - Date.now()) / 1000));
    throw new AppError(
      429,
      LOCKED_MESSAGE,
      { [messages.field]: LOCKED_MESSAGE },
      {
        'retry-after': String(wait),
      },
    );
  }
  const message = messages[check.status];
  const status = check.status === 'missing' ? missingStatus : 400;
  throw new AppError(status, message, { [messages.field]: message });
}
