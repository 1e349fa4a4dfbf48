/**
 * Auth state of spec section 4: session (user, token, isAuthenticated), loading, error, the
 * signup email, and the referral-tree values (tree, loading, error, attempted).
 * Thunks reject with `ApiErrorInfo` so forms can show the server's message or `errors` map;
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
import { apiErrorInfo, type ApiErrorInfo } from '@/lib/api-error';
import {
  clearResetHandle,
  clearSession,
  getSignupEmail,
  getStoredUser,
  getToken,
  refreshSession,
  saveResetHandle,
  saveSession,
} from '@/lib/session';
import { isValidTokenFormat } from '@/lib/token';

// The HTTP client (axios) loads with the first call, not with the first page (home-route budget).
const loadApi = () => import('./api');

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

const emptyTree: TreeState = { tree: null, loading: false, error: null, attempted: false };

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

/**
 * A rejected auth call. `hasMessage` is false when `message` is only the thunk's fallback, so a
 * page can put its own fallback there instead (the login form shows 'An error occurred' while
 * its toast shows 'Login failed', spec section 8).
 */
export interface AuthFailure extends ApiErrorInfo {
  hasMessage: boolean;
}

/** Forgot password answered without a userId (spec sections 7 and 8). */
export const MISSING_RESET_USER_ID = 'Failed to initiate password reset. Please try again.';

type Rejected = { rejectValue: AuthFailure };
function reject(error: unknown, fallback: string): AuthFailure {
  const info = apiErrorInfo(error, '');
  return info.message
    ? { ...info, hasMessage: true }
    : { ...info, message: fallback, hasMessage: false };
}
const ownFailure = (message: string): AuthFailure => ({
  message,
  status: null,
  errors: null,
  hasMessage: true,
});

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

/** A 401 or an 'Unauthorized' message ends the session; other failures keep it (spec section 4). */
export function isUnauthorized(info: ApiErrorInfo | undefined): boolean {
  return !!info && (info.status === 401 || /unauthori[sz]ed/i.test(info.message));
}

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

/** Why a tree fetch would be skipped, for the screen to show ('No valid session', …). */
export function treeSkipReason(auth: AuthState): string | null {
  if (!auth.isAuthenticated || !isValidTokenFormat(auth.token)) return 'No valid session';
  if (auth.referralTree.attempted && auth.referralTree.error)
    return 'Referral tree fetch already attempted';
  return null;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
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
        state.error = payload?.message ?? 'Login failed';
      })
      .addCase(signupUser.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(signupUser.fulfilled, (state, { payload }) => {
        state.loading = false;
        const complete = !!payload.token && !!payload.user;
        state.message = complete
          ? 'Registration completed successfully'
          : 'Account created successfully';
        if (payload.token && payload.user) {
          state.user = payload.user;
          state.token = payload.token;
          state.isAuthenticated = true;
        }
      })
      .addCase(signupUser.rejected, (state, { payload }) => {
        state.loading = false;
        state.error = payload?.message ?? 'Signup failed';
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
        state.error = payload?.message ?? 'Failed to send reset OTP';
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
        state.error = payload?.message ?? 'Password reset failed';
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
        state.referralTree.error = payload?.message ?? 'Failed to load referral tree';
      });
  },
});

export const { sessionEnded, resetTreeState, setSignupEmail, clearAuthError } = authSlice.actions;
export const authReducer = authSlice.reducer;
