import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server or hydrates prerendered HTML, true afterwards (and
 * from the first render of a page that was not prerendered). What depends on the browser
 * (storage, the clock) waits for it, so the first client render matches the prerendered HTML
 * and React switches it right after hydration without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
