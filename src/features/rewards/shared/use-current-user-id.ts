import { useAppSelector } from '@/app/hooks';
import { userIdOf } from '@/lib/session';

/** Spec section 5: a dashboard or rank-tracking fetch without a stored user _id is refused with this. */
export const USER_NOT_AUTHENTICATED = 'User not authenticated';

/** The signed-in member's id (`_id` or `id`), or null until it is available. */
export function useCurrentUserId(): string | null {
  return useAppSelector((s) => userIdOf(s.auth.user));
}
