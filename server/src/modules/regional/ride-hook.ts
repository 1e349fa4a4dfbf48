import type { RideHook } from '../wallet/ride-types';

/** Regional ambassador: shares the ride's regional pool (filled in by the regional issue). */
export const regionalOnRide: RideHook = () => Promise.resolve();
