import type { AppContext } from '../../context';

/** Filled in by the issue that owns this part of the demo data. */
export function seedMembers(_ctx: AppContext): Promise<void> {
  return Promise.resolve();
}
