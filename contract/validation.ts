/**
 * The validation rules of spec section 5, written once with the spec's exact messages.
 * The SPA's forms and the server's routes both use these schemas.
 */
import { z } from 'zod';
import { isDisplayText, isMultilineText, notAllowedMessage } from './display-text';
import { looksLikePhone } from './phone-countries';

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
  .string()
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .refine((v) => EMAIL_RE.test(v), MESSAGES.emailInvalid);

export const newPasswordField = z
  .string()
  .max(128, 'Password must be at most 128 characters')
  .refine((v) => v.length >= 8, MESSAGES.passwordLength)
  .refine((v) => /[A-Z]/.test(v) && /\d/.test(v), MESSAGES.passwordComplexity);

export const otpField = z
  .string()
  .trim()
  .min(1, MESSAGES.otpRequired)
  .regex(/^\d{6}$/, MESSAGES.otpDigits);

export const loginFormSchema = z.object({
  identifier: z.string().trim().min(1, MESSAGES.identifierRequired).max(254),
  password: z.string().min(1, MESSAGES.passwordRequired).max(128),
});

/**
 * The signup form (client side). `otpSent` switches the OTP rule on (spec section 4:
 * "OTP is required only after one has been sent").
 */
export const signupFormSchema = (otpSent: boolean) =>
  z
    .object({
      username: z.string().trim().regex(USERNAME_RE, MESSAGES.usernameInvalid),
      firstName: z
        .string()
        .trim()
        .min(1, MESSAGES.firstNameRequired)
        .max(60)
        .refine(isDisplayText, notAllowedMessage('First name')),
      lastName: z.string().trim().max(60).refine(isDisplayText, notAllowedMessage('Last name')),
      email: emailField,
      countryCode: z.string(),
      // Whether it is a mobile of the chosen country is contract/phone.ts's rule (DECISIONS 31),
      // kept out of this module so the screens importing it do not load the phone library.
      phone: z.string().trim().min(1, MESSAGES.phoneRequired),
      password: newPasswordField,
      confirmPassword: z.string().min(1, MESSAGES.confirmRequired),
      sponsorBy: z.string().trim().max(60),
      gender: z
        .string()
        .refine((v) => ['Male', 'Female', 'Other'].includes(v), MESSAGES.genderRequired),
      otp: otpSent ? otpField : z.string(),
    })
    .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
      message: MESSAGES.passwordsMismatch,
      path: ['confirmPassword'],
    });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordFormSchema = z
  .object({
    otp: z.string().trim().min(1, MESSAGES.otpRequired),
    password: z
      .string()
      .min(1, MESSAGES.passwordRequired)
      .refine((v) => v.length >= 8, MESSAGES.passwordLength),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100)
    .refine(isDisplayText, notAllowedMessage('Name')),
  email: emailField,
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(4000)
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
