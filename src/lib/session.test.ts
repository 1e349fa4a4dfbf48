import {
  clearResetHandle,
  clearSession,
  getSignupEmail,
  getSignupUserId,
  getStoredUser,
  getToken,
  userIdOf,
} from './session';
import { newSessionId, saveResetHandle, saveSession } from './session-save';
import { cookies } from './cookies';
import { STORAGE_KEYS } from './storage-keys';
import type { User } from '@contract/user';

const user = { _id: 'u1', id: 'u1', username: 'amal', firstName: 'Amal' } as User;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('stored session (spec sections 3 and 9)', () => {
  it('uses the storage keys of the spec', () => {
    expect(STORAGE_KEYS).toMatchObject({
      token: 'auth_token',
      user: 'auth_user',
      signupEmail: 'signup_email',
      sessionId: 'session_id',
      signupUserId: 'signupUserId',
      theme: 'theme',
    });
  });

  it('keeps the token in a 7-day same-site strict cookie and in local storage', () => {
    const set = vi.spyOn(cookies, 'set');
    saveSession('aaa.bbb.ccc', user);
    expect(set).toHaveBeenCalledWith(
      'auth_token',
      'aaa.bbb.ccc',
      expect.objectContaining({ expires: 7, sameSite: 'strict' }),
    );
    expect(localStorage.getItem('auth_token')).toBe('aaa.bbb.ccc');
    expect(cookies.get('auth_token')).toBe('aaa.bbb.ccc');
    expect(JSON.parse(localStorage.getItem('auth_user') ?? '{}')).toMatchObject({
      username: 'amal',
    });
  });

  it('marks the cookie secure on https (plain http would refuse it)', () => {
    const set = vi.spyOn(cookies, 'set');
    saveSession('aaa.bbb.ccc', user);
    expect(set.mock.calls[0]?.[2]).toMatchObject({
      secure: window.location.protocol === 'https:',
    });
  });

  it('with "Remember me" off keeps the token for this browser session only (DECISIONS 15)', () => {
    const set = vi.spyOn(cookies, 'set');
    saveSession('aaa.bbb.ccc', user, false);
    expect(set.mock.calls[0]?.[2]).not.toHaveProperty('expires');
    expect(sessionStorage.getItem('auth_token')).toBe('aaa.bbb.ccc');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(getToken()).toBe('aaa.bbb.ccc');
  });

  it('creates a session id of the form session_<timestamp>_<random>', () => {
    saveSession('aaa.bbb.ccc', user);
    expect(localStorage.getItem('session_id')).toMatch(/^session_\d{13}_[0-9a-f]{16}$/);
    expect(newSessionId()).not.toBe(newSessionId());
  });

  it('reads the stored user, and survives garbage', () => {
    saveSession('aaa.bbb.ccc', user);
    expect(getStoredUser()).toMatchObject({ username: 'amal' });
    localStorage.setItem('auth_user', '{not json');
    expect(getStoredUser()).toBeNull();
  });

  it('finds the user id in _id or id', () => {
    expect(userIdOf({ _id: 'a', id: '' })).toBe('a');
    expect(userIdOf({ _id: '', id: 'b' })).toBe('b');
    expect(userIdOf(null)).toBeNull();
  });

  it('clears the token everywhere, the user and the session id', () => {
    saveSession('aaa.bbb.ccc', user);
    sessionStorage.setItem(STORAGE_KEYS.treeHistory, '[]');
    clearSession();
    expect(getToken()).toBeNull();
    expect(cookies.get('auth_token')).toBeUndefined();
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(localStorage.getItem('session_id')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.treeHistory)).toBeNull();
  });

  it('keeps the reset handle (signup_email, signupUserId) until reset clears it', () => {
    saveResetHandle('amal@example.com', 'r-123');
    expect(getSignupEmail()).toBe('amal@example.com');
    expect(getSignupUserId()).toBe('r-123');
    clearSession();
    expect(getSignupEmail()).toBe('amal@example.com');
    clearResetHandle();
    expect(getSignupEmail()).toBeNull();
    expect(getSignupUserId()).toBeNull();
  });
});
