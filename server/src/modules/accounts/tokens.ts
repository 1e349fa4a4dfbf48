/**
 * Session tokens: HS256 JWTs carrying the member id (`sub`) and a session id (`sid`), so a
 * logout revokes that one session, including the fresh tokens get-current-user hands out
 * (DECISIONS 2). Signed and checked with node:crypto directly: every signed-in call verifies a
 * token, and this is several times cheaper than a generic JOSE library on that hot path. Only
 * HS256 is accepted (no `none`, no algorithm switching); the signature is compared in constant
 * time; `exp` is required.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  memberId: string;
  sessionId: string;
}

const b64 = (value: string) => Buffer.from(value).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Tokens whose signature has been checked, so a member's next calls skip the HMAC. */
const VERIFIED_LIMIT = 10_000;

interface Verified {
  claims: TokenClaims;
  exp: number;
  nbf: number | undefined;
}

function inTime(exp: number, nbf: number | undefined): boolean {
  const now = Date.now() / 1000;
  return exp > now && (nbf === undefined || nbf <= now);
}

export class TokenService {
  private readonly key: Buffer;
  // Only tokens that passed the full check are kept; expiry and not-before are re-checked on
  // every use, and revocation is the session store's job, so the memo cannot widen access.
  private readonly verified = new Map<string, Verified>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = Buffer.from(secret, 'utf8');
  }

  private signature(input: string): Buffer {
    return createHmac('sha256', this.key).update(input).digest();
  }

  sign(claims: TokenClaims): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    const payload = b64(
      JSON.stringify({
        sid: claims.sessionId,
        sub: claims.memberId,
        iat,
        exp: iat + this.ttlSeconds,
      }),
    );
    const input = `${HEADER}.${payload}`;
    return Promise.resolve(`${input}.${this.signature(input).toString('base64url')}`);
  }

  /** Returns the claims, or null for any bad, expired or foreign token. */
  verify(token: string): Promise<TokenClaims | null> {
    return Promise.resolve(this.check(token));
  }

  private check(token: string): TokenClaims | null {
    const known = this.verified.get(token);
    if (known) return inTime(known.exp, known.nbf) ? known.claims : null;
    if (token.length > 2048) return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    const head = decodeJson(header);
    if (head?.alg !== 'HS256' || head.crit !== undefined) return null;
    // Compare the exact canonical text, not the decoded bytes: Node's base64url decoder skips
    // padding, stray characters and the unused low bits of the last character, so `sig + "=="`
    // would otherwise pass as the same signature.
    const given = Buffer.from(signature, 'utf8');
    const expected = Buffer.from(
      this.signature(`${header}.${payload}`).toString('base64url'),
      'utf8',
    );
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const body = decodeJson(payload);
    if (!body) return null;
    const { sub, sid, exp, nbf } = body;
    if (typeof exp !== 'number' || (nbf !== undefined && typeof nbf !== 'number')) return null;
    if (typeof sub !== 'string' || typeof sid !== 'string') return null;
    if (!inTime(exp, nbf)) return null;
    const claims = { memberId: sub, sessionId: sid };
    if (this.verified.size >= VERIFIED_LIMIT) this.verified.clear();
    this.verified.set(token, { claims, exp, nbf });
    return claims;
  }
}
