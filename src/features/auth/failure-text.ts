/**
 * A failed auth call as the reader reads it (DECISIONS 38): in English the server's message and
 * field errors word for word (spec section 8); in Arabic their translations by `code`, or the
 * page's own (Arabic) fallback when the server sent no code. Used by the pages, which load as
 * their own chunks, so the store that every page carries does not hold the API's messages.
 */
import { apiErrorText, apiFieldErrors } from '@/lib/api-messages';
import type { AuthFailure } from './auth-failure';

export function shownFailure(
  failure: AuthFailure | undefined,
  fallback: string,
): AuthFailure | undefined {
  if (!failure || failure.own) return failure;
  return {
    ...failure,
    message: failure.hasMessage ? apiErrorText(failure, fallback) : failure.message,
    errors: failure.errors && apiFieldErrors(failure),
  };
}
