import { lazy } from 'react';
import { withActiveLanguage } from '@/i18n/with-language';
import { LazyOnView } from './lazy-on-view';

// The band's chunk brings its own namespace: loaded in the active language before it renders.
const StatsBand = lazy(() => withActiveLanguage(import('./stats-band')));

/** The statistics band, loaded (with react-countup) only as it nears the viewport. */
export function LazyStatsBand() {
  return (
    <LazyOnView placeholderClass="min-h-[27rem] sm:min-h-[12rem] bg-brand-800 dark:bg-brand-950">
      <StatsBand />
    </LazyOnView>
  );
}
