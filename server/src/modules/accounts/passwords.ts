/**
 * Password hashing with argon2id. The memory cost comes from the config (ARGON2_MEMORY_KIB) so
 * tests can use a cheap setting; production keeps the OWASP default.
 */
import argon2 from 'argon2';

export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  constructor(private readonly memoryKib: number) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: this.memoryKib,
      timeCost: 2,
      parallelism: 1,
    });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A malformed stored hash is a failed check, never a 500.
      return false;
    }
  }

  /**
   * Spends the same time as a real check when no account matched, so response time does not
   * tell whether an identifier exists (DECISIONS 5).
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= this.hash('not-a-password-0');
    await this.verify(await this.dummy, password);
    return false;
  }
}

const hashers = new Map<number, PasswordHasher>();

/** One hasher per cost setting, so the dummy hash is made once per process. */
export function passwordHasher(memoryKib: number): PasswordHasher {
  let hasher = hashers.get(memoryKib);
  if (!hasher) {
    hasher = new PasswordHasher(memoryKib);
    hashers.set(memoryKib, hasher);
  }
  return hasher;
}
