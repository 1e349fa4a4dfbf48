import type { RideHook } from '../wallet/ride-types';

/** BBR: counts the ride toward the running campaign (filled in by the BBR issue). */
export const bbrOnRide: RideHook = () => Promise.resolve();
