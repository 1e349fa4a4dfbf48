import { act, screen, waitFor } from '@testing-library/react';
import { setSignupEmail } from '@/features/auth/auth-slice';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderApp } from '@/test/app';
import { storeSignedIn } from '@/test/members';
import { mockApi } from '@/test/msw';

mockApi();

const PUBLIC = [
  '/',
  '/about',
  '/services',
  '/team',
  '/contact',
  '/faqs',
  '/faq',
  '/login',
  '/signup',
];
const MEMBER = [
  '/mlm',
  '/ddr',
  '/crr',
  '/bbr',
  '/hlr',
  '/RegionalAmbassador',
  '/tree',
  '/user-tree/abc123',
  '/profile',
];

describe('route access (spec section 2)', () => {
  it.each(PUBLIC)('shows the public route %s to a signed-out visitor', async (path) => {
    const view = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(view.pathname()).toBe(path);
  });

  it('shows /reset-password to a signed-out visitor', async () => {
    const view = renderApp('/reset-password');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(view.pathname()).toBe('/reset-password');
  });

  it.each(MEMBER)('sends a signed-out visitor from %s to /login', async (path) => {
    const view = renderApp(path);
    await waitFor(() => {
      expect(view.pathname()).toBe('/login');
    });
  });

  it.each(MEMBER)('lets a signed-in member open %s', async (path) => {
    storeSignedIn();
    const view = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(view.pathname()).toBe(path);
  });

  it('treats a token without a stored user as signed out', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'aaa.bbb.ccc');
    const view = renderApp('/mlm');
    await waitFor(() => {
      expect(view.pathname()).toBe('/login');
    });
  });

  it('redirects /forgot-password to /reset-password when a signup email is in local storage', async () => {
    localStorage.setItem(STORAGE_KEYS.signupEmail, 'amal@example.com');
    const view = renderApp('/forgot-password');
    await waitFor(() => {
      expect(view.pathname()).toBe('/reset-password');
    });
  });

  it('redirects /forgot-password to /reset-password when a signup email is in state', async () => {
    const view = renderApp('/about');
    await act(async () => {
      view.store.dispatch(setSignupEmail('amal@example.com'));
      await view.router.navigate('/forgot-password');
    });
    await waitFor(() => {
      expect(view.pathname()).toBe('/reset-password');
    });
  });

  it('shows /forgot-password when no signup email is held', async () => {
    const view = renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(view.pathname()).toBe('/forgot-password');
  });

  it.each(['/nowhere', '/mlm/extra', '/about/us/more'])(
    'redirects the unknown path %s to /',
    async (path) => {
      const view = renderApp(path);
      await waitFor(() => {
        expect(view.pathname()).toBe('/');
      });
    },
  );
});
