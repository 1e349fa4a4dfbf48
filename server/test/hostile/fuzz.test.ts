/**
 * Hostile input (issue 9): thousands of generated bodies, queries and headers sent to every
 * call, with and without a valid token. No answer may be a 500, no body may carry a stack trace
 * or an SQL error, and another member's data must not change. Fixed seed, bounded runs.
 */
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, tokenFor } from '../fixtures';
import { createTestApp, type TestApp } from '../harness';

const SEED = 20261122;
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);

type Method = 'GET' | 'POST' | 'PATCH';
interface RouteUnderTest {
  method: Method;
  /** `:id` is replaced by a generated or real member id. */
  url: string;
}

const ROUTES: RouteUnderTest[] = [
  { method: 'POST', url: '/api/user/signup' },
  { method: 'POST', url: '/api/user/login' },
  { method: 'POST', url: '/api/user/verify-otp' },
  { method: 'POST', url: '/api/user/resend-otp' },
  { method: 'POST', url: '/api/email-verification/send-otp' },
  { method: 'GET', url: '/api/drivers/get-current-user' },
  { method: 'GET', url: '/api/drivers/get-user-by-id' },
  { method: 'POST', url: '/api/user/logout' },
  { method: 'POST', url: '/api/user/forgot-password' },
  { method: 'POST', url: '/api/user/reset-password' },
  { method: 'GET', url: '/api/user/referral-tree' },
  { method: 'GET', url: '/api/user/referral-link' },
  { method: 'GET', url: '/api/user/by-username' },
  { method: 'PATCH', url: '/api/user/profile' },
  { method: 'POST', url: '/api/user/profile/photo' },
  { method: 'POST', url: '/api/contact' },
  { method: 'GET', url: '/api/mlm/user-dashboard/:id' },
  { method: 'GET', url: '/api/mlm/ddr/leaderboard' },
  { method: 'GET', url: '/api/mlm/crr/rank-tracking/:id' },
  { method: 'GET', url: '/api/mlm/crr/leaderboard' },
  { method: 'GET', url: '/api/mlm/bbr/current-campaign/:id' },
  { method: 'GET', url: '/api/mlm/bbr/leaderboard' },
  { method: 'GET', url: '/api/mlm/bbr/past-wins/:id' },
  { method: 'GET', url: '/api/mlm/hlr/progress/:id' },
  { method: 'GET', url: '/api/mlm/hlr/leaderboard' },
  { method: 'GET', url: '/api/mlm/regional/progress/:id' },
  { method: 'GET', url: '/api/mlm/regional/leaderboard' },
  { method: 'GET', url: '/api/mlm/regional/global-ambassadors' },
  { method: 'POST', url: '/api/mlm/regional/country-update-request' },
];

const FIELD_NAMES = [
  'email',
  'username',
  'password',
  'phoneNumber',
  'otp',
  'resetOtp',
  'userId',
  'firstName',
  'lastName',
  'countryCode',
  'confirmPassword',
  'sponsorBy',
  'gender',
  'newCountry',
  'name',
  'message',
  'rememberMe',
  'level',
  'page',
  'limit',
  '__proto__',
  'constructor',
];

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE members; --',
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '${jndi:ldap://x}',
    '\u0000',
    '\uFFFF\uD800',
    // Hidden characters (issue 19): bidi override and isolates, zero-width space, BOM.
    'Layla\u202Eevil',
    '\u2066x\u2069',
    'a\u200Bb',
    '\uFEFFdemo',
    'NaN',
    '-1',
    '1e308',
    '999999999999999999999',
    'a'.repeat(5000),
    '{"$gt":""}',
    'demo@example.com',
    '+971501234567',
    '000000',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), nasty, { maxKeys: 8 }),
  fc.constant('{"unterminated": '),
  fc.constant('[]'),
  fc.constant('null'),
  fc.string({ maxLength: 200 }),
);

const queryString = fc
  .dictionary(
    fc.constantFrom('userId', 'level', 'page', 'limit', 'username', 'country', 'x'),
    nasty,
    { maxKeys: 4 },
  )
  .map((q) =>
    new URLSearchParams(
      Object.entries(q).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]),
    ).toString(),
  );

const idSegment = fc.oneof(
  fc.string({
    unit: fc.constantFrom(...'0123456789abcdef'.split('')),
    minLength: 24,
    maxLength: 24,
  }),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom(':userId', 'undefined', 'null', '%2e%2e%2f', '0'),
);

const authHeader = fc.oneof(
  fc.constant<string | undefined>(undefined),
  fc.constant('valid'),
  fc.constantFrom(
    'Bearer null',
    'Bearer ',
    'Bearer a.b.c',
    'Basic Zm9vOmJhcg==',
    'Bearer ' + 'x'.repeat(3000),
  ),
  fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
);

const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  undefined,
);

function assertSafe(status: number, payload: string, label: string): void {
  expect(status, `${label} answered ${status}: ${payload.slice(0, 200)}`).toBeLessThan(500);
  expect(payload, label).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
  expect(payload, label).not.toMatch(/SQLITE_|syntax error at or near|node_modules/);
}

