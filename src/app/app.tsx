// First: zod must not probe eval under the CSP (see the module).
import '@/lib/zod-jitless';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { sessionRestored, signedOutAuthState } from '@/features/auth/auth-slice';
import { AppRoutes } from './router';
import { SessionSync } from './session-sync';
import { makeStore, type AppStore } from './store';

/** Store, session rules and the one toaster around a router (the browser's or the prerender's). */
export function AppShell({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <SessionSync />
      {children}
      <LazyToaster />
    </Provider>
  );
}

/**
 * The whole SPA. Tests may pass a store. `prerendered`: the page is hydrating HTML built
 * signed out, so the store starts signed out and the stored session is read once hydrated.
 */
export function App({
  store: given,
  prerendered = false,
}: { store?: AppStore; prerendered?: boolean } = {}) {
  const [store] = useState(
    () => given ?? makeStore(prerendered ? { auth: signedOutAuthState() } : undefined),
  );
  useEffect(() => {
    if (prerendered) store.dispatch(sessionRestored());
  }, [prerendered, store]);
  return (
    <AppShell store={store}>
      {/* Router updates are not transitions: logout (use-logout.ts) shows home before it resets
          the state, which a pending transition would turn into a guard's trip to /login. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
}
