/**
 * Auth state of spec section 4: session (user, token, isAuthenticated), loading, error, the
 * signup email, and the referral-tree values (tree, loading, error, attempted).
 * Thunks reject with `AuthFailure` so forms can show the server's message or `errors` map;
 * toasts and page messages belong to the pages.
 */
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
import { translate } from '@/i18n/catalogue';
import { isValidTokenFormat } from '@/lib/token';
import { ownFailure, reject, type AuthFailure } from './auth-failure';
import { emptyTree, initialAuthState, isUnauthorized, type AuthState } from './auth-state';
import { authStateMessages } from './state-words/messages';
import type stateEn from './state-words/messages.en';

/** The state's own words in the language shown when a call ends (worded then, not at load). */
const say = (id: keyof typeof stateEn) => translate(authStateMessages, id);

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
      return rejectWithValue(ownFailure(say('invalidResponse')));
    }
    saveSession(data.token, data.user, body.rememberMe);
    return { ...(data as LoginResponse) };
  } catch (error) {
    return rejectWithValue(reject(error, say('loginFailed')));
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
      return rejectWithValue(reject(error, say('signupFailed')));
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
        return rejectWithValue(ownFailure(say('missingResetUserId')));
      }
      saveResetHandle(email, data.userId);
      return data as ForgotPasswordResponse;
    } catch (error) {
      return rejectWithValue(reject(error, say('sendResetFailed')));
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
      return rejectWithValue(reject(error, say('resetFailed')));
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
      return rejectWithValue(ownFailure(say('invalidResponse')));
    }
    refreshSession(data.token, data.user);
    return { user: data.user, token: data.token };
  } catch (error) {
    return rejectWithValue(reject(error, say('getUserFailed')));
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
      const info = reject(first, say('treeFailed'));
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

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** After a prerendered page hydrates: the stored session (spec section 6) takes over. */
    sessionRestored(state) {
      const stored = initialAuthState();
      state.user = stored.user;
      state.token = stored.token;
      state.isAuthenticated = stored.isAuthenticated;
      state.signupEmail = state.signupEmail ?? stored.signupEmail;
    },
    /** Local logout and the sessionCleared reset: no server wait, no failure path. */
    sessionEnded(state) {
      clearSession();
      state.user = null;
      state.token = null;
      state.isAuthenticated = false;
      state.loading = false;
      state.error = null;
      state.message = null;
      state.referralTree = emptyTree;
    },
    /** The member's own edit (profile, photo) answered with the user as it now is. */
    userUpdated(state, action: PayloadAction<User>) {
      if (!state.isAuthenticated) return;
      saveStoredUser(action.payload);
      state.user = action.payload;
    },
    resetTreeState(state) {
      state.referralTree = emptyTree;
    },
    setSignupEmail(state, action: PayloadAction<string | null>) {
      state.signupEmail = action.payload;
    },
    clearAuthError(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginUser.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(loginUser.fulfilled, (state, { payload }) => {
        state.loading = false;
        state.user = payload.user;
        state.token = payload.token;
        state.isAuthenticated = true;
      })
      .addCase(loginUser.rejected, (state, { payload }) => {
        state.loading = false;
        state.error = payload?.message ?? say('loginFailed');
      })
      .addCase(signupUser.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(signupUser.fulfilled, (state, { payload }) => {
        state.loading = false;
        const complete = !!payload.token && !!payload.user;
        state.message = complete ? say('registrationCompleted') : say('accountCreated');
        if (payload.token && payload.user) {
          state.user = payload.user;
          state.token = payload.token;
          state.isAuthenticated = true;
        }
      })
      .addCase(signupUser.rejected, (state, { payload }) => {
        state.loading = false;
        state.error = payload?.message ?? say('signupFailed');
      })
      .addCase(forgotPassword.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(forgotPassword.fulfilled, (state, { meta }) => {
        state.loading = false;
        state.signupEmail = meta.arg.email;
      })
      .addCase(forgotPassword.rejected, (state, { payload }) => {
        state.loading = false;
        state.error = payload?.message ?? say('sendResetFailed');
      })
      .addCase(resetPassword.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(resetPassword.fulfilled, (state) => {
        state.loading = false;
        state.signupEmail = null;
      })
      .addCase(resetPassword.rejected, (state, { payload }) => {
        state.loading = false;
        state.error = payload?.message ?? say('resetFailed');
      })
      .addCase(checkCurrentUser.fulfilled, (state, { payload }) => {
        state.user = payload.user;
        state.token = payload.token;
        state.isAuthenticated = true;
      })
      .addCase(checkCurrentUser.rejected, (state, { payload }) => {
        if (isUnauthorized(payload)) {
          clearSession();
          state.user = null;
          state.token = null;
          state.isAuthenticated = false;
          state.referralTree = emptyTree;
        }
      })
      .addCase(fetchReferralTree.pending, (state) => {
        state.referralTree.loading = true;
        state.referralTree.error = null;
        state.referralTree.attempted = true;
      })
      .addCase(fetchReferralTree.fulfilled, (state, { payload }) => {
        state.referralTree.loading = false;
        state.referralTree.tree = payload;
      })
      .addCase(fetchReferralTree.rejected, (state, { payload }) => {
        state.referralTree.loading = false;
        state.referralTree.error = payload?.message ?? say('treeFailed');
      });
  },
});

export const {
  sessionRestored,
  sessionEnded,
  userUpdated,
  resetTreeState,
  setSignupEmail,
  clearAuthError,
} = authSlice.actions;
export const authReducer = authSlice.reducer;
