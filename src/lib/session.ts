/**
 * The stored session (spec section 3): token in the `auth_token` cookie (7 days, secure,
 * same-site strict) and in local storage, the user under `auth_user`, and a `session_id`.
 * With "Remember me" off the token lives in session storage and a session cookie (DECISIONS 15).
 */
import type { User } from '@contract/user';
import { cookies } from './cookies';
import { STORAGE_KEYS } from './storage-keys';
import { cleanToken } from './token';

const COOKIE_DAYS = 7;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function newSessionId(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return `session_${Date.now()}_${random}`;
}

export function getToken(): string | null {
  return cleanToken(
    safe(() => localStorage.getItem(STORAGE_KEYS.token), null) ??
      safe(() => sessionStorage.getItem(STORAGE_KEYS.token), null) ??
      cookies.get(STORAGE_KEYS.token) ??
      null,
  );
}

export function getStoredUser(): User | null {
  const raw = safe(() => localStorage.getItem(STORAGE_KEYS.user), null);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as User) : null;
  } catch {
    return null;
  }
}

/** The user's id as the stored user carries it (`_id` or `id`). */
export function userIdOf(user: Pick<User, '_id' | 'id'> | null | undefined): string | null {
  return user?._id || user?.id || null;
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

/** Stores the member as they now are (after a profile edit), leaving the token alone. */
export function saveStoredUser(user: User): void {
  safe(() => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  }, undefined);
}

function isRemembered(): boolean {
  return safe(() => sessionStorage.getItem(STORAGE_KEYS.token) === null, true);
}

export function clearSession(): void {
  cookies.remove(STORAGE_KEYS.token);
  safe(() => {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.user);
    localStorage.removeItem(STORAGE_KEYS.sessionId);
    sessionStorage.removeItem(STORAGE_KEYS.token);
    sessionStorage.removeItem(STORAGE_KEYS.treeHistory);
  }, undefined);
}

export function getSignupEmail(): string | null {
  return safe(() => localStorage.getItem(STORAGE_KEYS.signupEmail), null);
}
export function getSignupUserId(): string | null {
  return safe(() => localStorage.getItem(STORAGE_KEYS.signupUserId), null);
}
export function saveResetHandle(email: string, userId: string): void {
  safe(() => {
    localStorage.setItem(STORAGE_KEYS.signupEmail, email);
    localStorage.setItem(STORAGE_KEYS.signupUserId, userId);
  }, undefined);
}
export function clearResetHandle(): void {
  safe(() => {
    localStorage.removeItem(STORAGE_KEYS.signupEmail);
    localStorage.removeItem(STORAGE_KEYS.signupUserId);
  }, undefined);
}
