/**
 * The one component-test renderer, shaped like the Redux template's `renderWithProviders`: the
 * real store (made from `preloadedState`, or the test's own `store`), a memory router at
 * `route`, the app's toaster, and a user-event session.
 */
import type { ReactElement, ReactNode } from 'react';
import { configure, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  parsePath,
  RouterProvider,
  useLocation,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { Toaster } from '@/components/ui/toaster';

// Lazy pages load real modules; on a busy 2-core machine the first import can take seconds.
configure({ asyncUtilTimeout: 5000 });

export interface ProviderRenderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  /** State to start from; slices not given start as the reducers (and stored session) say. */
  preloadedState?: Partial<RootState>;
  /** A store the test made itself; by default one is made from `preloadedState`. */
  store?: AppStore;
  /** Where the memory router starts: a path (a query may follow) or a location with state. */
  route?: InitialEntry;
  /** Entries visited before `route`, so Back has somewhere to go. */
  history?: InitialEntry[];
  /**
   * The route table. Without it, `ui` is the page at `route` and every other path shows where
   * the router went ("At /path"). With it, `ui` is mounted above the router, the way the app
   * mounts its session rules.
   */
  routes?: RouteObject[];
  /** user-event options; by default no delay between keystrokes. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Stands in for every page not under test, and shows where the router went. */
export function Elsewhere() {
  return <p>{`At ${useLocation().pathname}`}</p>;
}

const pathnameOf = (entry: InitialEntry) =>
  (typeof entry === 'string' ? parsePath(entry).pathname : entry.pathname) ?? '/';

export function renderWithProviders(ui: ReactNode, options: ProviderRenderOptions = {}) {
  const {
    preloadedState,
    store = makeStore(preloadedState),
    route = '/',
    history = [],
    routes,
    userOptions = { delay: null },
    ...renderOptions
  } = options;
  const table = routes ?? [
    { path: pathnameOf(route), element: ui },
    { path: '*', element: <Elsewhere /> },
  ];
  const router = createMemoryRouter(table, {
    initialEntries: [...history, route],
    initialIndex: history.length,
  });
  const page: ReactElement = (
    <Provider store={store}>
      {routes ? ui : null}
      <RouterProvider router={router} />
      <Toaster />
    </Provider>
  );
  const view = render(page, renderOptions);
  // Made on first use: user-event replaces the clipboard, which some tests stub themselves.
  let user: ReturnType<typeof userEvent.setup> | undefined;
  return {
    ...view,
    store,
    router,
    pathname: () => router.state.location.pathname,
    get user() {
      user ??= userEvent.setup(userOptions);
      return user;
    },
  };
}
