/**
 * A separate process that records one ride (used by the idempotency test to record the same
 * ride from two processes at once). Input: env RIDE_JOB = JSON {database, ride, startAt}.
 * Output: the result as one JSON line.
 */
import { openDatabase } from '../../db/database';
import type { Config } from '../../config';
import { recordRide, type RideInput } from './rides-service';

const job = JSON.parse(process.env.RIDE_JOB ?? '{}') as {
  database: Config['database'];
  ride: RideInput;
  startAt: number;
};
const handle = openDatabase(job.database);
// Warm the connection first, then start together with the other process.
await handle.db.selectFrom('members').select('id').limit(1).execute();
await new Promise((r) => setTimeout(r, Math.max(0, job.startAt - Date.now())));
try {
  const result = await recordRide(handle.db, job.ride);
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await handle.close();
}
