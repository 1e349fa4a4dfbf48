/**
 * A ride id already recorded with other data (issue 18): the stored ride stays as it is and the
 * caller learns which fields differ, so an operator can tell a re-run from a clash of ids.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { formatAed } from './money';
import type { PreparedRide } from './ride-input';

export type RideField = 'rider' | 'driver' | 'fare' | 'time';

export class RideConflict extends AppError {
  constructor(
    readonly rideId: string,
    readonly fields: { field: RideField; recorded: string; given: string }[],
  ) {
    const list = fields.map((f) => `${f.field} (recorded ${f.recorded}, given ${f.given})`);
    super(
      409,
      `Ride ${rideId} is already recorded with a different ${fields.map((f) => f.field).join(', ')}: ${list.join('; ')}`,
    );
    this.name = 'RideConflict';
  }
}

const nameOf = (trx: Transaction<Database>, id: string) =>
  trx
    .selectFrom('members')
    .select('username')
    .where('id', '=', id)
    .executeTakeFirst()
    .then((row) => row?.username ?? id);

/** Throws a RideConflict when the stored ride `p.rideId` differs from `p`; else returns. */
export async function assertSameRide(trx: Transaction<Database>, p: PreparedRide): Promise<void> {
  const stored = await trx
    .selectFrom('rides')
    .select(['rider_id', 'driver_id', 'fare_fils', 'completed_at'])
    .where('id', '=', p.rideId)
    .executeTakeFirstOrThrow();
  const fields: RideConflict['fields'] = [];
  if (stored.rider_id !== p.riderId)
    fields.push({
      field: 'rider',
      recorded: await nameOf(trx, stored.rider_id),
      given: await nameOf(trx, p.riderId),
    });
  if (stored.driver_id !== p.driverId)
    fields.push({
      field: 'driver',
      recorded: await nameOf(trx, stored.driver_id),
      given: await nameOf(trx, p.driverId),
    });
  if (stored.fare_fils !== p.fareFils)
    fields.push({
      field: 'fare',
      recorded: formatAed(stored.fare_fils),
      given: formatAed(p.fareFils),
    });
  const storedAt = new Date(stored.completed_at).toISOString();
  if (p.completedAtGiven && Date.parse(storedAt) !== Date.parse(p.completedAt))
    fields.push({ field: 'time', recorded: storedAt, given: p.completedAt });
  if (fields.length > 0) throw new RideConflict(p.rideId, fields);
}
