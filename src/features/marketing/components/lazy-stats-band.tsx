import { lazy } from 'react';
import { activeLanguage, loadLanguage } from '@/i18n/catalogue';
import { LazyOnView } from './lazy-on-view';

// The band's chunk brings its own namespace: loaded in the active language before it renders.
// Not through `withActiveLanguage`: with that import in this module (shared by Home and the lazy
// Services page) rolldown moves the i18n runtime out of the entry into a chunk of its own, which
// costs the home route about 1 KB gzip.
const StatsBand = lazy(() =>
  import('./stats-band').then(async (module) => {
    await loadLanguage(activeLanguage());
    return module;
  }),
);

/** The statistics band, loaded (with react-countup) only as it nears the viewport. */
export function LazyStatsBand() {
  return (
    <LazyOnView placeholderClass="min-h-[27rem] sm:min-h-[12rem] bg-brand-800 dark:bg-brand-950">
      <StatsBand />
    </LazyOnView>
  );
}
