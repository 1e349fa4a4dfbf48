import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { getToken } from '@/lib/session';
import { sessionEnded } from './auth-slice';

/**
 * Logout (spec section 4, DECISIONS 2): the session is cleared locally at once, with no waiting
 * and no failure path; then the server is told to revoke the token, without awaiting it.
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    const token = getToken();
    const id = notify.loading('Logging out...');
    dispatch(sessionEnded());
    notify.success('Logged out successfully', id);
    void navigate(paths.home.path);
    if (token) {
      void import('./api').then(({ authApi }) => authApi.logout(token)).catch(() => undefined);
    }
  }, [dispatch, navigate]);
}
