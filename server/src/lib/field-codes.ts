/**
 * The code of one field's error (the `codes` map beside `errors`, DECISIONS 38): the spec's
 * validation messages by their own names, any other rule by its kind (required, too long, …).
 */
import type { z } from 'zod';
import type { ErrorCode } from '../../../contract/error-codes';
import { PHONE_MESSAGES } from '../../../contract/phone';
import { MESSAGES } from '../../../contract/validation';

const BY_MESSAGE = new Map<string, ErrorCode>([
  [MESSAGES.identifierRequired, 'IDENTIFIER_REQUIRED'],
  [MESSAGES.passwordRequired, 'PASSWORD_REQUIRED'],
  [MESSAGES.usernameInvalid, 'USERNAME_INVALID'],
  [MESSAGES.firstNameRequired, 'FIRST_NAME_REQUIRED'],
  [MESSAGES.emailRequired, 'EMAIL_REQUIRED'],
  [MESSAGES.emailInvalid, 'EMAIL_INVALID'],
  [MESSAGES.phoneRequired, 'PHONE_REQUIRED'],
  [MESSAGES.passwordLength, 'PASSWORD_TOO_SHORT'],
  [MESSAGES.passwordComplexity, 'PASSWORD_TOO_WEAK'],
  [MESSAGES.confirmRequired, 'CONFIRM_PASSWORD_REQUIRED'],
  [MESSAGES.passwordsMismatch, 'PASSWORDS_MISMATCH'],
  [MESSAGES.genderRequired, 'GENDER_REQUIRED'],
  [MESSAGES.otpRequired, 'OTP_REQUIRED'],
  [MESSAGES.otpDigits, 'OTP_FORMAT'],
  [PHONE_MESSAGES.unsupported, 'PHONE_INVALID'],
  [PHONE_MESSAGES.wallet, 'PHONE_INVALID'],
]);

// PHONE_MESSAGES.invalid names the country, so it is known by its start.
const PHONE_INVALID_START = 'Enter a valid mobile number';

/** The code a field's message names: the spec's own, or a missing or refused value; else null. */
export function fieldCodeOfMessage(message: string): ErrorCode | null {
  const known = BY_MESSAGE.get(message);
  if (known) return known;
  if (message.startsWith(PHONE_INVALID_START)) return 'PHONE_INVALID';
  // Our schemas word a missing value "<Label> is required" (contract/zod-messages.ts).
  if (message.endsWith(' is required')) return 'FIELD_REQUIRED';
  if (message.endsWith(' contains characters that are not allowed.')) return 'FIELD_NOT_ALLOWED';
  return null;
}

function sizeCode(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall): ErrorCode {
  const big = issue.code === 'too_big';
  if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
    if (!big && Number(issue.minimum) <= 1) return 'FIELD_REQUIRED';
    return big ? 'FIELD_TOO_LONG' : 'FIELD_TOO_SHORT';
  }
  return big ? 'FIELD_TOO_LARGE' : 'FIELD_TOO_SMALL';
}

/** The code of a zod issue of a request's field. */
export function fieldCodeOfIssue(issue: z.core.$ZodIssue): ErrorCode {
  const known = fieldCodeOfMessage(issue.message);
  if (known) return known;
  switch (issue.code) {
    case 'invalid_type':
      return 'FIELD_WRONG_TYPE';
    case 'too_big':
    case 'too_small':
      return sizeCode(issue);
    default:
      return 'FIELD_INVALID';
  }
}
