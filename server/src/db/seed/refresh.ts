import type { AppContext } from '../../context';

/**
 * Keeps an existing demo database fresh at start (DECISIONS 24): filled in by the booster
 * campaign issue (opens a new campaign when the demo's one has ended).
 */
export function refreshDemo(_ctx: AppContext): Promise<void> {
  return Promise.resolve();
}
