/**
 * The stored session (spec section 3): token in the `auth_token` cookie (7 days, secure,
 * same-site strict) and in local storage, the user under `auth_user`, and a `session_id`.
 * With "Remember me" off the token lives in session storage and a session cookie (DECISIONS 15).
 * This module reads and clears it; signing in writes it with session-save.ts.
 */
import type { User } from '@contract/user';
import { cookies } from './cookies';
import { STORAGE_KEYS } from './storage-keys';
import { cleanToken } from './token';

/** `fn`'s value, or `fallback` when storage throws (private mode, quota, no window). */
export function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
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

/** Stores the member as they now are (after a profile edit), leaving the token alone. */
export function saveStoredUser(user: User): void {
  safe(() => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  }, undefined);
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
export function clearResetHandle(): void {
  safe(() => {
    localStorage.removeItem(STORAGE_KEYS.signupEmail);
    localStorage.removeItem(STORAGE_KEYS.signupUserId);
  }, undefined);
}
