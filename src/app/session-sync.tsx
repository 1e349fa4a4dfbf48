import { useEffect, useRef } from 'react';
import {
  checkCurrentUser,
  isUnauthorized,
  resetTreeState,
  sessionEnded,
} from '@/features/auth/auth-slice';
import { isAuthPage, paths } from '@/config/paths';
import { withActiveLanguage } from '@/i18n/with-language';
import { notify } from '@/lib/notify';
import { onSessionCleared } from '@/lib/session-events';
import { useAppDispatch, useAppSelector, useAppStore } from './hooks';

/** Full-page redirect, in a module of its own so tests can observe it (jsdom cannot navigate). */
export const redirect = { to: (url: string) => window.location.assign(url) };

/**
 * The session rules of spec section 4 that live above the pages:
 * - a token without a signed-in user fetches the current user; a 401 (or an 'Unauthorized'
 *   message) ends the session, any other failure keeps it;
 * - `sessionCleared` resets the tree state, and a member who was signed in and is not on an
 *   auth page gets a full redirect to /login.
 */
export function SessionSync() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const token = useAppSelector((s) => s.auth.token);
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const checkedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || isAuthenticated || checkedFor.current === token) return;
    checkedFor.current = token;
    void dispatch(checkCurrentUser()).then((result) => {
      if (checkCurrentUser.rejected.match(result) && !isUnauthorized(result.payload)) {
        const failure = result.payload;
        void withActiveLanguage(import('@/features/auth/session-failure-text')).then(
          ({ sessionFailureText }) => notify.error(sessionFailureText(failure)),
        );
      }
    });
  }, [dispatch, token, isAuthenticated]);

  useEffect(
    () =>
      onSessionCleared(() => {
        const wasAuthenticated = store.getState().auth.isAuthenticated;
        dispatch(resetTreeState());
        if (!wasAuthenticated) return;
        // The stored session is already gone; keep the state in step with it.
        dispatch(sessionEnded());
        if (!isAuthPage(window.location.pathname)) redirect.to(paths.login.path);
      }),
    [dispatch, store],
  );

  return null;
}
