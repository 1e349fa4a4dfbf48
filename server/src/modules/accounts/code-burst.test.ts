/**
 * Issue 27 item 1: a burst of concurrent wrong codes counts no more than OTP_MAX_ATTEMPTS, and
 * the right code after it is refused, on both databases; every code check counts toward the
 * per-address limit (CODE_CHECK_MAX_PER_IP).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { forgotAndCode, GENEROUS_LIMITS, requestCode, signUp } from './test-support';

const BURST = 50;
const MAX_ATTEMPTS = 5;

/** `count` six-digit codes, none equal to `right`. */
const wrongCodes = (right: string, count: number) =>
  Array.from({ length: count }, (_, i) => String((Number(right) + 1 + i) % 1e6).padStart(6, '0'));

describe.each(DB_FLAVOURS)('code checks under a burst (%s)', (flavour) => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp(flavour, { ...GENEROUS_LIMITS, CODE_CHECK_MAX_PER_IP: '3' });
  });
  afterAll(() => t.close());

  /** Each burst comes from many addresses, so only the per-code limit can stop it. */
  const postFrom = (remoteAddress: string, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });
  const nextAddress = () => {
    address += 1;
    return `198.51.${String(Math.floor(address / 250))}.${String((address % 250) + 1)}`;
  };

  const attemptsOf = async (email: string, purpose: 'signup' | 'reset') =>
    (
      await t.app.ctx.db
        .selectFrom('email_codes')
        .select('attempts')
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .executeTakeFirstOrThrow()
    ).attempts;

  it(`verify-otp: ${String(BURST)} concurrent wrong codes count ${String(MAX_ATTEMPTS)}, then the right one is refused`, async () => {
    const email = `burst_verify_${flavour}@example.test`;
    const right = await requestCode(t, email);
    const answers = await Promise.all(
      wrongCodes(right, BURST).map((otp) =>
        postFrom(nextAddress(), '/user/verify-otp', { email, otp }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(MAX_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - MAX_ATTEMPTS);
    expect(await attemptsOf(email, 'signup')).toBe(MAX_ATTEMPTS);

    const late = await postFrom(nextAddress(), '/user/verify-otp', { email, otp: right });
    expect(late.statusCode).toBe(429);
    expect(late.json<{ code: string }>().code).toBe('OTP_LOCKED');
  });

  it(`reset-password: ${String(BURST)} concurrent wrong codes count ${String(MAX_ATTEMPTS)}, then the right one is refused`, async () => {
    const member = await signUp(t);
    const { handle, code } = await forgotAndCode(t, member.body.email);
    const reset = (resetOtp: string) =>
      postFrom(nextAddress(), '/user/reset-password', {
        userId: handle,
        resetOtp,
        password: 'Taken0ver9',
      });
    const answers = await Promise.all(wrongCodes(code, BURST).map(reset));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(MAX_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - MAX_ATTEMPTS);
    expect(await attemptsOf(member.body.email, 'reset')).toBe(MAX_ATTEMPTS);

    const late = await reset(code);
    expect(late.statusCode).toBe(429);
    expect(late.json<{ code: string }>().code).toBe('OTP_LOCKED');
    const login = await postFrom(nextAddress(), '/user/login', {
      email: member.body.email,
      password: member.body.password,
    });
    expect(login.statusCode, 'the old password still works').toBe(200);
  });

  it('a burst holding the right code among wrong ones still counts at most the limit', async () => {
    const email = `burst_mixed_${flavour}@example.test`;
    const right = await requestCode(t, email);
    const codes = wrongCodes(right, BURST - 1);
    codes.splice(20, 0, right);
    const answers = await Promise.all(
      codes.map((otp) => postFrom(nextAddress(), '/user/verify-otp', { email, otp })),
    );
    const wrong = answers.filter((a) => a.statusCode === 400).length;
    expect(wrong).toBeLessThanOrEqual(MAX_ATTEMPTS);
    expect(await attemptsOf(email, 'signup')).toBe(wrong);
  });

  it('answers 429 once an address has checked CODE_CHECK_MAX_PER_IP codes, right or wrong', async () => {
    const from = '203.0.113.77';
    const email = `burst_ip_${flavour}@example.test`;
    const right = await requestCode(t, email);
    const [wrong] = wrongCodes(right, 1);
    expect((await postFrom(from, '/user/verify-otp', { email, otp: wrong })).statusCode).toBe(400);
    expect((await postFrom(from, '/user/verify-otp', { email, otp: right })).statusCode).toBe(200);
    const member = await signUp(t);
    const { handle, code } = await forgotAndCode(t, member.body.email);
    const body = { userId: handle, resetOtp: wrongCodes(code, 1)[0], password: 'NewSecret9' };
    expect((await postFrom(from, '/user/reset-password', body)).statusCode).toBe(400);
    const limited = await postFrom(from, '/user/reset-password', { ...body, resetOtp: code });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string }>().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    const other = await postFrom('203.0.113.78', '/user/reset-password', {
      ...body,
      resetOtp: code,
    });
    expect(other.statusCode, other.body).toBe(200);
  });
});
