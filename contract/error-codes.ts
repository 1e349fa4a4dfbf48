/**
 * The stable codes of the API's error answers (DECISIONS 38). Every failure keeps its English
 * `message` and carries one of these as `code`; field errors also carry a `codes` map beside
 * `errors` (field → code). The SPA translates by code in Arabic and shows the server's message
 * word for word in English. Codes are never renamed: add new ones, retire none that apps know.
 * Plain data, no zod, so the SPA's first load can import it.
 */
export const ERROR_CODES = [
  // Any request
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'MALFORMED_URL',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED',
  'NOT_SIGNED_IN',
  'TOKEN_INVALID',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ENDPOINT_NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'CLIENT_CLOSED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Accounts
  'INVALID_CREDENTIALS',
  'LOGIN_IN_PROGRESS',
  'USER_NOT_FOUND',
  'EMAIL_ALREADY_REGISTERED',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'PHONE_TAKEN',
  'PHONE_INVALID',
  'SPONSOR_INVALID',
  'SELF_SPONSOR',
  'EMAIL_SEND_FAILED',
  'CODE_RESEND_WAIT',
  'OTP_NOT_REQUESTED',
  'OTP_EXPIRED',
  'OTP_INVALID',
  'OTP_LOCKED',
  'RESET_CODE_INVALID',
  'ACCOUNT_LOCKED',
  // The team and the rewards
  'NOT_IN_DOWNLINE',
  'NOT_YOUR_DATA',
  'CAMPAIGN_NOT_FOUND',
  'COUNTRY_UNCHANGED',
  'COUNTRY_REQUEST_PENDING',
  // Profile photo
  'PHOTO_MISSING',
  'PHOTO_TOO_LARGE',
  'PHOTO_TYPE',
  'PHOTO_DAMAGED',
  // Withdrawals
  'KYC_REQUIRED',
  'WITHDRAWAL_PENDING',
  'IDEMPOTENCY_KEY_REUSED',
  'AMOUNT_BELOW_MINIMUM',
  'AMOUNT_OVER_BALANCE',
  'WITHDRAWAL_LIMIT_REACHED',
  'WITHDRAWAL_NOT_FOUND',
  'WITHDRAWAL_STATE_CHANGED',
  // Member rights
  'TERMS_OUTDATED',
  'CURRENT_PASSWORD_WRONG',
  'CLOSE_WITHDRAWAL_PENDING',
  'CLOSE_BALANCE',
  'CLOSE_FORFEIT_REQUIRED',
  // Field codes (values of the `codes` map): the spec's validation rules by name …
  'IDENTIFIER_REQUIRED',
  'PASSWORD_REQUIRED',
  'USERNAME_INVALID',
  'FIRST_NAME_REQUIRED',
  'EMAIL_REQUIRED',
  'EMAIL_INVALID',
  'PHONE_REQUIRED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_WEAK',
  'CONFIRM_PASSWORD_REQUIRED',
  'PASSWORDS_MISMATCH',
  'GENDER_REQUIRED',
  'OTP_REQUIRED',
  'OTP_FORMAT',
  // … and the general kinds of any other field's rule.
  'FIELD_REQUIRED',
  'FIELD_WRONG_TYPE',
  'FIELD_TOO_SHORT',
  'FIELD_TOO_LONG',
  'FIELD_TOO_SMALL',
  'FIELD_TOO_LARGE',
  'FIELD_NOT_ALLOWED',
  'FIELD_INVALID',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN.has(value);
