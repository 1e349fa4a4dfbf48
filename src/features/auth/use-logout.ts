import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { clearSession, getToken } from '@/lib/session';
import { sessionEnded } from './auth-slice';

/**
 * Logout (spec section 4, DECISIONS 2): the stored session is cleared at once, with no waiting
 * and no failure path; the member lands on the home page and all auth state is reset; then the
 * server is told to revoke the session, without awaiting it.
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    const token = getToken();
    const id = notify.loading('Logging out...');
    clearSession();
    // The state is reset once home is shown: reset on a member page, the route guard would send
    // the member to /login first.
    void Promise.resolve(navigate(paths.home.path, { flushSync: true })).then(() => {
      dispatch(sessionEnded());
      notify.success('Logged out successfully', id);
      if (token) {
        void import('./api').then(({ authApi }) => authApi.logout(token)).catch(() => undefined);
      }
    });
  }, [dispatch, navigate]);
}
