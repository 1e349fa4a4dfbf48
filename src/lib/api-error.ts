/**
 * Turns a failed call into what the UI shows (spec section 8): the server's message when present,
 * the timeout message on a timeout, otherwise the caller's fallback. `errors` is the by-field map;
 * `code` and `codes` are the answer's stable names (DECISIONS 38), which `apiErrorText`
 * (api-messages.ts) translates in Arabic.
 */
import { isErrorCode, type ErrorCode } from '@contract/error-codes';
import { TIMEOUT_MESSAGE } from './api-constants';

// Duck-typed so this module (used on every page) does not pull axios into the first load.
interface HttpErrorLike {
  isAxiosError: true;
  message: string;
  response?: { status: number; data: unknown };
}
function isHttpError(error: unknown): error is HttpErrorLike {
  return (
    !!error &&
    typeof error === 'object' &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

export interface ApiErrorInfo {
  message: string;
  status: number | null;
  errors: Record<string, string> | null;
  /** The answer's code, when it sent one this SPA knows (an older server sends none). */
  code?: ErrorCode;
  /** Field → code beside `errors`, the known codes only. */
  codes?: Record<string, ErrorCode>;
}

/** The known codes of a `codes` map; undefined when there are none. */
function knownCodes(value: unknown): Record<string, ErrorCode> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entries = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, ErrorCode] => isErrorCode(entry[1]),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export function apiErrorInfo(error: unknown, fallback: string): ApiErrorInfo {
  if (isHttpError(error)) {
    if (error.message === TIMEOUT_MESSAGE)
      return { message: TIMEOUT_MESSAGE, status: null, errors: null };
    const data: unknown = error.response?.data;
    const status = error.response?.status ?? null;
    if (typeof data === 'string' && data.trim() && !data.trimStart().startsWith('<')) {
      return { message: data, status, errors: null };
    }
    if (data && typeof data === 'object') {
      const record = data as {
        message?: unknown;
        errors?: unknown;
        code?: unknown;
        codes?: unknown;
      };
      const errors =
        record.errors && typeof record.errors === 'object'
          ? (record.errors as Record<string, string>)
          : null;
      const message =
        typeof record.message === 'string' && record.message ? record.message : fallback;
      const codes = knownCodes(record.codes);
      return {
        message,
        status,
        errors,
        ...(isErrorCode(record.code) ? { code: record.code } : {}),
        ...(codes ? { codes } : {}),
      };
    }
    return { message: fallback, status, errors: null };
  }
  return { message: fallback, status: null, errors: null };
}

export const apiErrorMessage = (error: unknown, fallback: string) =>
  apiErrorInfo(error, fallback).message;
