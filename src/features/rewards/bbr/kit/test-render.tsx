/**
 * Test-only: renders a member page with the real store (a signed-in member with an `_id`) and a
 * memory router at its path, and an msw server that fails on any unhandled request.
 */
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { User } from '@contract/user';
import { makeStore, type RootState } from '@/app/store';

export const MEMBER_ID = '65f0c0ffee00000000000001';

export const member = {
  _id: MEMBER_ID,
  id: MEMBER_ID,
  username: 'demo',
  firstName: 'Demo',
  lastName: 'Member',
  name: 'Demo Member',
  email: 'demo@example.com',
} as User;

// Matches the SPA's relative `/api` base on any origin.
export const apiUrl = (path: string) => `*/api${path}`;

export function setupMsw() {
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}

export function renderMemberPage(Page: ComponentType, path: string, user: User | null = member) {
  const auth: RootState['auth'] = {
    user,
    token: 'header.payload.signature',
    isAuthenticated: true,
    loading: false,
    error: null,
    signupEmail: null,
    message: null,
    referralTree: { tree: null, loading: false, error: null, attempted: false },
  };
  const store = makeStore({ auth });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Previous page</p> },
      { path, element: <Page /> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  return render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}
