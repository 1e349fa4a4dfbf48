/**
 * The validation rules of spec section 5, written once with the spec's exact messages.
 * The SPA's forms and the server's routes both use these schemas.
 */
import { z } from 'zod';
import { isDisplayText, isMultilineText, notAllowedMessage } from './display-text';
import { looksLikePhone } from './phone-countries';
import { say, wrongType } from './zod-messages';

export const MESSAGES = {
  identifierRequired: 'Email, phone number, or username is required',
  passwordRequired: 'Password is required',
  usernameInvalid:
    'Username must be 3-30 characters and contain only letters, numbers, or underscores',
  firstNameRequired: 'First name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  passwordLength: 'Password must be at least 8 characters',
  passwordComplexity: 'Password must contain at least one uppercase letter and one number',
  confirmRequired: 'Confirm password is required',
  passwordsMismatch: 'Passwords do not match',
  genderRequired: 'Gender is required',
  otpRequired: 'OTP is required',
  otpDigits: 'OTP must be 6 digits',
} as const;

/** The length limits of the fields below; the forms give their inputs the same `maxLength`. */
export const LIMITS = {
  email: 254,
  identifier: 254,
  password: 128,
  username: 30,
  name: 60,
  sponsor: 60,
  otp: 6,
  contactName: 100,
  contactMessage: 4000,
} as const;

// A bare address only: no display name (`x<a@b.c>`), quotes, commas, brackets or controls.
const EMAIL_RE =
  /^[^\s@<>()[\]\\,;:"\p{Cc}\p{Cf}]+@[^\s@<>()[\]\\,;:"\p{Cc}\p{Cf}]+\.[^\s@<>()[\]\\,;:"\p{Cc}\p{Cf}]+$/u;
export const USERNAME_RE = /^[A-Za-z0-9_]{3,30}$/;

export type IdentifierKind = 'email' | 'phoneNumber' | 'username';

/**
 * Spec section 5 as DECISIONS 13 words it: e-mail if it looks like one, phone if 7-15 digits
 * (spaces, dashes and brackets ignored, optional +), else username.
 */
export function classifyIdentifier(raw: string): IdentifierKind {
  const value = raw.trim();
  if (EMAIL_RE.test(value)) return 'email';
  if (looksLikePhone(value)) return 'phoneNumber';
  return 'username';
}

export const isEmail = (value: string) => EMAIL_RE.test(value.trim());

export const emailField = z
  .string({ error: wrongType('Email', 'text', MESSAGES.emailRequired) })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(LIMITS.email, MESSAGES.emailInvalid)
  .refine((v) => EMAIL_RE.test(v), MESSAGES.emailInvalid);

export const newPasswordField = z
  .string({ error: wrongType('Password', 'text', MESSAGES.passwordRequired) })
  .max(LIMITS.password, say.atMostChars('Password', LIMITS.password))
  .refine((v) => v.length >= 8, MESSAGES.passwordLength)
  .refine((v) => /[A-Z]/.test(v) && /\d/.test(v), MESSAGES.passwordComplexity);

export const otpField = z
  .string({ error: wrongType('OTP', 'text', MESSAGES.otpRequired) })
  .trim()
  .min(1, MESSAGES.otpRequired)
  .regex(/^\d{6}$/, MESSAGES.otpDigits);

const IDENTIFIER = 'Email, phone number, or username';

export const loginFormSchema = z.object({
  identifier: z
    .string({ error: wrongType(IDENTIFIER, 'text', MESSAGES.identifierRequired) })
    .trim()
    .min(1, MESSAGES.identifierRequired)
    .max(LIMITS.identifier, say.atMostChars(IDENTIFIER, LIMITS.identifier)),
  password: z
    .string({ error: wrongType('Password', 'text', MESSAGES.passwordRequired) })
    .min(1, MESSAGES.passwordRequired)
    .max(LIMITS.password, say.atMostChars('Password', LIMITS.password)),
});

/**
 * The signup form (client side). `otpSent` switches the OTP rule on (spec section 4:
 * "OTP is required only after one has been sent").
 */
export const signupFormSchema = (otpSent: boolean) =>
  z
    .object({
      username: z
        .string({ error: wrongType('Username', 'text', MESSAGES.usernameInvalid) })
        .trim()
        .regex(USERNAME_RE, MESSAGES.usernameInvalid),
      firstName: z
        .string({ error: wrongType('First name', 'text', MESSAGES.firstNameRequired) })
        .trim()
        .min(1, MESSAGES.firstNameRequired)
        .max(LIMITS.name, say.atMostChars('First name', LIMITS.name))
        .refine(isDisplayText, notAllowedMessage('First name')),
      lastName: z
        .string({ error: wrongType('Last name') })
        .trim()
        .max(LIMITS.name, say.atMostChars('Last name', LIMITS.name))
        .refine(isDisplayText, notAllowedMessage('Last name')),
      email: emailField,
      countryCode: z.string(),
      // Whether it is a mobile of the chosen country is contract/phone.ts's rule (DECISIONS 31),
      // kept out of this module so the screens importing it do not load the phone library.
      phone: z.string().trim().min(1, MESSAGES.phoneRequired),
      password: newPasswordField,
      confirmPassword: z
        .string({ error: wrongType('Confirm password', 'text', MESSAGES.confirmRequired) })
        .min(1, MESSAGES.confirmRequired)
        .max(LIMITS.password, say.atMostChars('Confirm password', LIMITS.password)),
      sponsorBy: z
        .string({ error: wrongType('Sponsor code') })
        .trim()
        .max(LIMITS.sponsor, say.atMostChars('Sponsor code', LIMITS.sponsor)),
      gender: z
        .string({ error: wrongType('Gender', 'text', MESSAGES.genderRequired) })
        .refine((v) => ['Male', 'Female', 'Other'].includes(v), MESSAGES.genderRequired),
      otp: otpSent ? otpField : z.string({ error: wrongType('OTP') }),
    })
    .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
      message: MESSAGES.passwordsMismatch,
      path: ['confirmPassword'],
    });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordFormSchema = z
  .object({
    otp: z
      .string({ error: wrongType('OTP', 'text', MESSAGES.otpRequired) })
      .trim()
      .min(1, MESSAGES.otpRequired)
      .max(LIMITS.otp, MESSAGES.otpDigits),
    password: z
      .string({ error: wrongType('Password', 'text', MESSAGES.passwordRequired) })
      .min(1, MESSAGES.passwordRequired)
      .max(LIMITS.password, say.atMostChars('Password', LIMITS.password))
      .refine((v) => v.length >= 8, MESSAGES.passwordLength),
    confirmPassword: z
      .string({ error: wrongType('Confirm password') })
      .max(LIMITS.password, say.atMostChars('Confirm password', LIMITS.password)),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });

export const contactSchema = z.object({
  name: z
    .string({ error: wrongType('Name', 'text', 'Name is required') })
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.contactName, say.atMostChars('Name', LIMITS.contactName))
    .refine(isDisplayText, notAllowedMessage('Name')),
  email: emailField,
  message: z
    .string({ error: wrongType('Message', 'text', 'Message is required') })
    .trim()
    .min(1, 'Message is required')
    .max(LIMITS.contactMessage, say.atMostChars('Message', LIMITS.contactMessage))
    .refine(isMultilineText, notAllowedMessage('Message')),
});

/** First message per field, as the forms and the server's `errors` map show them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
}
