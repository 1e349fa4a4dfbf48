/** The year of the build (vite.config.ts `define`): the footer's first frame, as prerendered. */
declare const __BUILD_YEAR__: number;
