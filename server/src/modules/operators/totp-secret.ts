/**
 * Operators' TOTP keys are stored sealed (AES-256-GCM with the server's keyring, the one that
 * seals KYC images): a copy of the database or a backup alone does not give anyone an operator's
 * second factor. The operator's id is bound in as associated data, so a sealed key copied onto
 * another operator's row does not open. A key stored before sealing (plain base32) still works
 * and is sealed the first time it is read.
 */
import type { Db } from '../../db/database';
import type { Keyring } from '../../lib/sealed';

const PREFIX = 's1:';
const context = (operatorId: string) => `operator:${operatorId}:totp`;

export const isSealedTotp = (stored: string): boolean => stored.startsWith(PREFIX);

export function sealTotpSecret(keyring: Keyring, operatorId: string, secret: string): string {
  const blob = keyring.seal(Buffer.from(secret, 'utf8'), context(operatorId));
  return PREFIX + blob.toString('base64url');
}

/** The base32 key of a stored value (sealed or, from before sealing, plain). */
export function openTotpSecret(keyring: Keyring, operatorId: string, stored: string): string {
  if (!isSealedTotp(stored)) return stored;
  const blob = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  return keyring.open(blob, context(operatorId)).toString('utf8');
}

/**
 * The operator's base32 key, or null without one. A plain key is sealed in place (only if the
 * row still holds that plain value, so a concurrent reset is never overwritten).
 */
export async function readTotpSecret(
  db: Db,
  keyring: Keyring,
  o: { id: string; totp_secret: string | null },
): Promise<string | null> {
  if (!o.totp_secret) return null;
  if (isSealedTotp(o.totp_secret)) return openTotpSecret(keyring, o.id, o.totp_secret);
  await db
    .updateTable('operators')
    .set({ totp_secret: sealTotpSecret(keyring, o.id, o.totp_secret) })
    .where('id', '=', o.id)
    .where('totp_secret', '=', o.totp_secret)
    .execute();
  return o.totp_secret;
}
