/** Helpers for the account and tree tests: valid bodies and a full sign-up through the API. */
import { expect, vi } from 'vitest';
import type { SignupRequest, User } from '../../../../contract/user';
import type { TestApp } from '../../../test/harness';

let n = 0;

/** Limits high enough that only the tests about limits ever reach them. */
export const GENEROUS_LIMITS = {
  LOGIN_MAX_PER_IP: '1000',
  LOGIN_MAX_PER_ACCOUNT: '1000',
  OTP_SEND_MAX_PER_IP: '1000',
  LOOKUP_MAX_PER_IP: '1000',
  SIGNUP_MAX_PER_IP: '1000',
  CONTACT_MAX_PER_IP: '1000',
  CODE_CHECK_MAX_PER_IP: '1000',
};

export function uniqueSuffix(): string {
  n += 1;
  return `${process.pid % 10000}${n}`;
}

export function signupBody(overrides: Partial<SignupRequest> = {}): SignupRequest {
  const s = uniqueSuffix();
  // A UAE mobile (50 and seven digits), unique in the process.
  const digits = `50${s.padStart(7, '0').slice(-7)}`;
  return {
    username: `user_${s}`,
    firstName: 'Layla',
    lastName: 'Haddad',
    email: `user_${s}@example.test`,
    countryCode: '+971',
    phoneNumber: `+971${digits}`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    sponsorBy: '',
    gender: 'Female',
    otp: '',
    ...overrides,
  };
}

export async function post(t: TestApp, url: string, payload: unknown, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export async function get(t: TestApp, url: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Mails a sign-up code to the body's e-mail and returns the code. */
export async function requestCode(t: TestApp, email: string): Promise<string> {
  const res = await post(t, '/email-verification/send-otp', { email });
  expect(res.statusCode, res.body).toBe(200);
  return t.mailer.lastCode(email.toLowerCase());
}

/** A complete sign-up through the API; returns the answer's token and user. */
export async function signUp(
  t: TestApp,
  overrides: Partial<SignupRequest> = {},
): Promise<{ token: string; user: User; body: SignupRequest }> {
  const body = signupBody(overrides);
  body.otp = await requestCode(t, body.email);
  const res = await post(t, '/user/signup', body);
  expect(res.statusCode, res.body).toBe(201);
  const json = res.json<{ token: string; user: User }>();
  return { token: json.token, user: json.user, body };
}

/**
 * Calls forgot-password and waits for the reset mail, which is sent in the background; returns
 * the handle and the mailed code.
 */
export async function forgotAndCode(
  t: TestApp,
  email: string,
): Promise<{ handle: string; code: string }> {
  const before = t.mailer.sent.length;
  const res = await post(t, '/user/forgot-password', { email });
  expect(res.statusCode, res.body).toBe(200);
  const code = await vi.waitFor(
    () => {
      const mail = t.mailer.sent.slice(before).find((m) => m.to === email);
      const found = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!found) throw new Error(`no reset mail to ${email} yet`);
      return found;
    },
    { timeout: 2000, interval: 10 },
  );
  return { handle: res.json<{ userId: string }>().userId, code };
}

/** A failure answer as the tests read it. */
export interface Fail {
  success: boolean;
  message: string;
  errors: Record<string, string>;
}

export type TestUser = User;
