/**
 * Test-only: renders member screens with the real store (a signed-in member, or the auth state
 * given) and a memory router at a path, with the toaster, plus an msw server that fails on any
 * unhandled request.
 */
import type { ComponentType, ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import toast from 'react-hot-toast';
import type { User } from '@contract/user';
import { makeStore, type RootState } from '@/app/store';
import { Toaster } from '@/components/ui/toaster';

export const MEMBER_ID = '65f0c0ffee00000000000001';
export const TOKEN = 'header.payload.signature';

export const member = {
  _id: MEMBER_ID,
  id: MEMBER_ID,
  username: 'demo',
  firstName: 'Demo',
  lastName: 'Member',
  name: 'Demo Member',
  email: 'demo@example.com',
} as User;

/** Matches the SPA's relative `/api` base on any origin. */
export const apiUrl = (path: string) => `*/api${path}`;

export function setupMsw() {
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    toast.remove();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}

export function signedIn(
  user: User | null = member,
  overrides: Partial<RootState['auth']> = {},
): RootState['auth'] {
  return {
    user,
    token: TOKEN,
    isAuthenticated: true,
    loading: false,
    error: null,
    signupEmail: null,
    message: null,
    referralTree: { tree: null, loading: false, error: null, attempted: false },
    ...overrides,
  };
}

/** Renders `routes` at `path` (after a previous page, so Back has somewhere to go). */
export function renderAt(
  path: string,
  routes: { path: string; element: ReactElement }[],
  auth: RootState['auth'] = signedIn(),
) {
  const store = makeStore({ auth });
  const router = createMemoryRouter(
    [{ path: '/previous', element: <p>Previous page</p> }, ...routes],
    { initialEntries: ['/previous', path], initialIndex: 1 },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>,
  );
  return { ...view, store, router };
}

/** Renders one member page at its own path (with a previous page for Back). */
export function renderMemberPage(Page: ComponentType, path: string, user: User | null = member) {
  return renderAt(path, [{ path, element: <Page /> }], signedIn(user));
}
