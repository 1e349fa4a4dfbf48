/**
 * Session tokens: HS256 JWTs carrying the member id (`sub`) and a session id (`sid`), so a
 * logout revokes that one session, including the fresh tokens get-current-user hands out
 * (DECISIONS 2).
 */
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  memberId: string;
  sessionId: string;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.memberId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Returns the claims, or null for any bad, expired or foreign token. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { memberId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}
