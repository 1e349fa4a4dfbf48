/** The auth state's shape, its start value and the pure rules read from it (spec section 4). */
import type { ReferralTree } from '@contract/tree';
import type { User } from '@contract/user';
import { translate } from '@/i18n/catalogue';
import type { ApiErrorInfo } from '@/lib/api-error';
import { getSignupEmail, getStoredUser, getToken } from '@/lib/session';
import { isValidTokenFormat } from '@/lib/token';
import { authStateMessages } from './state-words/messages';

export interface TreeState {
  tree: ReferralTree | null;
  loading: boolean;
  error: string | null;
  attempted: boolean;
}

export interface AuthState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  signupEmail: string | null;
  /** Set by signup: 'Registration completed successfully' or 'Account created successfully'. */
  message: string | null;
  referralTree: TreeState;
}

/**
 * Forgot password answered without a userId (spec sections 7 and 8). Kept here, with the state,
 * because the forgot-password page compares against it and auth-failure.ts stays off the home route.
 */
export const MISSING_RESET_USER_ID = 'Failed to initiate password reset. Please try again.';

export const emptyTree: TreeState = { tree: null, loading: false, error: null, attempted: false };

/** The signed-out view a prerendered page is built with; storage is read after hydration. */
export function signedOutAuthState(): AuthState {
  return {
    user: null,
    token: null,
    isAuthenticated: false,
    loading: false,
    error: null,
    signupEmail: null,
    message: null,
    referralTree: emptyTree,
  };
}

export function initialAuthState(): AuthState {
  const token = getToken();
  const user = getStoredUser();
  return {
    user,
    token,
    // Signed in = a token and a stored user both exist (spec section 6).
    isAuthenticated: !!token && !!user,
    loading: false,
    error: null,
    signupEmail: getSignupEmail(),
    message: null,
    referralTree: emptyTree,
  };
}

/** A 401 or an 'Unauthorized' message ends the session; other failures keep it (spec section 4). */
export function isUnauthorized(info: ApiErrorInfo | undefined): boolean {
  return !!info && (info.status === 401 || /unauthori[sz]ed/i.test(info.message));
}

/** Why a tree fetch would be skipped, for the screen to show ('No valid session', …). */
export function treeSkipReason(auth: AuthState): string | null {
  // Worded as the screen reads it, in the language it shows.
  if (!auth.isAuthenticated || !isValidTokenFormat(auth.token))
    return translate(authStateMessages, 'noValidSession');
  if (auth.referralTree.attempted && auth.referralTree.error)
    return translate(authStateMessages, 'treeAttempted');
  return null;
}
