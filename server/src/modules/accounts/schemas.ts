/**
 * Request schemas of the account calls. Field rules and messages come from the shared contract
 * (spec section 5); bodies are strict so unknown fields are noticed (parseInput drops them,
 * DECISIONS 40); every string is bounded, so nothing oversized reaches the database.
 */
import { z } from 'zod';
import { notAllowedMessage } from '../../../../contract/display-text';
import { isPersonName, normaliseNameSpaces } from '../../../../contract/person-name';
import { languageSchema } from '../../../../contract/language-schema';
import { RIGHTS_MESSAGES, TERMS_VERSION } from '../../../../contract/member-rights';
import { readSignupPhone } from '../../../../contract/phone';
import {
  LIMITS,
  MESSAGES,
  USERNAME_RE,
  emailField,
  newPasswordField,
  otpField,
} from '../../../../contract/validation';
import { say, wrongType } from '../../../../contract/zod-messages';

const optionalText = (label: string, max: number) =>
  z
    .string({ error: wrongType(label) })
    .trim()
    .max(max, say.atMostChars(label, max))
    .default('');

export const loginBody = z.strictObject({
  email: optionalText('Email', LIMITS.email),
  phoneNumber: optionalText('Phone number', 32),
  username: optionalText('Username', 60),
  password: z
    .string({ error: wrongType('Password') })
    .max(LIMITS.password, say.atMostChars('Password', LIMITS.password))
    .default(''),
  rememberMe: z.boolean({ error: wrongType('Remember me', 'boolean') }).optional(),
});

const confirmPassword = z
  .string({ error: wrongType('Confirm password') })
  .max(LIMITS.password, say.atMostChars('Confirm password', LIMITS.password))
  .optional();

export const signupBody = z
  .strictObject({
    username: z
      .string({ error: wrongType('Username', 'text', MESSAGES.usernameInvalid) })
      .trim()
      .regex(USERNAME_RE, MESSAGES.usernameInvalid),
    firstName: z
      .string({ error: wrongType('First name', 'text', MESSAGES.firstNameRequired) })
      .overwrite(normaliseNameSpaces)
      .min(1, MESSAGES.firstNameRequired)
      .max(LIMITS.name, say.atMostChars('First name', LIMITS.name))
      .refine(isPersonName, notAllowedMessage('First name')),
    lastName: z
      .string({ error: wrongType('Last name') })
      .overwrite(normaliseNameSpaces)
      .max(LIMITS.name, say.atMostChars('Last name', LIMITS.name))
      .refine(isPersonName, notAllowedMessage('Last name'))
      .default(''),
    email: emailField,
    countryCode: z
      .string({ error: wrongType('Country code') })
      .trim()
      .max(5, say.atMostChars('Country code', 5))
      .default(''),
    // A mobile of the chosen country (DECISIONS 31), checked below with the country code.
    phoneNumber: z
      .string({ error: wrongType('Phone number', 'text', MESSAGES.phoneRequired) })
      .trim()
      .min(1, MESSAGES.phoneRequired)
      .max(32, say.atMostChars('Phone number', 32)),
    password: newPasswordField,
    // Old apps do not send it; when sent it must match.
    confirmPassword,
    sponsorBy: z
      .string({ error: wrongType('Sponsor') })
      .trim()
      .max(LIMITS.sponsor, 'Invalid sponsor ID or username')
      .default(''),
    gender: z
      .string({ error: wrongType('Gender', 'text', MESSAGES.genderRequired) })
      .refine((v) => ['Male', 'Female', 'Other'].includes(v), MESSAGES.genderRequired),
    otp: otpField,
    // The SPA sends Accept-Language; an app may name the language here instead (DECISIONS 38).
    language: languageSchema.optional(),
    // The SPA's consent box (DECISIONS 48); old apps send none and are asked at the next visit.
    termsVersion: z
      .string({ error: wrongType('Terms version') })
      .max(20, RIGHTS_MESSAGES.consentOutdated)
      .refine((v) => v === TERMS_VERSION, RIGHTS_MESSAGES.consentOutdated)
      .optional(),
  })
  .superRefine((v, ctx) => {
    const phone = readSignupPhone(v.phoneNumber, v.countryCode);
    if (v.phoneNumber && !phone.ok)
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: phone.message });
    if (v.confirmPassword === undefined) return;
    if (v.confirmPassword === '')
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: MESSAGES.confirmRequired,
      });
    else if (v.confirmPassword !== v.password)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: MESSAGES.passwordsMismatch,
      });
  });

export const signupQuery = z.object({
  ref: z
    .string({ error: wrongType('Referral code') })
    .trim()
    .max(LIMITS.sponsor, say.atMostChars('Referral code', LIMITS.sponsor))
    .optional(),
});

export const emailBody = z.strictObject({ email: emailField });

/** Send-otp: the code's mail is in `language` when given, else in Accept-Language's. */
export const sendOtpBody = z.strictObject({
  email: emailField,
  language: languageSchema.optional(),
});

export const verifyOtpBody = z.strictObject({ email: emailField, otp: otpField });

const RESET_MISSING = 'Reset request is missing. Please start again.';

export const resetPasswordBody = z
  .strictObject({
    userId: z
      .string({ error: wrongType('Reset request', 'text', RESET_MISSING) })
      .trim()
      .min(1, RESET_MISSING)
      .max(64, 'Reset request is not valid. Please start again.'),
    // Old apps send the code as a number, which drops a code's leading zeros (012345 → 12345):
    // a whole number below a million is the 6-digit code it came from.
    resetOtp: z
      .union([z.string(), z.number().int(MESSAGES.otpDigits).nonnegative(MESSAGES.otpDigits)], {
        error: (issue) => (issue.input === undefined ? MESSAGES.otpRequired : MESSAGES.otpDigits),
      })
      .transform((v) =>
        typeof v === 'number' && v < 1e6 ? String(v).padStart(6, '0') : String(v).trim(),
      )
      .pipe(
        z
          .string()
          .min(1, MESSAGES.otpRequired)
          .regex(/^\d{6}$/, MESSAGES.otpDigits),
      ),
    password: z
      .string({ error: wrongType('Password', 'text', MESSAGES.passwordRequired) })
      .min(1, MESSAGES.passwordRequired)
      .pipe(newPasswordField),
    confirmPassword,
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsMismatch,
  });

export const normalEmail = (email: string) => email.trim().toLowerCase();
