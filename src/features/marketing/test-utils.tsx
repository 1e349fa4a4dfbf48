/** Test helpers for the marketing feature: a router and the toaster around the UI under test. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
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
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list: Partial<MediaQueryList> = {
      matches: query.includes('prefers-reduced-motion') ? matches : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    return list as MediaQueryList;
  });
  return () => {
    spy.mockRestore();
  };
}