describe('hostile input on every call', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let attackerId: string;
  let victimId: string;
  let token: string;

  async function victimSnapshot() {
    const member = await app.ctx.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', victimId)
      .executeTakeFirstOrThrow();
    const sessions = await app.ctx.db
      .selectFrom('sessions')
      .select(['id', 'revoked_at'])
      .where('member_id', '=', victimId)
      .execute();
    return JSON.stringify({ member, sessions });
  }

  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      LOGIN_MAX_PER_IP: '100000',
      OTP_SEND_MAX_PER_IP: '100000',
      LOOKUP_MAX_PER_IP: '100000',
      SIGNUP_MAX_PER_IP: '100000',
      CONTACT_MAX_PER_IP: '100000',
      CODE_CHECK_MAX_PER_IP: '100000',
    });
    app = t.app;
    victimId = await addMember(app.ctx.db, { username: 'victim_member' });
    attackerId = await addMember(app.ctx.db, { username: 'attacker_member' });
    token = await tokenFor(app, attackerId);
    await tokenFor(app, victimId);
  }, 60_000);
  afterAll(() => t.close());

  it.each(ROUTES)('never answers 500 or leaks internals: $method $url', async (route) => {
    const before = await victimSnapshot();
    await fc.assert(
      fc.asyncProperty(
        body,
        queryString,
        idSegment,
        authHeader,
        contentType,
        async (b, q, id, auth, ctype) => {
          const url = route.url.replace(':id', id) + (q ? `?${q}` : '');
          const headers: Record<string, string> = {};
          if (auth === 'valid') headers.authorization = `Bearer ${token}`;
          else if (auth !== undefined) headers.authorization = auth;
          const options: InjectOptions = { method: route.method, url, headers };
          if (route.method !== 'GET') {
            if (ctype) headers['content-type'] = ctype;
            options.payload = typeof b === 'string' ? b : JSON.stringify(b);
          }
          const res = await app.inject(options);
          assertSafe(res.statusCode, res.body, `${route.method} ${url}`);
        },
      ),
      { seed: SEED, numRuns: RUNS_PER_ROUTE },
    );
    expect(await victimSnapshot()).toBe(before);
  });

  const BAD_COOKIES = [
    'auth_token=%E0%A4%A',
    'auth_token=%',
    'auth_token=null; auth_token=%ZZ',
    'rihla_device=%E0%A4%A',
    'rihla_device=v1.x.y.z.w',
    `auth_token=${'%'.repeat(3000)}`,
  ];

  it.each(ROUTES)(
    'treats a cookie that cannot be decoded as no cookie: $method $url',
    async (route) => {
      for (const cookie of BAD_COOKIES) {
        const url = route.url.replace(':id', victimId);
        const res = await app.inject({ method: route.method, url, headers: { cookie } });
        assertSafe(res.statusCode, res.body, `${route.method} ${url} with ${cookie.slice(0, 40)}`);
        expect(res.json<{ success: boolean }>().success, url).toBeTypeOf('boolean');
      }
    },
  );

  it.each(ROUTES)('answers a malformed URL with our error shape: $method $url', async (route) => {
    const base = route.url.replace(':id', victimId);
    for (const url of [`${base}/%E0%A4%A`, `${base}%`, `${base}?userId=%E0%A4%A`, '/%E0%A4%A']) {
      const res = await app.inject({ method: route.method, url });
      assertSafe(res.statusCode, res.body, `${route.method} ${url}`);
      const json = res.json<{ success: boolean; message: unknown }>();
      if (res.statusCode >= 400) {
        expect(json.success, url).toBe(false);
        expect(json.message, url).toBeTypeOf('string');
      }
    }
  });

  it('refuses hidden characters in every name field and stores none', async () => {
    const hidden = fc.constantFrom(
      '\u202E',
      '\u202D',
      '\u2066',
      '\u2069',
      '\u200B',
      '\u0000',
      '\u00AD',
      '\uFEFF',
      '\u0007',
    );
    await fc.assert(
      fc.asyncProperty(
        hidden,
        fc.constantFrom('firstName', 'lastName'),
        // Inside the name: trim() already drops a BOM at either end.
        fc.integer({ min: 1, max: 4 }),
        async (c, field, at) => {
          const name = 'Layla'.slice(0, at) + c + 'Layla'.slice(at);
          const res = await app.inject({
            method: 'POST',
            url: '/api/user/signup',
            payload: {
              username: 'hidden_chars',
              firstName: 'Layla',
              lastName: 'Haddad',
              email: 'hidden@example.test',
              countryCode: '+971',
              phoneNumber: '501234567',
              password: 'Secret123',
              gender: 'Female',
              otp: '123456',
              [field]: name,
            },
          });
          expect(res.statusCode).toBe(400);
          expect(res.json<{ errors: Record<string, string> }>().errors[field]).toMatch(
            /contains characters that are not allowed\.$/,
          );
        },
      ),
      { seed: SEED, numRuns: 60 },
    );
    const stored = await app.ctx.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'hidden_chars')
      .execute();
    expect(stored).toEqual([]);
  });

  it('answers an oversized body with 413 and malformed JSON with 400', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(70 * 1024), password: 'y' }),
    });
    expect(big.statusCode).toBe(413);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(broken.statusCode).toBe(400);
  });
});
