import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions by history entry, for Back and Forward (this page's life only). */
const positions = new Map<string, number>();

/**
 * What the data router's <ScrollRestoration> did, for the plain <BrowserRouter> the app now
 * uses (the data router weighed 17 KB gzip on the home route): a new page starts at the top (or
 * at its #hash), Back and Forward return to where the reader was.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    } else if (navigationType !== NavigationType.Pop) {
      window.scrollTo(0, 0);
    }
    const key = location.key;
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
