/**
 * The member's rights over their account (issue 28, DECISIONS 48): terms consent, password and
 * signed-in devices, the data export and closing. Written once for the SPA, the server and tests.
 */
import { z } from 'zod';
import { LIMITS, newPasswordField, otpField } from './validation';
import { CLOSE_MIN_BALANCE_AED, TERMS_VERSION } from './terms';
import { sayLater, wrongType } from './zod-messages';

export { CLOSE_MIN_BALANCE_AED, FORMER_MEMBER_NAME, TERMS_VERSION } from './terms';

export const RIGHTS_MESSAGES = {
  consentRequired: 'Please accept the Terms and Conditions and the Privacy Policy',
  consentOutdated: 'These are not the current terms. Please reload the page and try again.',
  consentSaved: 'Thank you. Your acceptance is saved.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'The new password must differ from the current one',
  passwordChanged: 'Password changed. Your other devices are signed out.',
  signedOutOthers: 'Signed out on every other device',
  closeCodeSent: 'We sent a code to your e-mail',
  closePending: 'You have a withdrawal in progress. Wait until it is paid or cancel it first.',
  closeBalance: `You have AED ${CLOSE_MIN_BALANCE_AED}.00 or more available. Please withdraw it first.`,
  forfeitRequired: 'Confirm that the remaining balance is given up',
  closed: 'Your account is closed',
} as const;

const password = (label: string, required: string) =>
  z
    .string({ error: wrongType(label, 'text', required) })
    .min(1, required)
    .max(LIMITS.password, required);

export const consentBody = z.strictObject({
  termsVersion: z
    .string({ error: wrongType('Terms version', 'text', RIGHTS_MESSAGES.consentRequired) })
    .max(20, RIGHTS_MESSAGES.consentOutdated)
    .refine((v) => v === TERMS_VERSION, RIGHTS_MESSAGES.consentOutdated),
});

export const changePasswordBody = z
  .strictObject({
    currentPassword: password('Current password', RIGHTS_MESSAGES.currentPasswordRequired),
    password: newPasswordField,
    confirmPassword: z
      .string({ error: wrongType('Confirm password') })
      .max(LIMITS.password, sayLater.atMostChars('Confirm password', LIMITS.password))
      .optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

export const closeCodeBody = z.strictObject({
  password: password('Password', 'Password is required'),
});

export const closeBody = z.strictObject({
  password: password('Password', 'Password is required'),
  code: otpField,
  /** Required (true) when a balance below the minimum would be given up. */
  acceptForfeit: z.boolean({ error: wrongType('Forfeit', 'boolean') }).default(false),
});

export type ConsentRequest = z.input<typeof consentBody>;
export type ChangePasswordRequest = z.input<typeof changePasswordBody>;
export type CloseCodeRequest = z.input<typeof closeCodeBody>;
export type CloseRequest = z.input<typeof closeBody>;

/** One signed-in device. `id` is a handle derived from the session, never the session id. */
export interface DeviceSession {
  id: string;
  /** The browser or app as it named itself, trimmed; null when it sent nothing. */
  device: string | null;
  createdAt: string;
  expiresAt: string;
  current: boolean;
}

export interface SessionsResponse {
  success: true;
  sessions: DeviceSession[];
}

export interface SignOutOthersResponse {
  success: true;
  message: string;
  signedOut: number;
}

/** What closing would do now: blocked, or the balance that would be given up. */
export interface CloseCodeResponse {
  success: true;
  message: string;
  /** AED below the minimum that is forfeited on closing (0 when none). */
  forfeitAed: number;
}

export interface SimpleResponse {
  success: true;
  message: string;
}
