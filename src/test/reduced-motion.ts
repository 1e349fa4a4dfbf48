import { vi } from 'vitest';

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
