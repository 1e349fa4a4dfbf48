import type { ForgotPasswordResponse } from '../../../../contract/user';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../contract/validation';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { forgotAndCode, GENEROUS_LIMITS, get, post, signUp } from './test-support';
import type { Fail } from './test-support';

describe.each(DB_FLAVOURS)('forgot and reset password (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour, GENEROUS_LIMITS);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const forgot = (email: string) => post(t, '/user/forgot-password', { email });

  it('answers known and unknown e-mails alike, with an opaque handle and no token', async () => {
    const m = await signUp(t);
    const before = t.mailer.sent.length;
    const known = await forgot(m.body.email);
    const unknown = await forgot('nobody-here@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const k = known.json<ForgotPasswordResponse>();
    const u = unknown.json<ForgotPasswordResponse>();
    expect(Object.keys(k).sort()).toEqual(['message', 'success', 'userId']);
    expect(Object.keys(u).sort()).toEqual(Object.keys(k).sort());
    expect(k.message).toBe(u.message);
    expect(k.userId).toMatch(/^[0-9a-f]{24}$/);
    expect(u.userId).toMatch(/^[0-9a-f]{24}$/);
    expect(k.userId).not.toBe(m.user.id);
    expect(known.headers['set-cookie']).toBeUndefined();
    await vi.waitFor(() => expect(t.mailer.sent.length).toBe(before + 1));
    expect(t.mailer.sent.at(-1)?.to).toBe(m.body.email);
  });

  it('resets the password with the mailed code, ends every session, and uses the code up', async () => {
    const m = await signUp(t);
    const { handle, code } = await forgotAndCode(t, m.body.email);
    const res = await post(t, '/user/reset-password', {
      userId: handle,
      resetOtp: code,
      password: 'NewSecret9',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password reset successful' });
    expect((await get(t, '/drivers/get-current-user', m.token)).statusCode).toBe(401);
    const login = (password: string) =>
      post(t, '/user/login', { email: m.body.email, phoneNumber: '', username: '', password });
    expect((await login('Secret123')).statusCode).toBe(401);
    expect((await login('NewSecret9')).statusCode).toBe(200);
    const reuse = await post(t, '/user/reset-password', {
      userId: handle,
      resetOtp: code,
      password: 'Another99',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json<Fail>().message).toBe('Invalid or expired reset OTP');
  });

  it('gives the same 400 for a wrong code, an unknown handle and an unknown e-mail’s handle', async () => {
    const m = await signUp(t);
    const { handle, code } = await forgotAndCode(t, m.body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const ghost = (await forgot('ghost@example.test')).json<{ userId: string }>().userId;
    for (const body of [
      { userId: handle, resetOtp: wrong, password: 'NewSecret9' },
      { userId: 'f'.repeat(24), resetOtp: code, password: 'NewSecret9' },
      { userId: ghost, resetOtp: code, password: 'NewSecret9' },
      { userId: "' OR 1=1 --", resetOtp: code, password: 'NewSecret9' },
    ]) {
      const res = await post(t, '/user/reset-password', body);
      expect(res.statusCode).toBe(400);
      expect(res.json<Fail>().message).toBe('Invalid or expired reset OTP');
    }
  });

  it('locks a reset code after 5 wrong tries, and expires it after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const m = await signUp(t);
    const { handle, code } = await forgotAndCode(t, m.body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await post(t, '/user/reset-password', {
        userId: handle,
        resetOtp: wrong,
        password: 'NewSecret9',
      });
    const locked = await post(t, '/user/reset-password', {
      userId: handle,
      resetOtp: code,
      password: 'NewSecret9',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();

    vi.setSystemTime(Date.now() + 61_000);
    const next = await forgotAndCode(t, m.body.email);
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    const expired = await post(t, '/user/reset-password', {
      userId: next.handle,
      resetOtp: next.code,
      password: 'NewSecret9',
    });
    expect(expired.statusCode).toBe(400);
  });

  it('answers 429 to a second request within 60 s, for known and unknown e-mails alike', async () => {
    const m = await signUp(t);
    await forgot(m.body.email);
    await forgot('other-ghost@example.test');
    const known = await forgot(m.body.email);
    const unknown = await forgot('other-ghost@example.test');
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(known.json()).toEqual(unknown.json());
  });

  it.each([
    [{ email: '' }, 'email', MESSAGES.emailRequired],
    [{ email: 'bad' }, 'email', MESSAGES.emailInvalid],
  ])('forgot-password validates %o', async (body, field, message) => {
    const res = await post(t, '/user/forgot-password', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<Fail>().errors[field]).toBe(message);
  });

  it.each([
    [{ resetOtp: '' }, 'resetOtp', MESSAGES.otpRequired],
    [{ resetOtp: '12' }, 'resetOtp', MESSAGES.otpDigits],
    [{ password: '' }, 'password', MESSAGES.passwordRequired],
    [{ password: 'Short1' }, 'password', MESSAGES.passwordLength],
    [{ password: 'nouppercase1' }, 'password', MESSAGES.passwordComplexity],
    [{ confirmPassword: 'Mismatch99' }, 'confirmPassword', MESSAGES.passwordsMismatch],
  ])('reset-password validates %o', async (over, field, message) => {
    const body = { userId: 'a'.repeat(24), resetOtp: '123456', password: 'NewSecret9', ...over };
    const res = await post(t, '/user/reset-password', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<Fail>().errors[field]).toBe(message);
  });
});
