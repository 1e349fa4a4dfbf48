/** The account calls of the profile (issue 28): password, devices, data export, closing. */
import { API } from '@contract/api-paths';
import type {
  ChangePasswordRequest,
  CloseCodeResponse,
  CloseRequest,
  SessionsResponse,
  SignOutOthersResponse,
  SimpleResponse,
} from '@contract/member-rights';
import { apiClient } from '@/lib/api-client';
import { apiErrorText, apiFieldErrors } from '@/lib/api-messages';
import { reject } from '@/features/auth/auth-failure';

export async function changePassword(body: ChangePasswordRequest): Promise<SimpleResponse> {
  return (await apiClient.post<SimpleResponse>(API.changePassword, body)).data;
}

export async function listSessions(): Promise<SessionsResponse> {
  return (await apiClient.get<SessionsResponse>(API.sessions)).data;
}

export async function signOutOthers(): Promise<SignOutOthersResponse> {
  return (await apiClient.post<SignOutOthersResponse>(API.signOutOthers, {})).data;
}

// A member with years of statement lines gets a ZIP of a few megabytes.
const EXPORT_TIMEOUT_MS = 60_000;

/** The ZIP of the member's data and the file name the server gave it. */
export async function downloadMyData(): Promise<{ blob: Blob; name: string }> {
  const res = await apiClient.get<ArrayBuffer>(API.dataExport, {
    responseType: 'arraybuffer',
    timeout: EXPORT_TIMEOUT_MS,
  });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'rihla-my-data.zip';
  return { blob: new Blob([res.data], { type: 'application/zip' }), name };
}

export async function requestCloseCode(password: string): Promise<CloseCodeResponse> {
  return (await apiClient.post<CloseCodeResponse>(API.closeCode, { password })).data;
}

export async function closeAccount(body: CloseRequest): Promise<SimpleResponse> {
  return (await apiClient.post<SimpleResponse>(API.closeAccount, body)).data;
}

/** A failed call as the forms show it: one message and field messages, in the page's language. */
export function failureOf(
  error: unknown,
  fallback: string,
): { message: string; errors: Record<string, string> } {
  const raw = reject(error, fallback);
  return { message: apiErrorText(raw, fallback), errors: apiFieldErrors(raw) };
}
