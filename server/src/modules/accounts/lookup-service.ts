/** The public sponsor look-up of the sign-up form: first and last name only, rate limited. */
import type { AppContext } from '../../context';
import { userNotFound } from '../../lib/errors';
import { hit } from '../../lib/rate-limit';
import { findSponsor } from './member-queries';

export async function sponsorNames(
  ctx: AppContext,
  value: string,
  ip: string,
): Promise<{ firstName: string; lastName: string }> {
  await hit(ctx.db, {
    key: `lookup-ip:${ip}`,
    max: ctx.config.LOOKUP_MAX_PER_IP,
    windowSeconds: ctx.config.LOOKUP_WINDOW_SECONDS,
  });
  // Nothing longer than a username or sponsor code can match.
  const sponsor = value.length <= 60 ? await findSponsor(ctx.db, value) : undefined;
  if (!sponsor) throw userNotFound();
  return { firstName: sponsor.first_name, lastName: sponsor.last_name };
}
