/**
 * The validation rules of spec section 5, written once with the spec's exact messages.
 * The SPA's forms and the server's routes both use these schemas.
 */
import { typedCode } from './typed-number';
import { z } from 'zod';
import { isMultilineText, notAllowedLater } from './display-text';
import { isPersonName, normaliseNameSpaces } from './person-name';
import { looksLikePhone } from './phone-countries';
import { MESSAGES, wordsLater as later, words } from './validation-words';
import { sayLater, wrongType } from './zod-messages';

// The spec's sentences stay here too; they are worded when zod parses (validation-words.ts),
// so the SPA shows them in its reader's language and the server in English.
export { MESSAGES };

/** A missing value's sentence for `wrongType`, worded when parsed. */
const missing = (id: keyof typeof MESSAGES) => () => words(id);

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
  .string({ error: wrongType('Email', 'text', missing('emailRequired')) })
  .trim()
  .min(1, later('emailRequired'))
  .max(LIMITS.email, later('emailInvalid'))
  .refine((v) => EMAIL_RE.test(v), later('emailInvalid'))
  // E-mails are stored lower-cased, and lower-casing can lengthen a string (`İ` becomes two
  // code points): the stored form must fit too (issue 27).
  .refine((v) => v.toLowerCase().length <= LIMITS.email, later('emailInvalid'));

export const newPasswordField = z
  .string({ error: wrongType('Password', 'text', missing('passwordRequired')) })
  .max(LIMITS.password, sayLater.atMostChars('Password', LIMITS.password))
  .refine((v) => v.length >= 8, later('passwordLength'))
  .refine((v) => /[A-Z]/.test(v) && /\d/.test(v), later('passwordComplexity'));

// A mailed code typed in any digits, with spaces between groups (DECISIONS 46).
export const otpField = z
  .string({ error: wrongType('OTP', 'text', missing('otpRequired')) })
  .overwrite(typedCode)
  .min(1, later('otpRequired'))
  .regex(/^\d{6}$/, later('otpDigits'));

const IDENTIFIER = 'Email, phone number, or username';

export const loginFormSchema = z.object({
  identifier: z
    .string({ error: wrongType(IDENTIFIER, 'text', missing('identifierRequired')) })
    .trim()
    .min(1, later('identifierRequired'))
    .max(LIMITS.identifier, sayLater.atMostChars(IDENTIFIER, LIMITS.identifier)),
  password: z
    .string({ error: wrongType('Password', 'text', missing('passwordRequired')) })
    .min(1, later('passwordRequired'))
    .max(LIMITS.password, sayLater.atMostChars('Password', LIMITS.password)),
});

/**
 * The signup form (client side). `otpSent` switches the OTP rule on (spec section 4:
 * "OTP is required only after one has been sent").
 */
export const signupFormSchema = (otpSent: boolean) =>
  z
    .object({
      username: z
        .string({ error: wrongType('Username', 'text', missing('usernameInvalid')) })
        .trim()
        .regex(USERNAME_RE, later('usernameInvalid')),
      firstName: z
        .string({ error: wrongType('First name', 'text', missing('firstNameRequired')) })
        .overwrite(normaliseNameSpaces)
        .min(1, later('firstNameRequired'))
        .max(LIMITS.name, sayLater.atMostChars('First name', LIMITS.name))
        .refine(isPersonName, notAllowedLater('First name')),
      lastName: z
        .string({ error: wrongType('Last name') })
        .overwrite(normaliseNameSpaces)
        .max(LIMITS.name, sayLater.atMostChars('Last name', LIMITS.name))
        .refine(isPersonName, notAllowedLater('Last name')),
      email: emailField,
      countryCode: z.string(),
      // Whether it is a mobile of the chosen country is contract/phone.ts's rule (DECISIONS 31),
      // kept out of this module so the screens importing it do not load the phone library.
      phone: z.string().trim().min(1, later('phoneRequired')),
      password: newPasswordField,
      confirmPassword: z
        .string({ error: wrongType('Confirm password', 'text', missing('confirmRequired')) })
        .min(1, later('confirmRequired'))
        .max(LIMITS.password, sayLater.atMostChars('Confirm password', LIMITS.password)),
      sponsorBy: z
        .string({ error: wrongType('Sponsor code') })
        .trim()
        .max(LIMITS.sponsor, sayLater.atMostChars('Sponsor code', LIMITS.sponsor)),
      gender: z
        .string({ error: wrongType('Gender', 'text', missing('genderRequired')) })
        .refine((v) => ['Male', 'Female', 'Other'].includes(v), later('genderRequired')),
      otp: otpSent ? otpField : z.string({ error: wrongType('OTP') }),
    })
    .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
      error: () => words('passwordsMismatch'),
      path: ['confirmPassword'],
    });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordFormSchema = z
  .object({
    otp: z
      .string({ error: wrongType('OTP', 'text', missing('otpRequired')) })
      .overwrite(typedCode)
      .min(1, later('otpRequired'))
      .max(LIMITS.otp, later('otpDigits')),
    password: z
      .string({ error: wrongType('Password', 'text', missing('passwordRequired')) })
      .min(1, later('passwordRequired'))
      .max(LIMITS.password, sayLater.atMostChars('Password', LIMITS.password))
      .refine((v) => v.length >= 8, later('passwordLength')),
    confirmPassword: z
      .string({ error: wrongType('Confirm password') })
      .max(LIMITS.password, sayLater.atMostChars('Confirm password', LIMITS.password)),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: () => words('passwordsMismatch'),
    path: ['confirmPassword'],
  });

export const contactSchema = z.object({
  name: z
    .string({ error: wrongType('Name', 'text', () => words('nameRequired')) })
    .overwrite(normaliseNameSpaces)
    .min(1, later('nameRequired'))
    .max(LIMITS.contactName, sayLater.atMostChars('Name', LIMITS.contactName))
    .refine(isPersonName, notAllowedLater('Name')),
  email: emailField,
  message: z
    .string({ error: wrongType('Message', 'text', () => words('messageRequired')) })
    .trim()
    .min(1, later('messageRequired'))
    .max(LIMITS.contactMessage, sayLater.atMostChars('Message', LIMITS.contactMessage))
    .refine(isMultilineText, notAllowedLater('Message')),
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
