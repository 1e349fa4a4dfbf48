import { useAppSelector } from '@/app/hooks';
import { userIdOf } from '@/lib/session';

/**
 * The signed-in member's id (`_id` or `id`), or null until it is available. Spec section 5:
 * without it nothing is fetched and the screen says 'User not authenticated' (RewardPage).
 */
export function useCurrentUserId(): string | null {
  return useAppSelector((s) => userIdOf(s.auth.user));
}
