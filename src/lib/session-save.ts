/**
 * Writing the stored session of spec section 3 (session.ts reads and clears it): the token in the
 * `auth_token` cookie (7 days, secure, same-site strict) and in local storage, the user under
 * `auth_user`, a `session_id`, and the reset handle. Apart so that the home route, which only
 * reads the session, does not carry it (budget, issue 16): it comes with the sign-in calls.
 * With "Remember me" off the token lives in session storage and a session cookie (DECISIONS 15).
 */
import type { User } from '@contract/user';
import { cookies } from './cookies';
import { safe } from './session';
import { STORAGE_KEYS } from './storage-keys';

const COOKIE_DAYS = 7;

export function newSessionId(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return `session_${Date.now()}_${random}`;
}

export function saveSession(token: string, user: User, remember = isRemembered()): void {
  const secure = window.location.protocol === 'https:';
  const cookieOptions = {
    sameSite: 'strict' as const,
    secure,
    ...(remember ? { expires: COOKIE_DAYS } : {}),
  };
  cookies.set(STORAGE_KEYS.token, token, cookieOptions);
  safe(() => {
    if (remember) {
      localStorage.setItem(STORAGE_KEYS.token, token);
      sessionStorage.removeItem(STORAGE_KEYS.token);
    } else {
      sessionStorage.setItem(STORAGE_KEYS.token, token);
      localStorage.removeItem(STORAGE_KEYS.token);
    }
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    if (!localStorage.getItem(STORAGE_KEYS.sessionId))
      localStorage.setItem(STORAGE_KEYS.sessionId, newSessionId());
  }, undefined);
}

/** Updates the stored user (and token) after get-current-user, keeping the remember choice. */
export function refreshSession(token: string, user: User): void {
  saveSession(token, user, isRemembered());
}

function isRemembered(): boolean {
  return safe(() => sessionStorage.getItem(STORAGE_KEYS.token) === null, true);
}

export function saveResetHandle(email: string, userId: string): void {
  safe(() => {
    localStorage.setItem(STORAGE_KEYS.signupEmail, email);
    localStorage.setItem(STORAGE_KEYS.signupUserId, userId);
  }, undefined);
}
