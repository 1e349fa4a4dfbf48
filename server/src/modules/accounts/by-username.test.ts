import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { GENEROUS_LIMITS, signUp } from './test-support';
import type { Fail } from './test-support';

describe.each(DB_FLAVOURS)('GET /api/user/by-username (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour, { ...GENEROUS_LIMITS, LOOKUP_MAX_PER_IP: '12' });
  });
  afterAll(() => t.close());

  const lookup = (q: string, ip = '198.51.100.1') =>
    t.app.inject({ method: 'GET', url: `/api/user/by-username${q}`, remoteAddress: ip });

  it('answers first and last name only, by username (any case) or sponsor id', async () => {
    const m = await signUp(t, { firstName: 'Omar', lastName: '' });
    const byName = await lookup(`?username=${m.body.username.toUpperCase()}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual({ success: true, user: { firstName: 'Omar', lastName: '' } });
    const byCode = await lookup(`?username=${encodeURIComponent(m.user.sponsorId)}`);
    expect(byCode.json()).toEqual(byName.json());
  });

  it('answers 404 "User not found" for an unknown name and 400 when none is given', async () => {
    const unknown = await lookup('?username=no_such_sponsor');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      message: 'User not found',
      code: 'USER_NOT_FOUND',
    });
    const missing = await lookup('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Fail>().message).toBe('Username is required');
  });

  it('treats SQL wildcards, metacharacters and long strings as plain text', async () => {
    for (const q of ['%', '_', "' OR '1'='1", 'x'.repeat(3000)]) {
      const res = await lookup(`?username=${encodeURIComponent(q)}`, '198.51.100.2');
      expect(res.statusCode, q.slice(0, 10)).toBe(404);
    }
  });

  it('is rate limited per IP with 429 and Retry-After', async () => {
    for (let i = 0; i < 12; i++) await lookup('?username=someone', '198.51.100.9');
    const res = await lookup('?username=someone', '198.51.100.9');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup('?username=someone', '198.51.100.10')).statusCode).toBe(404);
  });
});
