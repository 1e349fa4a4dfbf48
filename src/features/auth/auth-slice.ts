/**
 * Auth state of spec section 4: session (user, token, isAuthenticated), loading, error, the
 * signup email, and the referral-tree values (tree, loading, error, attempted).
 * Thunks reject with `AuthFailure` so forms can show the server's message or `errors` map;
 * toasts and page messages belong to the pages.
 */
import { createAction, createAsyncThunk, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import type { ReferralTree, ReferralTreeQuery } from '@contract/tree';
import type {
  CurrentUserResponse,
  ForgotPasswordResponse,
  LoginRequest,
  LoginResponse,
  ResetPasswordRequest,
  SignupRequest,
  SignupResponse,
  User,
} from '@contract/user';
import {
  clearResetHandle,
  clearSession,
  getToken,
  refreshSession,
  saveResetHandle,
  saveSession,
  saveStoredUser,
} from '@/lib/session';
import { isValidTokenFormat } from '@/lib/token';
import { MISSING_RESET_USER_ID, ownFailure, reject, type AuthFailure } from './auth-failure';
import {
  emptyTree,
  initialAuthState,
  isUnauthorized,
  type AuthState,
  type TreeState,
} from './auth-state';

export { MISSING_RESET_USER_ID, type AuthFailure } from './auth-failure';
export {
  initialAuthState,
  isUnauthorized,
  signedOutAuthState,
  treeSkipReason,
  type AuthState,
  type TreeState,
} from './auth-state';

// The HTTP client (axios) loads with the first call, not with the first page (home-route budget).
const loadApi = () => import('./api');

type Rejected = { rejectValue: AuthFailure };

export const loginUser = createAsyncThunk<
  LoginResponse,
  LoginRequest & { rememberMe: boolean },
  Rejected
>('auth/login', async (body, { rejectWithValue }) => {
  try {
    // rememberMe goes along (contract LoginRequest); it decides where the token is kept.
    const data: Partial<LoginResponse> = await (await loadApi()).authApi.login(body);
    if (!data.token || !data.user) {
      return rejectWithValue(ownFailure('Invalid response: user or token missing'));
    }
    saveSession(data.token, data.user, body.rememberMe);
    return { ...(data as LoginResponse) };
  } catch (error) {
    return rejectWithValue(reject(error, 'Login failed'));
  }
});

/** Token and user may be missing from a signup answer (spec section 4). */
export const signupUser = createAsyncThunk<Partial<SignupResponse>, SignupRequest, Rejected>(
  'auth/signup',
  async (body, { rejectWithValue }) => {
    try {
      const data: Partial<SignupResponse> = await (await loadApi()).authApi.signup(body);
      if (data.token && data.user) saveSession(data.token, data.user, true);
      return data;
    } catch (error) {
      return rejectWithValue(reject(error, 'Signup failed'));
    }
  },
);

export const forgotPassword = createAsyncThunk<ForgotPasswordResponse, { email: string }, Rejected>(
  'auth/forgotPassword',
  async ({ email }, { rejectWithValue }) => {
    try {
      const data: Partial<ForgotPasswordResponse> = await (
        await loadApi()
      ).authApi.forgotPassword({ email });
      if (!data.userId) {
        return rejectWithValue(ownFailure(MISSING_RESET_USER_ID));
      }
      saveResetHandle(email, data.userId);
      return data as ForgotPasswordResponse;
    } catch (error) {
      return rejectWithValue(reject(error, 'Failed to send reset OTP'));
    }
  },
);

export const resetPassword = createAsyncThunk<{ message: string }, ResetPasswordRequest, Rejected>(
  'auth/resetPassword',
  async (body, { rejectWithValue }) => {
    try {
      const data = await (await loadApi()).authApi.resetPassword(body);
      clearResetHandle();
      return { message: data.message };
    } catch (error) {
      return rejectWithValue(reject(error, 'Password reset failed'));
    }
  },
);

export const checkCurrentUser = createAsyncThunk<
  { user: User; token: string },
  undefined,
  Rejected
>('auth/checkCurrentUser', async (_, { rejectWithValue }) => {
  try {
    const data: Partial<CurrentUserResponse> = await (await loadApi()).authApi.currentUser();
    if (!data.user || !data.token) {
      return rejectWithValue(ownFailure('Invalid response: user or token missing'));
    }
    refreshSession(data.token, data.user);
    return { user: data.user, token: data.token };
  } catch (error) {
    return rejectWithValue(reject(error, 'Failed to get user data'));
  }
});

export const fetchReferralTree = createAsyncThunk<
  ReferralTree,
  ReferralTreeQuery | undefined,
  Rejected & { state: { auth: AuthState } }
>(
  'auth/fetchReferralTree',
  async (query, { rejectWithValue }) => {
    const token = getToken();
    try {
      return (await (await loadApi()).authApi.referralTree(query)).referralTree;
    } catch (first) {
      const info = reject(first, 'Failed to load referral tree');
      if (info.status === 401 || info.status === 403 || info.status === 404 || !token)
        return rejectWithValue(info);
      try {
        return (await (await loadApi()).referralTreeDirect(token, query)).referralTree;
      } catch {
        return rejectWithValue(info);
      }
    }
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
      message: complete ? 'Registration completed successfully' : 'Account created successfully',
      ...(token && user ? { user, token, isAuthenticated: true } : {}),
    });
  }
  if (forgotPassword.fulfilled.match(action))
    return patch(state, { loading: false, signupEmail: action.meta.arg.email });
  if (resetPassword.fulfilled.match(action))
    return patch(state, { loading: false, signupEmail: null });
  if (loginUser.rejected.match(action))
    return patch(state, { loading: false, error: action.payload?.message ?? 'Login failed' });
  if (signupUser.rejected.match(action))
    return patch(state, { loading: false, error: action.payload?.message ?? 'Signup failed' });
  if (forgotPassword.rejected.match(action))
    return patch(state, {
      loading: false,
      error: action.payload?.message ?? 'Failed to send reset OTP',
    });
  if (resetPassword.rejected.match(action))
    return patch(state, {
      loading: false,
      error: action.payload?.message ?? 'Password reset failed',
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
      error: action.payload?.message ?? 'Failed to load referral tree',
    });
  return state;
}
