/** Shown for any request that runs past the 10,000 ms timeout (spec section 8). */
export const TIMEOUT_MESSAGE = 'Request timed out. Please try again.';
