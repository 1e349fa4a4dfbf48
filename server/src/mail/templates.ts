/**
 * The texts of the mails the accounts module sends. Plain text only: the code stands alone on
 * its line and is never put in the subject (API-CONTRACT 9.3). No other 6-digit number appears,
 * so tools that read the code from the outbox find the right one.
 */
import type { MailMessage } from './mailer';

const SIGN_OFF = '\n\nIf you did not ask for this, you can ignore this e-mail.\n\nRihla';

export function signupCodeMail(to: string, code: string, ttlMinutes: number): MailMessage {
  return {
    to,
    subject: 'Your Rihla verification code',
    text: `Welcome to Rihla.\n\nYour verification code is:\n\n${code}\n\nIt is valid for ${ttlMinutes} minutes. Enter it on the sign-up form to finish creating your account.${SIGN_OFF}`,
  };
}

export function resetCodeMail(to: string, code: string, ttlMinutes: number): MailMessage {
  return {
    to,
    subject: 'Reset your Rihla password',
    text: `We received a request to reset the password of your Rihla account.\n\nYour reset code is:\n\n${code}\n\nIt is valid for ${ttlMinutes} minutes.${SIGN_OFF}`,
  };
}

/** Strips line breaks and control characters from text that goes into a header. */
const headerSafe = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').slice(0, 80);

export function contactMail(
  supportAddress: string,
  input: { name: string; email: string; message: string },
): MailMessage {
  return {
    to: supportAddress,
    replyTo: input.email,
    subject: `Contact form: ${headerSafe(input.name)}`,
    text: `From: ${input.name} <${input.email}>\n\n${input.message}\n`,
  };
}
