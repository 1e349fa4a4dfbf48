import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyring, keyIdOf } from './sealed';

const hex = () => randomBytes(32).toString('hex');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describe('sealed blobs', () => {
  it('round-trips and the stored bytes carry no image signature', () => {
    const ring = createKeyring(hex());
    const blob = ring.seal(JPEG, 'kyc:s1:selfie');
    expect(blob.includes(JPEG.subarray(0, 4))).toBe(false);
    expect(ring.open(blob, 'kyc:s1:selfie').equals(JPEG)).toBe(true);
  });

  it('stores the key id: the first 8 hex characters of the key SHA-256', () => {
    const key = hex();
    const ring = createKeyring(key);
    expect(ring.currentId).toBe(keyIdOf(Buffer.from(key, 'hex')));
    expect(ring.keyIdOf(ring.seal(JPEG, 'c'))).toBe(ring.currentId);
  });

  it('reads blobs of a rotated key listed as old, and seals new ones with the current key', () => {
    const oldKey = hex();
    const blob = createKeyring(oldKey).seal(JPEG, 'c');
    const rotated = createKeyring(hex(), [oldKey]);
    expect(rotated.open(blob, 'c').equals(JPEG)).toBe(true);
    expect(rotated.keyIdOf(rotated.seal(JPEG, 'c'))).toBe(rotated.currentId);
  });

  it('fails loudly with a wrong key, another context or a changed byte', () => {
    const ring = createKeyring(hex());
    const blob = ring.seal(JPEG, 'kyc:s1:front');
    expect(() => createKeyring(hex()).open(blob, 'kyc:s1:front')).toThrow(/No key with id/);
    expect(() => ring.open(blob, 'kyc:s2:front')).toThrow(/integrity/);
    const changed = Buffer.from(blob);
    changed[changed.length - 1] = (changed[changed.length - 1] ?? 0) ^ 1;
    expect(() => ring.open(changed, 'kyc:s1:front')).toThrow(/integrity/);
  });

  it('refuses a key that is not 64 hex characters', () => {
    expect(() => createKeyring('abc')).toThrow(/64 hex/);
  });
});
