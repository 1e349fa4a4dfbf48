import { lazy } from 'react';
import { LazyOnView } from './lazy-on-view';

const StatsBand = lazy(() => import('./stats-band'));

/** The statistics band, loaded (with react-countup) only as it nears the viewport. */
export function LazyStatsBand() {
  return (
    <LazyOnView placeholderClass="min-h-[27rem] sm:min-h-[12rem] bg-brand-800 dark:bg-brand-950">
      <StatsBand />
    </LazyOnView>
  );
}
