import { SignJWT, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens';

const SECRET = 'unit-test-secret-unit-test-secret-0123456789';
const claims = { memberId: 'a'.repeat(24), sessionId: 'b'.repeat(32) };

describe('TokenService (HS256 JWT)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs a standard HS256 JWT that another JOSE implementation accepts, and reads it back', async () => {
    const tokens = new TokenService(SECRET, 3600);
    const token = await tokens.sign(claims);
    expect(token.split('.')).toHaveLength(3);
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(SECRET));
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: claims.memberId, sid: claims.sessionId });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('accepts tokens signed elsewhere with the same secret', async () => {
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.memberId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await new TokenService(SECRET, 60).verify(token)).toEqual(claims);
  });

  it('refuses expired, tampered, foreign, alg-none and malformed tokens', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new TokenService(SECRET, 60);
    const token = await tokens.sign(claims);
    const [h, p, s] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ sid: 'x', sub: 'someone-else', exp: 9e9 }),
    ).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    for (const bad of [
      `${h}.${forged}.${s}`,
      `${none}.${p}.`,
      `${h}.${p}.${s.slice(0, -2)}AA`,
      await new TokenService('another-secret-another-secret-0123456789', 60).sign(claims),
      'not-a-token',
      'a.b.c',
      '',
      'x'.repeat(5000),
    ]) {
      expect(await tokens.verify(bad), bad.slice(0, 30)).toBeNull();
    }
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('keeps honouring not-before and expiry for a token it has already checked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.memberId)
      .setNotBefore(now + 30)
      .setExpirationTime(now + 90)
      .sign(new TextEncoder().encode(SECRET));
    const tokens = new TokenService(SECRET, 60);
    expect(await tokens.verify(token)).toBeNull();
    vi.setSystemTime((now + 31) * 1000);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime((now + 91) * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });
});
