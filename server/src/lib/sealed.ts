/**
 * Sealed blobs (DECISIONS 48): AES-256-GCM from node:crypto, for KYC images and the payout
 * details kept after an account closes. A blob carries the id of the key that sealed it (the
 * first 8 hex characters of the key's SHA-256), so a rotated key keeps reading old blobs while
 * new ones use the current key. Layout: version (1 byte) | key id (4) | iv (12) | tag (16) | data.
 * The caller's `context` (e.g. `kyc:<submission>:selfie`) is bound in as associated data, so a
 * blob copied to another row fails to open instead of showing someone else's document.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 1;
const HEADER = 1 + 4 + 12 + 16;

export class SealedError extends Error {}

export interface Keyring {
  /** The id new blobs are sealed with. */
  currentId: string;
  seal(data: Uint8Array, context: string): Buffer;
  open(blob: Uint8Array, context: string): Buffer;
  /** The key id a blob was sealed with, without opening it. */
  keyIdOf(blob: Uint8Array): string;
}

/** The first 8 hex characters of the key's SHA-256: safe to store and to log. */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

function parseKey(hex: string, name: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(hex.trim()))
    throw new SealedError(`${name} must be 64 hex characters (32 bytes)`);
  return Buffer.from(hex.trim(), 'hex');
}

/** `current` seals and opens; `old` keys only open (KYC_ENCRYPTION_KEYS_OLD). */
export function createKeyring(current: string, old: readonly string[] = []): Keyring {
  const currentKey = parseKey(current, 'KYC_ENCRYPTION_KEY');
  const currentId = keyIdOf(currentKey);
  const keys = new Map<string, Buffer>([[currentId, currentKey]]);
  for (const hex of old) {
    const key = parseKey(hex, 'KYC_ENCRYPTION_KEYS_OLD');
    keys.set(keyIdOf(key), key);
  }
  const idOf = (blob: Uint8Array) => {
    if (blob.length < HEADER || blob[0] !== VERSION) throw new SealedError('Not a sealed blob');
    return Buffer.from(blob.subarray(1, 5)).toString('hex');
  };
  return {
    currentId,
    keyIdOf: idOf,
    seal(data, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(data), cipher.final()]);
      const head = Buffer.alloc(5);
      head[0] = VERSION;
      Buffer.from(currentId, 'hex').copy(head, 1);
      return Buffer.concat([head, iv, cipher.getAuthTag(), body]);
    },
    open(blob, context) {
      const id = idOf(blob);
      const key = keys.get(id);
      if (!key)
        throw new SealedError(
          `No key with id ${id} to open this blob: set it as KYC_ENCRYPTION_KEY or list it in KYC_ENCRYPTION_KEYS_OLD`,
        );
      const decipher = createDecipheriv('aes-256-gcm', key, blob.subarray(5, 17));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(blob.subarray(17, HEADER));
      try {
        return Buffer.concat([decipher.update(blob.subarray(HEADER)), decipher.final()]);
      } catch {
        throw new SealedError(`Sealed blob failed its integrity check (key id ${id})`);
      }
    },
  };
}
