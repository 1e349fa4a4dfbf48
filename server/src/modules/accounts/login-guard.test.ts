/**
 * Login guessing under concurrency and the device cookies of DECISIONS 43 (issue 19): attempts
 * are counted before any password work, so a burst cannot slip past the limit, and a locked
 * account still lets its owner in from a browser that signed in before.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { forgotAndCode, GENEROUS_LIMITS, post, signUp } from './test-support';

const MAX = 10;

const creds = (username: string, password: string) => ({
  email: '',
  phoneNumber: '',
  username,
  password,
});

/** The `name=value` part of the device cookie a login answer set, if any. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return all.find((c) => c.startsWith('rihla_device='));
}

describe.each(DB_FLAVOURS)('login guessing and device cookies (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour, {
      ...GENEROUS_LIMITS,
      LOGIN_MAX_PER_ACCOUNT: String(MAX),
      LOGIN_MAX_PER_DEVICE: '3',
    });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  let ipCounter = 0;
  const login = (body: object, headers: Record<string, string> = {}, ip?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: body,
      headers,
      remoteAddress: ip ?? `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
    });
  const attempts = async (memberId: string) => {
    const row = await t.app.ctx.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', `login-acct:${memberId}`)
      .executeTakeFirst();
    return row?.hits ?? 0;
  };
  const cookieHeader = (setCookie: string) => ({ cookie: setCookie.split(';')[0] ?? '' });

  it.each([40, 400])(
    'lets at most LOGIN_MAX_PER_ACCOUNT of %i concurrent tries reach the password check',
    async (n) => {
      const m = await signUp(t);
      const answers = await Promise.all(
        Array.from({ length: n }, () => login(creds(m.body.username, 'Wrong1234'))),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(
        codes.every((c) => c === 401 || c === 429),
        codes.join(),
      ).toBe(true);
      expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(MAX);
      expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(n - MAX);
    },
  );

  it('never signs in the right password sent after 39 wrong ones in flight', async () => {
    const m = await signUp(t);
    const wrong = Array.from({ length: 39 }, () => login(creds(m.body.username, 'Wrong1234')));
    // "Then": the right password is sent once the wrong ones have been counted.
    await vi.waitUntil(async () => (await attempts(m.user.id)) >= 39, { timeout: 10_000 });
    const right = await login(creds(m.body.username, 'Secret123'));
    const codes = (await Promise.all(wrong)).map((a) => a.statusCode);
    expect(right.statusCode, codes.join()).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(MAX);
    // Still locked afterwards for a client without a device cookie.
    expect((await login(creds(m.body.username, 'Secret123'))).statusCode).toBe(429);
  });

  it('answers a plain 401 for an identifier that grows when lower-cased', async () => {
    // 'İ' lower-cases to two characters: 254 of them would overflow a key built from the text.
    const res = await login({ ...creds('', 'Wrong1234'), email: 'İ'.repeat(254) });
    expect(res.statusCode, res.body).toBe(401);
  });

  it('bounds the logins in flight from one IP, even for different accounts', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(creds(`nobody_in_flight_${i}`, 'Wrong1234'), {}, '10.99.0.1'),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 429).length, codes.join()).toBeGreaterThan(0);
    expect(codes.filter((c) => c === 401).length).toBeGreaterThan(0);
  });

  it('issues a signed, HttpOnly, SameSite=Strict device cookie scoped to the login path', async () => {
    const m = await signUp(t);
    const res = await login(creds(m.body.username, 'Secret123'));
    expect(res.statusCode).toBe(200);
    const cookie = deviceCookieOf(res);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/user\/login(;|$)/);
    expect(cookie).toMatch(/; Max-Age=\d+/);
    // The test site is http, so the cookie is not Secure there.
    expect(cookie).not.toMatch(/; Secure/);
    // A failed login sets none.
    expect(deviceCookieOf(await login(creds(m.body.username, 'Wrong1234')))).toBeUndefined();
  });

  it('lets a trusted device in with the right password while the account is locked', async () => {
    const m = await signUp(t);
    const first = await login(creds(m.body.username, 'Secret123'));
    const device = cookieHeader(deviceCookieOf(first) ?? '');
    await Promise.all(Array.from({ length: 40 }, () => login(creds(m.body.username, 'Wrong1234'))));
    expect((await login(creds(m.body.username, 'Secret123'))).statusCode).toBe(429);
    const trusted = await login(creds(m.body.username, 'Secret123'), device);
    expect(trusted.statusCode, trusted.body).toBe(200);
    // The lock stays for everyone else.
    expect((await login(creds(m.body.username, 'Secret123'))).statusCode).toBe(429);
  });

  it('bounds the wrong tries of a device cookie too', async () => {
    const m = await signUp(t);
    const device = cookieHeader(
      deviceCookieOf(await login(creds(m.body.username, 'Secret123'))) ?? '',
    );
    await Promise.all(Array.from({ length: 40 }, () => login(creds(m.body.username, 'Wrong1234'))));
    const tries = await Promise.all(
      Array.from({ length: 20 }, () => login(creds(m.body.username, 'Wrong1234'), device)),
    );
    expect(tries.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(3);
    // Its tries used up, the device is as untrusted as any other client while locked.
    expect((await login(creds(m.body.username, 'Secret123'), device)).statusCode).toBe(429);
  });

  it('does not trust a tampered, foreign or cross-site device cookie', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const deviceA = cookieHeader(
      deviceCookieOf(await login(creds(a.body.username, 'Secret123'))) ?? '',
    );
    await Promise.all(Array.from({ length: 30 }, () => login(creds(b.body.username, 'Wrong1234'))));
    await Promise.all(Array.from({ length: 30 }, () => login(creds(a.body.username, 'Wrong1234'))));
    // A's cookie is no pass for B.
    expect((await login(creds(b.body.username, 'Secret123'), deviceA)).statusCode).toBe(429);
    const tampered = { cookie: `${deviceA.cookie.slice(0, -2)}xx` };
    expect((await login(creds(a.body.username, 'Secret123'), tampered)).statusCode).toBe(429);
    const crossSite = {
      ...deviceA,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    };
    expect((await login(creds(a.body.username, 'Secret123'), crossSite)).statusCode).toBe(429);
    expect((await login(creds(a.body.username, 'Secret123'), deviceA)).statusCode).toBe(200);
  });

  it('a password reset (which proves the mailbox) lifts the lock for the new password', async () => {
    const m = await signUp(t);
    await Promise.all(Array.from({ length: 20 }, () => login(creds(m.body.username, 'Wrong1234'))));
    expect((await login(creds(m.body.username, 'Secret123'))).statusCode).toBe(429);
    const { handle, code } = await forgotAndCode(t, m.body.email);
    const reset = await post(t, '/user/reset-password', {
      userId: handle,
      resetOtp: code,
      password: 'Newpass123',
      confirmPassword: 'Newpass123',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(creds(m.body.username, 'Newpass123'))).statusCode).toBe(200);
  });

  it('makes the lock grow with repeated lock-outs (15 min, then 30)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const m = await signUp(t);
    const lockOut = async () => {
      for (let i = 0; i < MAX; i++) await login(creds(m.body.username, 'Wrong1234'));
      return login(creds(m.body.username, 'Wrong1234'));
    };
    const first = await lockOut();
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBe(900);
    vi.setSystemTime(Date.now() + 901_000);
    const second = await lockOut();
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(1800);
  });
});

describe('device cookie over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { ...GENEROUS_LIMITS, PUBLIC_URL: 'https://rihla.example' });
  });
  afterAll(() => t.close());

  it('is Secure when the site is https', async () => {
    const m = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: creds(m.body.username, 'Secret123'),
    });
    expect(deviceCookieOf(res)).toMatch(/; Secure/);
  });
});
