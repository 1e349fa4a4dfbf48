import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/config/paths';
import { translate } from '@/i18n/catalogue';
import { useLanguage } from '@/i18n/language-context';
import { localizedPath } from '@/i18n/language-paths';
import { notify } from '@/lib/notify';
import { clearSession, getToken } from '@/lib/session';
import { sessionEnded } from './auth-slice';
import { authStateMessages } from './state-words/messages';

/**
 * Logout (spec section 4, DECISIONS 2): the stored session is cleared at once, with no waiting
 * and no failure path; the member lands on the home page and all auth state is reset; then the
 * server is told to revoke the session, without awaiting it.
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The home page in the language the member reads (/ar in Arabic).
  const language = useLanguage();
  return useCallback(() => {
    const token = getToken();
    const id = notify.loading(translate(authStateMessages, 'loggingOut'));
    clearSession();
    // The state is reset once home is shown: reset on a member page, the route guard would send
    // the member to /login first.
    void Promise.resolve(
      navigate(localizedPath(language, paths.home.path), { flushSync: true }),
    ).then(() => {
      dispatch(sessionEnded());
      notify.success(translate(authStateMessages, 'loggedOut'), id);
      if (token) {
        void import('./api').then(({ authApi }) => authApi.logout(token)).catch(() => undefined);
      }
    });
  }, [dispatch, navigate, language]);
}
