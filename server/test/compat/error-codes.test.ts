/**
 * DECISIONS 38: every error answer keeps its English `message` and names itself with a stable
 * `code` from contract/error-codes.ts; field errors carry a `codes` map beside `errors`, one
 * known code per field. A sample of failing calls walks the error paths: the framework's, the
 * validation's, and each module's own.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../../contract/common';
import { ERROR_CODES, isErrorCode, type ErrorCode } from '../../../contract/error-codes';
import { API } from '../../../contract/api-paths';
import { errorHandling } from '../../src/http/errors';
import { AppError } from '../../src/lib/errors';
import { GENEROUS_LIMITS, signUp, signupBody } from '../../src/modules/accounts/test-support';
import { addMember, tokenFor } from '../fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../harness';

interface Call {
  method?: 'GET' | 'POST' | 'PATCH';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

describe('the list of codes', () => {
  it('holds unique UPPER_SNAKE names', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('not_found')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});

describe.each(DB_FLAVOURS)('error codes on the API (%s)', (flavour) => {
  let t: TestApp;
  let strict: TestApp;
  let token = '';
  let otherToken = '';
  let otherId = '';
  let registered = '';
  let username = '';
  const seen = new Set<ErrorCode>();

  beforeAll(async () => {
    t = await createTestApp(flavour, { ...GENEROUS_LIMITS, OTP_MAX_ATTEMPTS: '2' });
    // The lock-out is the same on both databases; one app of each kind is enough.
    strict = await createTestApp('sqlite', { ...GENEROUS_LIMITS, LOGIN_MAX_PER_ACCOUNT: '1' });
    const me = await signUp(t);
    token = me.token;
    registered = me.body.email;
    username = me.body.username;
    otherId = await addMember(t.app.ctx.db);
    otherToken = await tokenFor(t.app, otherId);
  });
  afterAll(async () => {
    await t.close();
    await strict.close();
  });

  /** Makes the call and checks the answer's shape; returns the failure for the caller's checks. */
  async function fail(call: Call, status: number, code: ErrorCode, app = t): Promise<ApiFailure> {
    const res = await app.app.inject({
      method: call.method ?? 'GET',
      url: call.url,
      ...(call.payload === undefined ? {} : { payload: call.payload as string }),
      ...(call.headers ? { headers: call.headers } : {}),
    });
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json<ApiFailure>();
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    expect(isErrorCode(body.code), body.code).toBe(true);
    expect(body.code, res.body).toBe(code);
    if (body.errors) {
      // One known code per field, for exactly the fields of `errors`.
      expect(Object.keys(body.codes ?? {}).sort()).toEqual(Object.keys(body.errors).sort());
      for (const fieldCode of Object.values(body.codes ?? {})) {
        expect(isErrorCode(fieldCode), fieldCode).toBe(true);
        seen.add(fieldCode);
      }
    } else {
      expect(body.codes).toBeUndefined();
    }
    seen.add(body.code);
    return body;
  }

  const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
  const json = (payload: object, headers: Record<string, string> = {}) => ({
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });

  it('names the framework failures', async () => {
    await fail({ url: '/api/no/such/thing' }, 404, 'ENDPOINT_NOT_FOUND');
    await fail({ url: '/api/%E0%A4%A' }, 400, 'MALFORMED_URL');
    await fail(
      {
        method: 'POST',
        url: `/api${API.login}`,
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'MALFORMED_JSON',
    );
    await fail(
      {
        method: 'POST',
        url: `/api${API.login}`,
        payload: 'email=a',
        headers: { 'content-type': 'application/xml' },
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await fail(
      { method: 'POST', url: `/api${API.contact}`, ...json({ message: 'x'.repeat(70_000) }) },
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('names the sign-in failures', async () => {
    await fail({ url: `/api${API.currentUser}` }, 401, 'NOT_SIGNED_IN');
    await fail({ url: `/api${API.currentUser}`, headers: bearer('a.b.c') }, 401, 'TOKEN_INVALID');
    const ended = await tokenFor(t.app, otherId);
    await t.app.inject({ method: 'POST', url: `/api${API.logout}`, headers: bearer(ended) });
    await fail({ url: `/api${API.currentUser}`, headers: bearer(ended) }, 401, 'SESSION_EXPIRED');

    const wrong = await fail(
      { method: 'POST', url: `/api${API.login}`, ...json({ username, password: 'Wrong1234' }) },
      401,
      'INVALID_CREDENTIALS',
    );
    expect(wrong.message).toBe('Invalid credentials');

    const empty = await fail(
      { method: 'POST', url: `/api${API.login}`, ...json({}) },
      400,
      'VALIDATION_FAILED',
    );
    expect(empty.codes).toEqual({
      identifier: 'IDENTIFIER_REQUIRED',
      password: 'PASSWORD_REQUIRED',
    });

    // Over the account's limit: the lock is RATE_LIMITED.
    const login = { method: 'POST' as const, url: `/api${API.login}` };
    await strict.app.inject({ ...login, ...json({ username: 'nobody_here', password: 'x' }) });
    await fail(
      { ...login, ...json({ username: 'nobody_here', password: 'x' }) },
      429,
      'RATE_LIMITED',
      strict,
    );
  });

  it('names the sign-up failures, field by field', async () => {
    const bad = await fail(
      {
        method: 'POST',
        url: `/api${API.signup}`,
        ...json({
          ...signupBody(),
          email: 'nope',
          password: 'short',
          confirmPassword: 'other',
          gender: '',
          otp: '12',
          lastName: 'x'.repeat(61),
          firstName: 'A\u202eB',
        }),
      },
      400,
      'VALIDATION_FAILED',
    );
    expect(bad.codes).toMatchObject({
      email: 'EMAIL_INVALID',
      password: 'PASSWORD_TOO_SHORT',
      confirmPassword: 'PASSWORDS_MISMATCH',
      gender: 'GENDER_REQUIRED',
      otp: 'OTP_FORMAT',
      lastName: 'FIELD_TOO_LONG',
      firstName: 'FIELD_NOT_ALLOWED',
    });
    const phone = await fail(
      {
        method: 'POST',
        url: `/api${API.signup}`,
        ...json({ ...signupBody(), countryCode: '+971', phoneNumber: '12', otp: '123456' }),
      },
      400,
      'VALIDATION_FAILED',
    );
    expect(phone.codes?.phoneNumber).toBe('PHONE_INVALID');

    const taken = await fail(
      { method: 'POST', url: `/api${API.sendSignupOtp}`, ...json({ email: registered }) },
      409,
      'EMAIL_ALREADY_REGISTERED',
    );
    expect(taken.codes).toEqual({ email: 'EMAIL_ALREADY_REGISTERED' });

    const fresh = signupBody();
    await t.app.inject({
      method: 'POST',
      url: `/api${API.sendSignupOtp}`,
      ...json({ email: fresh.email }),
    });
    await fail(
      { method: 'POST', url: `/api${API.sendSignupOtp}`, ...json({ email: fresh.email }) },
      429,
      'CODE_RESEND_WAIT',
    );
    const code = t.mailer.lastCode(fresh.email);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const sameName = await fail(
      {
        method: 'POST',
        url: `/api${API.signup}`,
        ...json({ ...fresh, otp: code, username }),
      },
      409,
      'USERNAME_TAKEN',
    );
    expect(sameName.codes).toEqual({ username: 'USERNAME_TAKEN' });
    await fail(
      {
        method: 'POST',
        url: `/api${API.signup}`,
        ...json({ ...fresh, otp: code, sponsorBy: 'nobody_at_all' }),
      },
      400,
      'SPONSOR_INVALID',
    );
    await fail(
      {
        method: 'POST',
        url: `/api${API.signup}`,
        ...json({ ...fresh, otp: code, sponsorBy: fresh.username }),
      },
      400,
      'SELF_SPONSOR',
    );

    const verify = { method: 'POST' as const, url: `/api${API.verifyOtp}` };
    await fail(
      { ...verify, ...json({ email: signupBody().email, otp: '123456' }) },
      404,
      'OTP_NOT_REQUESTED',
    );
    const wrong = await fail(
      { ...verify, ...json({ email: fresh.email, otp: wrongCode }) },
      400,
      'OTP_INVALID',
    );
    expect(wrong.codes).toEqual({ otp: 'OTP_INVALID' });
    await fail({ ...verify, ...json({ email: fresh.email, otp: wrongCode }) }, 400, 'OTP_INVALID');
    // OTP_MAX_ATTEMPTS is 2 here: the third try finds the code locked.
    await fail({ ...verify, ...json({ email: fresh.email, otp: code }) }, 429, 'OTP_LOCKED');
  });

  it('names the reset failures', async () => {
    const bad = await fail(
      {
        method: 'POST',
        url: `/api${API.resetPassword}`,
        ...json({ userId: 'f'.repeat(24), resetOtp: '123456', password: 'Secret123' }),
      },
      400,
      'RESET_CODE_INVALID',
    );
    expect(bad.codes).toEqual({ resetOtp: 'RESET_CODE_INVALID' });
    const weak = await fail(
      {
        method: 'POST',
        url: `/api${API.resetPassword}`,
        ...json({ userId: 'f'.repeat(24), resetOtp: '123456', password: 'secretsecret' }),
      },
      400,
      'VALIDATION_FAILED',
    );
    expect(weak.codes).toEqual({ password: 'PASSWORD_TOO_WEAK' });
  });

  it("names the member's own failures", async () => {
    await fail(
      { url: `/api${API.byUsername}?username=nobody_at_all`, headers: bearer(token) },
      404,
      'USER_NOT_FOUND',
    );
    await fail(
      { url: `/api${API.userById}?userId=${otherId}`, headers: bearer(token) },
      403,
      'NOT_IN_DOWNLINE',
    );
    const missingId = await fail(
      { url: `/api${API.userById}`, headers: bearer(token) },
      400,
      'VALIDATION_FAILED',
    );
    expect(missingId.codes).toEqual({ userId: 'FIELD_REQUIRED' });
    await fail(
      { url: `/api${API.mlmDashboard(otherId)}`, headers: bearer(token) },
      403,
      'NOT_YOUR_DATA',
    );
    const language = await fail(
      {
        method: 'PATCH',
        url: `/api${API.profile}`,
        ...json({ language: 'fr', firstName: '' }, bearer(token)),
      },
      400,
      'VALIDATION_FAILED',
    );
    expect(language.codes).toEqual({ language: 'FIELD_INVALID', firstName: 'FIRST_NAME_REQUIRED' });
    await fail(
      {
        method: 'POST',
        url: `/api${API.withdrawals}`,
        ...json(
          { amount: 60, method: 'bank', accountHolder: 'Mona K', iban: 'AE070331234567890123456' },
          bearer(otherToken),
        ),
      },
      403,
      'KYC_REQUIRED',
    );
    const amount = await fail(
      {
        method: 'POST',
        url: `/api${API.withdrawals}`,
        ...json({ amount: 'lots', method: 'bank' }, bearer(otherToken)),
      },
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.values(amount.codes ?? {})).toContain('FIELD_REQUIRED');
    await fail(
      {
        method: 'POST',
        url: `/api${API.withdrawalCancel('f'.repeat(24))}`,
        headers: bearer(token),
      },
      404,
      'WITHDRAWAL_NOT_FOUND',
    );
  });

  it('has met a wide sample of codes', () => {
    // The calls above cross every layer; the list grows with them.
    expect(seen.size).toBeGreaterThanOrEqual(35);
  });
});

describe('the error handler', () => {
  it('names failures that no route words: a crash, a database away, an AppError', async () => {
    const app = Fastify();
    errorHandling(app);
    app.get('/crash', () => {
      throw new Error('boom');
    });
    app.get('/db', () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
    });
    app.get('/app', () => {
      throw new AppError(409, 'Taken', { name: 'Taken' });
    });
    const crash = await app.inject({ url: '/crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({
      success: false,
      message: 'Something went wrong. Please try again.',
      code: 'INTERNAL_ERROR',
    });
    const db = await app.inject({ url: '/db' });
    expect(db.statusCode).toBe(503);
    expect(db.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const taken = await app.inject({ url: '/app' });
    expect(taken.json()).toEqual({
      success: false,
      message: 'Taken',
      code: 'CONFLICT',
      errors: { name: 'Taken' },
      codes: { name: 'CONFLICT' },
    });
    await app.close();
  });
});
