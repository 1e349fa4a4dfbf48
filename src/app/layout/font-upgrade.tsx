import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The class on <html> that puts the brand fonts' `swap` faces first (src/index.css). */
export const FONTS_SWAP_CLASS = 'fonts-swap';

/**
 * The brand fonts are `font-display: optional`, so a late font never moves a prerendered page
 * (issue 16). Chrome uses an optional font only if it is there at the first paint, which on a
 * first visit it never is, and a single-page app never has another first paint: a member who
 * signs in and stays would never see Inter or Vazirmatn. On the first navigation inside the
 * app, <html> gets `fonts-swap`, which puts `swap` faces of the same files first in the stack.
 * By then the files are downloaded, so the next page is drawn in the brand fonts, and the change
 * comes with the reader's own click, when the page is changing anyway (a shift within 500 ms of
 * an input does not count as layout shift).
 */
export function FontUpgrade() {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) document.documentElement.classList.add(FONTS_SWAP_CLASS);
  }, [key]);
  return null;
}
