/** Renders the real routes, store, session rules and toaster at a path (tests only). */
import { configure, render } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { User } from '@contract/user';
import { Toaster } from '@/components/ui/toaster';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { routes } from './router';
import { SessionSync } from './session-sync';
import { makeStore } from './store';

// Lazy pages load real modules; on a busy 2-core machine the first import can take seconds.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; the scroll manager calls it on every navigation.
window.scrollTo = () => undefined;

/**
 * An msw server for the file: the given handlers, then a catch-all that answers any other /api
 * call with a 503 (pages filled in by later issues may load data; these tests are not about it).
 * Anything outside /api is an error.
 */
export function mockApi(...handlers: RequestHandler[]) {
  const server = setupServer(
    ...handlers,
    http.all('/api/*', () =>
      HttpResponse.json({ success: false, message: 'Not mocked' }, { status: 503 }),
    ),
  );
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

export const A_TOKEN = 'aaa.bbb.ccc';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    id: 'u1',
    username: 'amal',
    firstName: 'Amal',
    lastName: 'Haddad',
    name: 'Amal Haddad',
    email: 'amal@example.com',
    ...overrides,
  } as User;
}

/** Stores a session the way a login does, so the store starts signed in. */
export function storeSignedIn(user: User = testUser(), token = A_TOKEN): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function renderAt(path: string) {
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <SessionSync />
      <RouterProvider router={router} />
      <Toaster />
    </Provider>,
  );
  return { ...view, store, router, pathname: () => router.state.location.pathname };
}
