/**
 * The toast of a current-user check that failed for another reason than a 401, in the reader's
 * language (DECISIONS 38). Loaded only when it happens: SessionSync sits on every page, the home
 * page too, whose JS budget has no room for the API's messages.
 */
import { translate } from '@/i18n/catalogue';
import type { AuthFailure } from './auth-failure';
import { shownFailure } from './failure-text';
import { authStateMessages } from './state-words/messages';

export function sessionFailureText(failure: AuthFailure | undefined): string {
  const fallback = translate(authStateMessages, 'getUserFailed');
  const shown = shownFailure(failure, fallback);
  return shown?.message || fallback;
}
