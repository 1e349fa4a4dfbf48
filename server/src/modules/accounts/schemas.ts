/**
 * Request schemas of the account calls. Field rules and messages come from the shared contract
 * (spec section 5); bodies are strict so unknown fields are noticed (parseInput drops them,
 * DECISIONS 40); every string is bounded, so nothing oversized reaches the database.
 */
import { z } from 'zod';
import { isDisplayText, notAllowedMessage } from '../../../../contract/display-text';
import { readSignupPhone } from '../../../../contract/phone';
import {
  MESSAGES,
  USERNAME_RE,
  emailField,
  newPasswordField,
  otpField,
} from '../../../../contract/validation';

const optionalText = (max: number) => z.string().trim().max(max).default('');

export const loginBody = z.strictObject({
  email: optionalText(254),
  phoneNumber: optionalText(32),
  username: optionalText(60),
  password: z.string().max(128, 'Password must be at most 128 characters').default(''),
  rememberMe: z.boolean().optional(),
});

export const signupBody = z
  .strictObject({
    username: z.string().trim().regex(USERNAME_RE, MESSAGES.usernameInvalid),
    firstName: z
      .string()
      .trim()
      .min(1, MESSAGES.firstNameRequired)
      .max(60, 'First name is too long')
      .refine(isDisplayText, notAllowedMessage('First name')),
    lastName: z
      .string()
      .trim()
      .max(60, 'Last name is too long')
      .refine(isDisplayText, notAllowedMessage('Last name'))
      .default(''),
    email: emailField,
    countryCode: z.string().trim().max(5).default(''),
    // A mobile of the chosen country (DECISIONS 31), checked below with the country code; the
    // rule refuses anything longer than a phone number.
    phoneNumber: z.string().trim().min(1, MESSAGES.phoneRequired),
    password: newPasswordField,
    // Old apps do not send it; when sent it must match.
    confirmPassword: z.string().max(128).optional(),
    sponsorBy: z.string().trim().max(60, 'Invalid sponsor ID or username').default(''),
    gender: z
      .string()
      .refine((v) => ['Male', 'Female', 'Other'].includes(v), MESSAGES.genderRequired),
    otp: otpField,
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

export const signupQuery = z.object({ ref: z.string().trim().max(60).optional() });

export const emailBody = z.strictObject({ email: emailField });

export const verifyOtpBody = z.strictObject({ email: emailField, otp: otpField });

export const resetPasswordBody = z
  .strictObject({
    userId: z.string().trim().min(1, 'Reset request is missing. Please start again.').max(64),
    // Old apps send the code as a number, which drops a code's leading zeros (012345 → 12345):
    // a whole number below a million is the 6-digit code it came from.
    resetOtp: z
      .union([z.string(), z.number().int().nonnegative()])
      .transform((v) =>
        typeof v === 'number' && v < 1e6 ? String(v).padStart(6, '0') : String(v).trim(),
      )
      .pipe(
        z
          .string()
          .min(1, MESSAGES.otpRequired)
          .regex(/^\d{6}$/, MESSAGES.otpDigits),
      ),
    password: z.string().min(1, MESSAGES.passwordRequired).pipe(newPasswordField),
    confirmPassword: z.string().max(128).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsMismatch,
  });

export const normalEmail = (email: string) => email.trim().toLowerCase();
