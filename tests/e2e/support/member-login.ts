/**
 * Signs a page in as a seeded member through the real login call and stores the session the way
 * the SPA does (spec section 3: `auth_token` in local storage and the cookie, `auth_user`).
 * Call before the first navigation. Other specs may reuse it.
 */
import { expect, type Page } from '@playwright/test';
import type { LoginResponse } from '../../../contract/user';

export const DEMO = { username: 'demo', password: 'DemoPass1' } as const;

export async function signIn(
  page: Page,
  { username, password }: { username: string; password: string } = DEMO,
): Promise<LoginResponse> {
  const response = await page.request.post('/api/user/login', {
    data: { username, password, email: '', phoneNumber: '' },
  });
  expect(response.ok(), `login as ${username}`).toBe(true);
  const body = (await response.json()) as LoginResponse;
  await page.addInitScript(
    ([token, user]) => {
      try {
        // Only once per tab: a later logout in the test must stay logged out.
        if (sessionStorage.getItem('__e2e_signed_in')) return;
        sessionStorage.setItem('__e2e_signed_in', '1');
        localStorage.setItem('auth_token', token);
        localStorage.setItem('auth_user', user);
        document.cookie = `auth_token=${token}; path=/; SameSite=Strict`;
      } catch {
        // about:blank has no storage.
      }
    },
    [body.token, JSON.stringify(body.user)] as const,
  );
  return body;
}

/** The session's bearer header, for calling the API directly in a test. */
export const bearer = (login: LoginResponse) => ({ Authorization: `Bearer ${login.token}` });
