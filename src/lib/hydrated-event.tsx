import { useEffect } from 'react';

/**
 * The window event a page fires once React owns it (the page and its Suspense boundary are
 * hydrated). The input guard of a prerendered page (scripts/input-guard.ts) holds a form sent
 * before then and sends it again at this event.
 */
export const HYDRATED_EVENT = 'rihla:hydrated';

/** Fired by src/main.tsx right before `hydrateRoot`, when React starts listening. */
export const HYDRATING_EVENT = 'rihla:hydrating';

/** Rendered beside each page, inside the page's Suspense boundary (src/app/router.tsx). */
export function PageHydrated() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
