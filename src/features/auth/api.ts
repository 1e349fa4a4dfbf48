/** The account calls of spec section 7. Only this module and src/lib talk HTTP for auth. */
import { API } from '@contract/api-paths';
import type {
  ByUsernameResponse,
  CurrentUserResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  ResetPasswordRequest,
  SendOtpRequest,
  SignupRequest,
  SignupResponse,
} from '@contract/user';
import type { ReferralLinkResponse, ReferralTreeQuery, ReferralTreeResponse } from '@contract/tree';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';

export const authApi = {
  login: (body: LoginRequest) => apiClient.post<LoginResponse>(API.login, body).then((r) => r.data),
  signup: (body: SignupRequest) =>
    apiClient.post<SignupResponse>(API.signup, body).then((r) => r.data),
  sendSignupOtp: (body: SendOtpRequest) =>
    apiClient.post<MessageResponse>(API.sendSignupOtp, body).then((r) => r.data),
  resendOtp: (body: SendOtpRequest) =>
    apiClient.post<MessageResponse>(API.resendOtp, body).then((r) => r.data),
  currentUser: () => apiClient.get<CurrentUserResponse>(API.currentUser).then((r) => r.data),
  forgotPassword: (body: ForgotPasswordRequest) =>
    apiClient.post<ForgotPasswordResponse>(API.forgotPassword, body).then((r) => r.data),
  resetPassword: (body: ResetPasswordRequest) =>
    apiClient.post<MessageResponse>(API.resetPassword, body).then((r) => r.data),
  byUsername: (username: string) =>
    apiClient.get<ByUsernameResponse>(API.byUsername, { params: { username } }).then((r) => r.data),
  /** Fire-and-forget revocation after the local logout (DECISIONS 2); the token is passed in. */
  logout: (token: string) =>
    apiClient.post<MessageResponse>(
      API.logout,
      {},
      { headers: { Authorization: `Bearer ${token}` } },
    ),
  referralTree: (query: ReferralTreeQuery = {}) =>
    apiClient.get<ReferralTreeResponse>(API.referralTree, { params: query }).then((r) => r.data),
  referralLink: () => apiClient.get<ReferralLinkResponse>(API.referralLink).then((r) => r.data),
};

/**
 * Spec section 4: when the normal tree call fails, it is retried once with a direct request
 * that bypasses the client's interceptors.
 */
export async function referralTreeDirect(
  token: string,
  query: ReferralTreeQuery = {},
): Promise<ReferralTreeResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  const response = await fetch(`${env.apiBaseUrl}${API.referralTree}${qs ? `?${qs}` : ''}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(env.requestTimeoutMs),
  });
  if (!response.ok) throw new Error(`Tree request failed with ${response.status}`);
  return (await response.json()) as ReferralTreeResponse;
}
