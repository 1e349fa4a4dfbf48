import type { CurrentUserResponse, LoginResponse } from '../../../../contract/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/validation';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { GENEROUS_LIMITS, get, post, signUp } from './test-support';
import type { Fail } from './test-support';

const creds = (over: Record<string, unknown>) => ({
  email: '',
  phoneNumber: '',
  username: '',
  password: 'Secret123',
  ...over,
});

describe.each(DB_FLAVOURS)('login, current user and logout (%s)', (flavour) => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(flavour, GENEROUS_LIMITS);
    member = await signUp(t, { countryCode: '+971', phoneNumber: '050 123 4567' });
  });
  afterAll(() => t.close());

  it.each([
    ['e-mail in any case', () => ({ email: member.body.email.toUpperCase() })],
    ['username in any case', () => ({ username: member.body.username.toUpperCase() })],
    ['E.164 phone', () => ({ phoneNumber: '+971501234567' })],
    ['E.164 phone with spaces', () => ({ phoneNumber: '+971 50 123 4567' })],
    ['national number with the trunk 0', () => ({ phoneNumber: '0501234567' })],
    ['national number without the trunk 0', () => ({ phoneNumber: '501234567' })],
    ['national number as written at home', () => ({ phoneNumber: '050 123 4567' })],
    ['international number with 00', () => ({ phoneNumber: '00971501234567' })],
    ['calling code without the +', () => ({ phoneNumber: '971501234567' })],
    ['code and trunk 0 joined, as the old form sent it', () => ({ phoneNumber: '+9710501234567' })],
  ])('signs in by %s', async (_label, identifier) => {
    const res = await post(t, '/user/login', creds({ ...identifier(), rememberMe: true }));
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json<LoginResponse>();
    expect(json).toMatchObject({
      success: true,
      message: 'Login successful',
      userId: member.user.id,
      username: member.body.username,
      sponsorId: member.user.sponsorId,
      user: { _id: member.user.id, id: member.user.id, email: member.body.email },
    });
    expect(json.token.split('.')).toHaveLength(3);
  });

  it('answers the same generic 401 for an unknown identifier and a wrong password', async () => {
    const unknown = await post(t, '/user/login', creds({ username: 'nobody_at_all' }));
    const wrong = await post(
      t,
      '/user/login',
      creds({ username: member.body.username, password: 'Wrong1234' }),
    );
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      success: false,
      message: 'Invalid credentials',
      code: 'INVALID_CREDENTIALS',
    });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('looks up only the identifier given', async () => {
    // The e-mail is right but sent in the username slot: no match by e-mail.
    const res = await post(t, '/user/login', creds({ username: member.body.email }));
    expect(res.statusCode).toBe(401);
  });

  it('refuses a national number that two members share', async () => {
    // 090 1234 5678 in Japan, 090123 45678 in India: the same digits, two members.
    const a = await signUp(t, { countryCode: '+81', phoneNumber: '090-1234-5678' });
    await signUp(t, { countryCode: '+91', phoneNumber: '90123 45678' });
    expect(a.user.phoneNumber).toBe('+819012345678');
    const shared = await post(t, '/user/login', creds({ phoneNumber: '09012345678' }));
    expect(shared.statusCode).toBe(401);
    const exact = await post(t, '/user/login', creds({ phoneNumber: a.user.phoneNumber }));
    expect(exact.statusCode).toBe(200);
    expect(exact.json<LoginResponse>().userId).toBe(a.user.id);
  });

  it('signs in a member whose username is all digits when no phone matches', async () => {
    const digits = await signUp(t, { username: '20240101' });
    const res = await post(t, '/user/login', creds({ phoneNumber: '20240101' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LoginResponse>().userId).toBe(digits.user.id);
  });

  it.each([
    [creds({}), 'identifier', MESSAGES.identifierRequired],
    [creds({ username: 'someone', password: '' }), 'password', MESSAGES.passwordRequired],
    [
      creds({ username: 'a', email: 'a@b.co' }),
      'identifier',
      'Give only one of email, phone number or username',
    ],
  ])('answers 400 for missing or ambiguous fields (%#)', async (body, field, message) => {
    const res = await post(t, '/user/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<Fail>().errors[field]).toBe(message);
  });

  it('refuses wrong types and SQL metacharacters without a 500', async () => {
    expect((await post(t, '/user/login', { ...creds({}), username: 42 })).statusCode).toBe(400);
    for (const value of ["' OR '1'='1", "admin'--", 'x'.repeat(5000), '%', '_']) {
      const res = await post(t, '/user/login', creds({ username: value, password: "' OR ''='" }));
      expect([400, 401], value).toContain(res.statusCode);
    }
  });

  it('get-current-user answers the user and a fresh token for the same session', async () => {
    const res = await get(t, '/drivers/get-current-user', member.token);
    expect(res.statusCode).toBe(200);
    const json = res.json<CurrentUserResponse>();
    expect(json).toMatchObject({
      success: true,
      user: { _id: member.user.id, id: member.user.id },
    });
    const before = await t.app.ctx.tokens.verify(member.token);
    const after = await t.app.ctx.tokens.verify(json.token);
    expect(after?.sessionId).toBe(before?.sessionId);
  });

  it('answers 401 without a token, with a bad token and with a foreign signature', async () => {
    expect((await get(t, '/drivers/get-current-user')).statusCode).toBe(401);
    expect((await get(t, '/drivers/get-current-user', 'not.a.token')).statusCode).toBe(401);
    const forged = member.token.slice(0, -4) + 'AAAA';
    const res = await get(t, '/drivers/get-current-user', forged);
    expect(res.statusCode).toBe(401);
    expect(res.json<Fail>().success).toBe(false);
  });

  it('logout revokes that session, including the fresh token, and no other', async () => {
    const login = await post(t, '/user/login', creds({ username: member.body.username }));
    const token = login.json<{ token: string }>().token;
    const other = await post(t, '/user/login', creds({ username: member.body.username }));
    const fresh = (await get(t, '/drivers/get-current-user', token)).json<{ token: string }>()
      .token;
    const out = await post(t, '/user/logout', {}, token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Logged out successfully' });
    expect((await get(t, '/drivers/get-current-user', token)).statusCode).toBe(401);
    expect((await get(t, '/drivers/get-current-user', fresh)).statusCode).toBe(401);
    expect(
      (await get(t, '/drivers/get-current-user', other.json<{ token: string }>().token)).statusCode,
    ).toBe(200);
    expect((await post(t, '/user/logout', {})).statusCode).toBe(401);
  });
});

describe.each(DB_FLAVOURS)('login limits (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour, {
      ...GENEROUS_LIMITS,
      LOGIN_MAX_PER_ACCOUNT: '3',
      LOGIN_MAX_PER_IP: '6',
    });
  });
  afterAll(() => t.close());

  const from = (ip: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: body as object,
      remoteAddress: ip,
    });

  it('locks an account after too many wrong passwords, with Retry-After, even for the right one', async () => {
    const m = await signUp(t);
    for (let i = 0; i < 3; i++) {
      const res = await from(
        `10.0.0.${i + 1}`,
        creds({ username: m.body.username, password: 'Wrong1234' }),
      );
      expect(res.statusCode).toBe(401);
    }
    const locked = await from('10.0.1.1', creds({ username: m.body.username }));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The same account by e-mail is the same counter.
    expect((await from('10.0.1.2', creds({ email: m.body.email }))).statusCode).toBe(429);
  });

  it('locks unknown identifiers the same way, so a lock reveals nothing', async () => {
    for (let i = 0; i < 3; i++)
      await from(`10.0.2.${i + 1}`, creds({ username: 'ghost_user', password: 'Wrong1234' }));
    expect((await from('10.0.2.9', creds({ username: 'ghost_user' }))).statusCode).toBe(429);
  });

  it('limits failures per IP across accounts', async () => {
    for (let i = 0; i < 6; i++)
      expect((await from('10.9.9.9', creds({ username: `nobody_${i}` }))).statusCode).toBe(401);
    const res = await from('10.9.9.9', creds({ username: 'nobody_x' }));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('a good login does not use up an attempt, and does not wipe the failures before it', async () => {
    const m = await signUp(t);
    const wrong = (ip: string) =>
      from(ip, creds({ username: m.body.username, password: 'Wrong1234' }));
    expect((await wrong('10.3.0.1')).statusCode).toBe(401);
    expect((await wrong('10.3.0.2')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++)
      expect((await from(`10.3.1.${i}`, creds({ username: m.body.username }))).statusCode).toBe(
        200,
      );
    // Issue 19: clearing the count on success would let a burst in flight past the limit.
    expect((await wrong('10.3.0.3')).statusCode).toBe(401);
    expect((await from('10.3.0.4', creds({ username: m.body.username }))).statusCode).toBe(429);
  });
});
