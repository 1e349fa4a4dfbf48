import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useAppSelector } from '@/app/hooks';
import { notify } from '@/lib/notify';
import { gate, renderPage, server, setupMsw, signIn, TOKEN } from './test/harness';
import { useLogout } from './use-logout';

setupMsw();

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      Logout
    </button>
  );
}
/** Behaves like the app's RequireAuth: signed-out visitors of a member page go to /login. */
function Guarded({ children }: { children: ReactNode }) {
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  return isAuthenticated ? children : <Navigate to="/login" replace />;
}
const open = () =>
  renderPage({
    path: '/profile',
    pages: {
      '/profile': (
        <Guarded>
          <LogoutButton />
        </Guarded>
      ),
    },
  });

describe('useLogout', () => {
  it('clears the session at once, goes home from a member page, then tells the server without waiting', async () => {
    signIn();
    sessionStorage.setItem('tree_history', '["u2"]');
    const held = gate();
    const seen: { auth: string | null; storedToken: string | null }[] = [];
    server.use(
      http.post('/api/user/logout', async ({ request }) => {
        seen.push({
          auth: request.headers.get('authorization'),
          storedToken: localStorage.getItem('auth_token'),
        });
        await held.pass();
        return HttpResponse.json({ success: true, message: 'Logged out successfully' });
      }),
    );
    const loading = vi.spyOn(notify, 'loading');
    const { user, store, router } = open();
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    // Everything local is done while the server has not answered yet (DECISIONS 2).
    expect(loading).toHaveBeenCalledWith('Logging out...');
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const { auth } = store.getState();
    expect(auth.isAuthenticated).toBe(false);
    expect(auth.user).toBeNull();
    expect(auth.token).toBeNull();
    expect(auth.referralTree).toEqual({
      tree: null,
      loading: false,
      error: null,
      attempted: false,
    });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(localStorage.getItem('session_id')).toBeNull();
    expect(sessionStorage.getItem('tree_history')).toBeNull();
    expect(document.cookie).not.toContain('auth_token=');

    await held.arrived;
    // The revocation carries the old token although storage was already empty.
    expect(seen).toEqual([{ auth: `Bearer ${TOKEN}`, storedToken: null }]);
    held.open();
  });

  it('stays logged out when the server call fails', async () => {
    signIn();
    const calls: number[] = [];
    server.use(
      http.post('/api/user/logout', () => {
        calls.push(1);
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const { user, store } = open();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(screen.queryByText('Logout failed')).not.toBeInTheDocument();
  });

  it('makes no server call without a token', async () => {
    const { user, router } = renderPage({ path: '/about', pages: { '/about': <LogoutButton /> } });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    // msw fails the test on any unhandled request.
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
