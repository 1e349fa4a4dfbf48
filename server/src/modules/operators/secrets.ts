/**
 * The random secrets of operator accounts: set-up link tokens and recovery codes. Both are
 * long random strings, so a plain SHA-256 is enough to store them (no slow hash needed).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export const newSetupToken = (): string => randomBytes(32).toString('base64url');

// No 0/O, 1/I/L: a code copied from paper is not misread.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`: about 49 bits each. */
export function newRecoveryCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += ALPHABET.charAt(randomInt(ALPHABET.length));
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** The stored form of a recovery code as typed (case, spaces and the dash ignored). */
export const recoveryHash = (typed: string): string =>
  sha256(typed.toLowerCase().replace(/[\s-]/g, ''));

export const RECOVERY_CODE_COUNT = 10;
