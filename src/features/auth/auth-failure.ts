/** How the auth thunks reject (spec section 8: server message first, then a fallback). */
import { apiErrorInfo, type ApiErrorInfo } from '@/lib/api-error';

/**
 * A rejected auth call. `hasMessage` is false when `message` is only the thunk's fallback, so a
 * page can put its own fallback there instead (the login form shows 'An error occurred' while
 * its toast shows 'Login failed', spec section 8).
 */
export interface AuthFailure extends ApiErrorInfo {
  hasMessage: boolean;
  /** Our own message (already in the reader's language), not the server's. */
  own?: boolean;
}

export function reject(error: unknown, fallback: string): AuthFailure {
  const info = apiErrorInfo(error, '');
  return info.message
    ? { ...info, hasMessage: true }
    : { ...info, message: fallback, hasMessage: false };
}
export const ownFailure = (message: string): AuthFailure => ({
  message,
  status: null,
  errors: null,
  hasMessage: true,
  own: true,
});
