/**
 * BBR: counts each new ride toward the campaign whose window holds the ride's completion time
 * (inside the ride's transaction, so a ride and its counts are written together or not at all).
 */
import type { RideHook } from '../wallet/ride-types';
import { countRide } from './counting';
import { addIncrements } from './progress-writer';

export const bbrOnRide: RideHook = async (trx, ride) => {
  const at = new Date(ride.completedAt).toISOString();
  const campaign = await trx
    .selectFrom('bbr_campaigns')
    .select(['id', 'type', 'newbie_only', 'starts_at'])
    .where('status', '=', 'active')
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .executeTakeFirst();
  if (!campaign) return;

  // Join dates matter only for team rides of a newbie-only campaign.
  const needJoined = campaign.newbie_only === 1 && campaign.type !== 'solo';
  const people = needJoined
    ? await trx
        .selectFrom('members')
        .select(['id', 'created_at'])
        .where('id', 'in', [ride.riderId, ride.driverId])
        .execute()
    : [];
  const joined = new Map(people.map((p) => [p.id, p.created_at]));
  const upTo4 = (ups: { memberId: string; depth: number }[]) =>
    ups.filter((u) => u.depth >= 1 && u.depth <= 4).map((u) => u.memberId);

  const increments = countRide(
    { type: campaign.type, newbieOnly: campaign.newbie_only === 1, startsAt: campaign.starts_at },
    {
      riderId: ride.riderId,
      driverId: ride.driverId,
      riderJoinedAt: joined.get(ride.riderId) ?? at,
      driverJoinedAt: joined.get(ride.driverId) ?? at,
      riderUplineIds: upTo4(ride.riderUplines),
      driverUplineIds: upTo4(ride.driverUplines),
    },
  );
  await addIncrements(trx, campaign, increments, at);
};
