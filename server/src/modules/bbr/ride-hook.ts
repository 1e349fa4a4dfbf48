/**
 * BBR: counts each new ride toward the campaign whose window holds the ride's completion time
 * (inside the ride's transaction, so a ride and its counts are written together or not at all).
 */
import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { RideHook } from '../wallet/ride-types';
import { countRide } from './counting';
import { addIncrements } from './progress-writer';

// Both run for every ride: compiled once (db/prepared.ts). 'active' is spelled in the SQL: a
// bound value compared with the partial index's condition makes SQLite prepare the statement
// again on every call.
const campaignAt = preparedQuery((db: Kysely<Database>, at: string) =>
  db
    .selectFrom('bbr_campaigns')
    .select(['id', 'type', 'newbie_only', 'starts_at'])
    .where('status', '=', sql.lit('active'))
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at),
);

const joinDates = preparedQuery((db: Kysely<Database>, riderId: string, driverId: string) =>
  db.selectFrom('members').select(['id', 'created_at']).where('id', 'in', [riderId, driverId]),
);

export const bbrOnRide: RideHook = async (trx, ride) => {
  const at = new Date(ride.completedAt).toISOString();
  const [campaign] = await campaignAt(trx, at);
  if (!campaign) return;

  // Join dates matter only for team rides of a newbie-only campaign.
  const needJoined = campaign.newbie_only === 1 && campaign.type !== 'solo';
  const people = needJoined ? await joinDates(trx, ride.riderId, ride.driverId) : [];
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
