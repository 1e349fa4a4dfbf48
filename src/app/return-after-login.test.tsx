/** DECISIONS 32: a guard's trip to /login ends where the visitor was going. */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@contract/api-paths';
import { testUser, TOKEN } from '@/test/members';
import { apiUrl, mockApi } from '@/test/msw';
import { renderApp } from '@/test/app';

mockApi(
  http.post(apiUrl(API.login), () =>
    HttpResponse.json({
      success: true,
      message: 'Login successful',
      token: TOKEN,
      userId: 'u1',
      user: testUser(),
    }),
  ),
);

async function logIn(view: ReturnType<typeof renderApp>) {
  const { user } = view;
  await user.type(await screen.findByLabelText('Email, phone number or username'), 'amal');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login after a member route sent the visitor away', () => {
  it('returns to /bbr with its query and hash, in place of the login page', async () => {
    const view = renderApp('/bbr?campaign=7#leaderboard', { history: ['/about'] });
    await waitFor(() => {
      expect(view.pathname()).toBe('/login');
    });
    await logIn(view);
    await waitFor(() => {
      expect(view.pathname()).toBe('/bbr');
    });
    const { search, hash } = view.router.state.location;
    expect(search).toBe('?campaign=7');
    expect(hash).toBe('#leaderboard');
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    // Back leaves the member area for the page before it, not for /login.
    await act(() => view.router.navigate(-1));
    await waitFor(() => {
      expect(view.pathname()).toBe('/about');
    });
  });

  it.each(['/RegionalAmbassador', '/user-tree/abc123'])('returns to %s', async (path) => {
    const view = renderApp(path);
    await logIn(view);
    await waitFor(() => {
      expect(view.pathname()).toBe(path);
    });
  });

  it('goes to /profile after a login opened directly', async () => {
    const view = renderApp('/login');
    await logIn(view);
    await waitFor(() => {
      expect(view.pathname()).toBe('/profile');
    });
  });

  it.each(['//evil.example/bbr', 'https://evil.example/', '/signup'])(
    'goes to /profile when the remembered page is %s',
    async (from) => {
      const view = renderApp('/login');
      await act(() => view.router.navigate('/login', { state: { from } }));
      await logIn(view);
      await waitFor(() => {
        expect(view.pathname()).toBe('/profile');
      });
    },
  );
});
