import { returnPathFrom } from '@/config/paths';

/**
 * Where a member goes after login, or when a signed-in member opens /login or /signup
 * (DECISIONS 32, 47): the page a guard remembered (`{ from }` state), else a `?returnTo=` in the
 * address; either only when it is a safe in-app path (`returnPathFrom`), else null.
 */
export function returnTarget(state: unknown, search: string): string | null {
  return (
    returnPathFrom(state) ?? returnPathFrom({ from: new URLSearchParams(search).get('returnTo') })
  );
}
