/**
 * Time-based one-time codes (RFC 6238 through `otpauth`): 6 digits, 30-second steps, SHA-1 (what
 * every authenticator app reads from a QR code). A code is accepted for the step before and
 * after the current one (clock drift), and only for a step later than the last one accepted,
 * so a code seen over someone's shoulder cannot be used again.
 */
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Rihla Ops';

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

function totp(secret: string, label = 'operator'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** The `otpauth://` address the set-up QR code carries. */
export const totpUri = (secret: string, email: string): string => totp(secret, email).toString();

/** The current code (tests and the CLI's own checks). */
export const totpNow = (secret: string, at = Date.now()): string =>
  totp(secret).generate({ timestamp: at });

/**
 * The time step a code belongs to, when it is right and newer than `lastStep`; otherwise null.
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  at = Date.now(),
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const t = totp(secret);
  const delta = t.validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return null;
  const step = t.counter({ timestamp: at }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
