/** Test helpers for the marketing feature: a router and the toaster around the UI under test. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';

export function renderWithRouter(ui: ReactElement, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Toaster />
    </MemoryRouter>,
  );
}

/** Makes matchMedia answer `matches` for prefers-reduced-motion; returns an undo. */
export function setReducedMotion(matches: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion') ? matches : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
