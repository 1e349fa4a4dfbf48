/** DECISIONS 47: a signed-in member who opens /login or /signup is sent on, never shown the door. */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@contract/api-paths';
import { STORAGE_KEYS } from '@/lib/storage-keys';
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

const signIn = () => {
  localStorage.setItem(STORAGE_KEYS.token, TOKEN);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(testUser()));
};

afterEach(() => {
  localStorage.clear();
});

describe('the login and sign-up doors for a signed-in member', () => {
  it.each(['/login', '/signup', '/ar/login', '/ar/signup?ref=demo'])(
    '%s goes to /profile, in place of the door',
    async (path) => {
      signIn();
      const view = renderApp(path, { history: ['/about'] });
      await waitFor(() => {
        expect(view.pathname()).toBe('/profile');
      });
      expect(screen.queryByRole('button', { name: /log in|sign up|تسجيل/i })).toBeNull();
      await act(() => view.router.navigate(-1));
      await waitFor(() => {
        expect(view.pathname()).toBe('/about');
      });
    },
  );

  it('goes to a valid returnTo, from the address or a guard', async () => {
    signIn();
    const view = renderApp('/login?returnTo=%2Fbbr%3Fcampaign%3D7');
    await waitFor(() => {
      expect(view.pathname()).toBe('/bbr');
    });
    expect(view.router.state.location.search).toBe('?campaign=7');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/login', 'javascript:alert(1)'])(
    'ignores the returnTo %s and goes to /profile',
    async (returnTo) => {
      signIn();
      const view = renderApp(`/signup?returnTo=${encodeURIComponent(returnTo)}`);
      await waitFor(() => {
        expect(view.pathname()).toBe('/profile');
      });
    },
  );

  it('after logging in, Back does not show the login form again', async () => {
    const view = renderApp('/login?returnTo=%2Fddr', { history: ['/'] });
    const { user } = view;
    await user.type(await screen.findByLabelText('Email, phone number or username'), 'amal');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => {
      expect(view.pathname()).toBe('/ddr');
    });
    await act(() => view.router.navigate(-1));
    await waitFor(() => {
      expect(view.pathname()).toBe('/');
    });
  }, 20_000);
});
