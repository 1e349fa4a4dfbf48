/**
 * What the auth thunks of auth-slice.ts do: the calls of spec section 7 and the stored session
 * they keep. Loaded with the first call, with the HTTP client, rather than with the first page
 * (home-route budget, issue 16); the thunks' names, types and rules stay in auth-slice.ts.
 * Failures reject with `AuthFailure` so forms can show the server's message or `errors` map.
 */
import type { AsyncThunkPayloadCreator } from '@reduxjs/toolkit';
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
import { activeLanguage, translate } from '@/i18n/catalogue';
import { storeLanguage } from '@/i18n/stored-language';
import { clearResetHandle } from '@/lib/session';
import { refreshSession, saveResetHandle, saveSession } from '@/lib/session-save';
import { authApi, referralTreeDirect } from './api';
import { ownFailure, reject, type AuthFailure } from './auth-failure';

import { authStateMessages } from './state-words/messages';
import type stateEn from './state-words/messages.en';

/** The state's own words in the language shown when a call ends (worded then, not at load). */
const say = (id: keyof typeof stateEn) => translate(authStateMessages, id);

export type Rejected = { rejectValue: AuthFailure };
type Call<Returned, Arg> = AsyncThunkPayloadCreator<Returned, Arg, Rejected>;

export const login: Call<LoginResponse, LoginRequest & { rememberMe: boolean }> = async (
  body,
  { rejectWithValue },
) => {
  try {
    // rememberMe goes along (contract LoginRequest); it decides where the token is kept.
    const data: Partial<LoginResponse> = await authApi.login(body);
    if (!data.token || !data.user) {
      return rejectWithValue(ownFailure(say('invalidResponse')));
    }
    saveSession(data.token, data.user, body.rememberMe);
    // The member area continues in the language the member read while logging in (DECISIONS 38).
    storeLanguage(activeLanguage());
    return { ...(data as LoginResponse) };
  } catch (error) {
    return rejectWithValue(reject(error, say('loginFailed')));
  }
};

/** Token and user may be missing from a signup answer (spec section 4). */
export const signup: Call<Partial<SignupResponse>, SignupRequest> = async (
  body,
  { rejectWithValue },
) => {
  try {
    const data: Partial<SignupResponse> = await authApi.signup(body);
    if (data.token && data.user) {
      saveSession(data.token, data.user, true);
      storeLanguage(activeLanguage());
    }
    return data;
  } catch (error) {
    return rejectWithValue(reject(error, say('signupFailed')));
  }
};

export const forgotPassword: Call<ForgotPasswordResponse, { email: string }> = async (
  { email },
  { rejectWithValue },
) => {
  try {
    const data: Partial<ForgotPasswordResponse> = await authApi.forgotPassword({ email });
    if (!data.userId) {
      return rejectWithValue(ownFailure(say('missingResetUserId')));
    }
    saveResetHandle(email, data.userId);
    return data as ForgotPasswordResponse;
  } catch (error) {
    return rejectWithValue(reject(error, say('sendResetFailed')));
  }
};

export const resetPassword: Call<{ message: string }, ResetPasswordRequest> = async (
  body,
  { rejectWithValue },
) => {
  try {
    const data = await authApi.resetPassword(body);
    clearResetHandle();
    return { message: data.message };
  } catch (error) {
    return rejectWithValue(reject(error, say('resetFailed')));
  }
};

export const checkCurrentUser: Call<{ user: User; token: string }, undefined> = async (
  _,
  { rejectWithValue },
) => {
  try {
    const data: Partial<CurrentUserResponse> = await authApi.currentUser();
    if (!data.user || !data.token) {
      return rejectWithValue(ownFailure(say('invalidResponse')));
    }
    refreshSession(data.token, data.user);
    return { user: data.user, token: data.token };
  } catch (error) {
    return rejectWithValue(reject(error, say('getUserFailed')));
  }
};

/**
 * The tree through the API, then straight from the server with `token` (the one stored when the
 * thunk started) unless the answer rules it out.
 */
export const referralTree =
  (token: string | null): Call<ReferralTree, ReferralTreeQuery | undefined> =>
  async (query, { rejectWithValue }) => {
    try {
      return (await authApi.referralTree(query)).referralTree;
    } catch (first) {
      const info = reject(first, say('treeFailed'));
      if (info.status === 401 || info.status === 403 || info.status === 404 || !token)
        return rejectWithValue(info);
      try {
        return (await referralTreeDirect(token, query)).referralTree;
      } catch {
        return rejectWithValue(info);
      }
    }
  };
