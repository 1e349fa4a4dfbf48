// First: zod must not probe eval under the CSP (see the module).
import '@/lib/zod-jitless';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { createAppRouter } from './router';
import { SessionSync } from './session-sync';
import { makeStore, type AppStore } from './store';

/** The whole SPA: store, session rules, router and the one toaster. Tests may pass a store. */
export function App({ store: given }: { store?: AppStore } = {}) {
  const [store] = useState(() => given ?? makeStore());
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <SessionSync />
      <RouterProvider router={router} />
      <Toaster />
    </Provider>
  );
}
