/**
 * The one HTTP client (spec section 7): base `/api` (or VITE_API_BASE_URL), JSON, a Bearer
 * token when one exists, the active language as `Accept-Language` (DECISIONS 38: the server
 * mails sign-up codes in it and stores it on a new account), 10,000 ms timeout. A 401 on any call but the six auth calls clears the
 * session and raises `sessionCleared` (spec section 4). Nothing here logs tokens or bodies.
 */
import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { AUTH_CALLS_EXEMPT_FROM_401 } from '@contract/api-paths';
import { env } from '@/config/env';
import { activeLanguage } from '@/i18n/catalogue';
import { clearSession, getToken } from './session';
import { emitSessionCleared } from './session-events';
import { TIMEOUT_MESSAGE } from './api-constants';
import { isValidTokenFormat } from './token';

export const apiClient = axios.create({
  baseURL: env.apiBaseUrl,
  timeout: env.requestTimeoutMs,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

apiClient.interceptors.request.use((config) => {
  // Read at each call: the reader may have switched language since the last one.
  config.headers.set('Accept-Language', activeLanguage());
  const token = getToken();
  if (token) {
    // Spec section 5: a badly formed token only warns; the request still goes out.
    if (!isValidTokenFormat(token)) console.warn('Stored auth token has an invalid format');
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

export function isExemptFrom401(url: string | undefined): boolean {
  if (!url) return false;
  return AUTH_CALLS_EXEMPT_FROM_401.some((part) => url.includes(part));
}

/** axios says ETIMEDOUT, or ECONNABORTED with a "timeout" message (a plain abort is not one). */
function isTimeout(error: AxiosError): boolean {
  return (
    error.code === AxiosError.ETIMEDOUT ||
    (error.code === AxiosError.ECONNABORTED && /timeout/i.test(error.message))
  );
}

apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    if (error instanceof AxiosError) {
      if (isTimeout(error)) error.message = TIMEOUT_MESSAGE;
      const url = error.config?.url;
      if (error.response?.status === 401 && !isExemptFrom401(url)) {
        clearSession();
        emitSessionCleared({ reason: '401_unauthorized', endpoint: url ?? '' });
      }
    }
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  },
);

export type RequestConfig = AxiosRequestConfig;
