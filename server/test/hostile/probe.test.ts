/**
 * The findings of the outside security probe (issue 19) that are not about login limits: a bad
 * cookie, a malformed URL, cookie-only authentication, padded JWT signatures, a forged
 * X-Forwarded-Proto and an e-mail with a display name. Each was reproduced before its fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailField } from '../../../contract/validation';
import { addMember, tokenFor } from '../fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../harness';

describe.each(DB_FLAVOURS)('security probe findings (%s)', (flavour) => {
  let t: TestApp;
  let memberId: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(flavour);
    memberId = await addMember(t.app.ctx.db);
    token = await tokenFor(t.app, memberId);
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/drivers/get-current-user', headers });

  it('treats an auth_token cookie that cannot be decoded as no token (401, not 500)', async () => {
    const res = await me({ cookie: 'auth_token=%E0%A4%A' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      message: 'Not signed in',
      code: 'NOT_SIGNED_IN',
    });
  });

  it('answers a malformed URL with our error shape', async () => {
    for (const url of ['/%E0%A4%A', '/api/user/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        success: false,
        message: 'Malformed URL',
        code: 'MALFORMED_URL',
      });
    }
  });

  it('does not sign a request in by the auth_token cookie alone', async () => {
    expect((await me({ cookie: `auth_token=${token}` })).statusCode).toBe(401);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie: `auth_token=${token}`, origin: 'https://evil.example' },
    });
    expect(out.statusCode).toBe(401);
    // The session the cookie named is still live.
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('refuses a JWT whose signature is padded or altered in its unused bits', async () => {
    const [head, body, sig] = token.split('.') as [string, string, string];
    // 32 bytes are 43 base64url characters: the last one carries 4 unused bits.
    const last = sig.at(-1) ?? 'A';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBytes = alphabet[alphabet.indexOf(last) ^ 1] ?? 'A';
    const variants = [`${sig}==`, `${sig}!!`, `${sig}=`, `${sig.slice(0, -1)}${sameBytes}`];
    for (const variant of variants) {
      // Each variant still decodes to the same 32 bytes; only the text differs.
      expect(Buffer.from(variant, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(true);
      const res = await me({ authorization: `Bearer ${head}.${body}.${variant}` });
      expect(res.statusCode, variant).toBe(401);
    }
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-Proto when TRUST_PROXY is not set', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('X-Forwarded-Proto behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('sends HSTS when the trusted proxy says the request came over https', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('e-mail addresses', () => {
  it.each(['x<probe@x.test>', 'Probe <probe@x.test>', '"x"@x.test', 'a,b@x.test', 'a@x.test;'])(
    'refuses %s as an e-mail address',
    (value) => {
      expect(emailField.safeParse(value).success).toBe(false);
    },
  );

  it.each(['probe@x.test', 'first.last+tag@mail.example.ae', "o'neil@x.test"])(
    'accepts %s',
    (value) => {
      expect(emailField.safeParse(value).success).toBe(true);
    },
  );
});
