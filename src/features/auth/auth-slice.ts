/**
 * Auth state of spec section 4: session (user, token, isAuthenticated), loading, error, the
 * signup email, and the referral-tree values (tree, loading, error, attempted).
 * Thunks reject with `AuthFailure` so forms can show the server's message or `errors` map;
 * toasts and page messages belong to the pages.
 */
import { createAction, createAsyncThunk, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import type { ReferralTree, ReferralTreeQuery } from '@contract/tree';
import type {
  ForgotPasswordResponse,
  LoginRequest,
  LoginResponse,
  ResetPasswordRequest,
  SignupRequest,
  SignupResponse,
  User,
} from '@contract/user';
import { clearSession, getToken, saveStoredUser } from '@/lib/session';
import { apiErrorInfo } from '@/lib/api-error';
import { isValidTokenFormat } from '@/lib/token';
import type { Rejected } from './auth-calls';
import type { AuthFailure } from './auth-failure';
import {
  emptyTree,
  initialAuthState,
  isUnauthorized,
  type AuthState,
  type TreeState,
} from './auth-state';

export type { AuthFailure } from './auth-failure';
export {
  MISSING_RESET_USER_ID,
  initialAuthState,
  isUnauthorized,
  signedOutAuthState,
  treeSkipReason,
  type AuthState,
  type TreeState,
} from './auth-state';

import { translate } from '@/i18n/catalogue';
import { authStateMessages } from './state-words/messages';
import type stateEn from './state-words/messages.en';

/** The state's own words in the language shown when a call ends (worded then, not at load). */
const say = (id: keyof typeof stateEn) => translate(authStateMessages, id);

// What the thunks do (auth-calls.ts, with the HTTP client) loads with the first call, not with
// the first page (home-route budget); their names, types and the tree's skip rule stay here.
const loadCalls = () => import('./auth-calls').catch(() => null);

/**
 * A thunk's failure when its calls cannot load (offline): what `reject` in auth-failure.ts makes
 * of any error that is not an HTTP answer. (api-error.ts stays in the entry: most member pages
 * use it too.)
 */
const unreachable = (fallback: string): AuthFailure => ({
  ...apiErrorInfo(null, fallback),
  hasMessage: false,
});

export const loginUser = createAsyncThunk<
  LoginResponse,
  LoginRequest & { rememberMe: boolean },
  Rejected
>('auth/login', async (body, api) => {
  const calls = await loadCalls();
  return calls ? calls.login(body, api) : api.rejectWithValue(unreachable(say('loginFailed')));
});

/** Token and user may be missing from a signup answer (spec section 4). */
export const signupUser = createAsyncThunk<Partial<SignupResponse>, SignupRequest, Rejected>(
  'auth/signup',
  async (body, api) => {
    const calls = await loadCalls();
    return calls ? calls.signup(body, api) : api.rejectWithValue(unreachable(say('signupFailed')));
  },
);

export const forgotPassword = createAsyncThunk<ForgotPasswordResponse, { email: string }, Rejected>(
  'auth/forgotPassword',
  async (arg, api) => {
    const calls = await loadCalls();
    return calls
      ? calls.forgotPassword(arg, api)
      : api.rejectWithValue(unreachable(say('sendResetFailed')));
  },
);

export const resetPassword = createAsyncThunk<{ message: string }, ResetPasswordRequest, Rejected>(
  'auth/resetPassword',
  async (body, api) => {
    const calls = await loadCalls();
    return calls
      ? calls.resetPassword(body, api)
      : api.rejectWithValue(unreachable(say('resetFailed')));
  },
);

export const checkCurrentUser = createAsyncThunk<
  { user: User; token: string },
  undefined,
  Rejected
>('auth/checkCurrentUser', async (arg, api) => {
  const calls = await loadCalls();
  return calls
    ? calls.checkCurrentUser(arg, api)
    : api.rejectWithValue(unreachable(say('getUserFailed')));
});

export const fetchReferralTree = createAsyncThunk<
  ReferralTree,
  ReferralTreeQuery | undefined,
  Rejected & { state: { auth: AuthState } }
>(
  'auth/fetchReferralTree',
  async (query, api) => {
    // The token as stored when the fetch starts, for the direct retry.
    const token = getToken();
    const calls = await loadCalls();
    return calls
      ? calls.referralTree(token)(query, api)
      : api.rejectWithValue(unreachable(say('treeFailed')));
  },
  {
    condition: (_query, { getState }) => {
      const { auth } = getState();
      // Skipped after a failed attempt (until reset) and without a valid session (spec section 4).
      if (auth.referralTree.attempted && auth.referralTree.error) return false;
      if (!auth.isAuthenticated || !isValidTokenFormat(auth.token)) return false;
      return true;
    },
  },
);

// Plain actions and an immutable reducer instead of createSlice: createSlice brings immer, the
// largest part of Redux Toolkit, onto the home route (budget, issue 16) for this one reducer.
/** After a prerendered page hydrates: the stored session (spec section 6) takes over. */
export const sessionRestored = createAction('auth/sessionRestored');
/** Local logout and the sessionCleared reset: no server wait, no failure path. */
export const sessionEnded = createAction('auth/sessionEnded');
/** The member's own edit (profile, photo) answered with the user as it now is. */
export const userUpdated = createAction<User>('auth/userUpdated');
export const resetTreeState = createAction('auth/resetTreeState');
export const setSignupEmail = createAction<string | null>('auth/setSignupEmail');
export const clearAuthError = createAction('auth/clearAuthError');

/**
 * `state` with `changes` applied, or `state` itself when no value differs (what immer's
 * structural sharing gave: selectors and memoised children see the same objects).
 */
function patch<T extends object>(state: T, changes: Partial<T>): T {
  for (const key in changes) {
    if (!Object.is(changes[key], state[key])) return { ...state, ...changes };
  }
  return state;
}

const patchTree = (state: AuthState, changes: Partial<TreeState>): AuthState =>
  patch(state, { referralTree: patch(state.referralTree, changes) });

const signedOut = { user: null, token: null, isAuthenticated: false } as const;

/** The start state is read from storage when the store is made (as createSlice did). */
export function authReducer(
  state: AuthState = initialAuthState(),
  action: UnknownAction,
): AuthState {
  if (sessionRestored.match(action)) {
    const stored = initialAuthState();
    return patch(state, {
      user: stored.user,
      token: stored.token,
      isAuthenticated: stored.isAuthenticated,
      signupEmail: state.signupEmail ?? stored.signupEmail,
    });
  }
  if (sessionEnded.match(action)) {
    clearSession();
    return patch(state, {
      ...signedOut,
      loading: false,
      error: null,
      message: null,
      referralTree: emptyTree,
    });
  }
  if (userUpdated.match(action)) {
    if (!state.isAuthenticated) return state;
    saveStoredUser(action.payload);
    return patch(state, { user: action.payload });
  }
  if (resetTreeState.match(action)) return patch(state, { referralTree: emptyTree });
  if (setSignupEmail.match(action)) return patch(state, { signupEmail: action.payload });
  if (clearAuthError.match(action)) return patch(state, { error: null });

  if (
    isAnyOf(
      loginUser.pending,
      signupUser.pending,
      forgotPassword.pending,
      resetPassword.pending,
    )(action)
  )
    return patch(state, { loading: true, error: null });
  if (loginUser.fulfilled.match(action)) {
    const { user, token } = action.payload;
    return patch(state, { loading: false, user, token, isAuthenticated: true });
  }
  if (signupUser.fulfilled.match(action)) {
    const { user, token } = action.payload;
    const complete = !!token && !!user;
    return patch(state, {
      loading: false,
      message: complete ? say('registrationCompleted') : say('accountCreated'),
      ...(token && user ? { user, token, isAuthenticated: true } : {}),
    });
  }
  if (forgotPassword.fulfilled.match(action))
    return patch(state, { loading: false, signupEmail: action.meta.arg.email });
  if (resetPassword.fulfilled.match(action))
    return patch(state, { loading: false, signupEmail: null });
  if (loginUser.rejected.match(action))
    return patch(state, { loading: false, error: action.payload?.message ?? say('loginFailed') });
  if (signupUser.rejected.match(action))
    return patch(state, { loading: false, error: action.payload?.message ?? say('signupFailed') });
  if (forgotPassword.rejected.match(action))
    return patch(state, {
      loading: false,
      error: action.payload?.message ?? say('sendResetFailed'),
    });
  if (resetPassword.rejected.match(action))
    return patch(state, {
      loading: false,
      error: action.payload?.message ?? say('resetFailed'),
    });

  if (checkCurrentUser.fulfilled.match(action)) {
    const { user, token } = action.payload;
    return patch(state, { user, token, isAuthenticated: true });
  }
  if (checkCurrentUser.rejected.match(action)) {
    if (!isUnauthorized(action.payload)) return state;
    clearSession();
    return patch(state, { ...signedOut, referralTree: emptyTree });
  }

  if (fetchReferralTree.pending.match(action))
    return patchTree(state, { loading: true, error: null, attempted: true });
  if (fetchReferralTree.fulfilled.match(action))
    return patchTree(state, { loading: false, tree: action.payload });
  if (fetchReferralTree.rejected.match(action))
    return patchTree(state, {
      loading: false,
      error: action.payload?.message ?? say('treeFailed'),
    });
  return state;
}
