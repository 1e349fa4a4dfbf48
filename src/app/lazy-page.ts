import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withActiveLanguage } from '@/i18n/with-language';

type PageModule = { default: ComponentType };

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Loads the page's chunk; after it resolves the page renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` with a preload. A prerendered page must render at once when React hydrates it
 * (a suspended page would keep the server markup and hydrate later, or flash the fallback on a
 * mismatch), so the entry preloads the matched route's page first. Once loaded, the factory
 * hands React a thenable that resolves synchronously, which `lazy` reads as already resolved.
 */
export function lazyPage(importPage: () => Promise<PageModule>): LazyPage {
  // A page arrives with its words in the active language (its namespaces register on import).
  const load = () => withActiveLanguage(importPage());
  let loaded: PageModule | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
    });
  const Page = lazy(() => {
    const ready = loaded;
    if (!ready) return load();
    // A synchronous thenable: React's lazy settles before it checks, so nothing suspends.
    const settled = { then: (resolve: (m: PageModule) => void) => resolve(ready) };
    return settled as unknown as Promise<PageModule>;
  });
  return Object.assign(Page, { preload });
}
