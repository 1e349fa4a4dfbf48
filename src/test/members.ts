/** Test-only: signed-in members, as the store holds them or as a login stores them. */
import type { User } from '@contract/user';
import type { RootState } from '@/app/store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export const MEMBER_ID = '65f0c0ffee00000000000001';
export const TOKEN = 'header.payload.signature';

export const member = {
  _id: MEMBER_ID,
  id: MEMBER_ID,
  username: 'demo',
  firstName: 'Demo',
  lastName: 'Member',
  name: 'Demo Member',
  email: 'demo@example.com',
} as User;

/** The auth slice of a signed-in member, for `preloadedState`. */
export function signedIn(
  user: User | null = member,
  overrides: Partial<RootState['auth']> = {},
): RootState['auth'] {
  return {
    user,
    token: TOKEN,
    isAuthenticated: true,
    loading: false,
    error: null,
    signupEmail: null,
    message: null,
    referralTree: { tree: null, loading: false, error: null, attempted: false },
    ...overrides,
  };
}

export const A_TOKEN = 'aaa.bbb.ccc';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    id: 'u1',
    username: 'amal',
    firstName: 'Amal',
    lastName: 'Haddad',
    name: 'Amal Haddad',
    email: 'amal@example.com',
    ...overrides,
  } as User;
}

/** Stores a session the way a login does, so a store made afterwards starts signed in. */
export function storeSignedIn(user: User = testUser(), token = A_TOKEN): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}
