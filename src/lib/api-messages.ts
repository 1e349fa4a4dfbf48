/**
 * What a failed call says to the reader, in the active language (DECISIONS 38). English shows
 * the server's `message` word for word, as the spec asks; Arabic shows this namespace's
 * translation of the answer's `code`. Kept apart from api-error.ts so that the pages that only
 * read `apiErrorInfo` do not carry the messages.
 */
import { activeLanguage, defineMessages, translate } from '@/i18n/catalogue';
import { TIMEOUT_MESSAGE } from './api-constants';
import type { ApiErrorInfo } from './api-error';
import en from './messages.en';

export const apiMessages = defineMessages('api', en, { ar: () => import('./messages.ar') });

type Info = Pick<ApiErrorInfo, 'message' | 'status' | 'code'>;

/**
 * The text of a failed call. In English: the server's message (or, when the answer had none,
 * `fallback`). In Arabic: the translation of its code; a timeout's own; otherwise `fallback`,
 * which the caller gives in the active language, so no English reaches an Arabic screen.
 */
export function apiErrorText(info: Info, fallback: string): string {
  if (activeLanguage() === 'en') return info.message || fallback;
  if (info.code) return translate(apiMessages, info.code);
  if (info.status === null && info.message === TIMEOUT_MESSAGE)
    return translate(apiMessages, 'REQUEST_TIMED_OUT');
  return fallback || info.message;
}

/**
 * The field errors of a failed call, field → text: in English the server's `errors` as they
 * are, in Arabic each field's code translated (a field without a code keeps the server's text).
 */
export function apiFieldErrors(
  info: Pick<ApiErrorInfo, 'errors' | 'codes'>,
): Record<string, string> {
  const errors = info.errors ?? {};
  if (activeLanguage() === 'en') return { ...errors };
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => {
      const code = info.codes?.[field];
      return [field, code ? translate(apiMessages, code) : text];
    }),
  );
}
