/**
 * Child process for the kill test: records rides `<prefix>-<n>` for n in [FROM, TO) through
 * the real engine and prints `ack <id>` after each ride's transaction has committed.
 */
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { recordRide } from '../../src/modules/wallet/rides-service';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = openDatabase(config.database);
const riderId = process.env.RIDER_ID ?? '';
const driverId = process.env.DRIVER_ID ?? '';
const from = Number(process.env.FROM ?? 0);
const to = Number(process.env.TO ?? 0);
const prefix = process.env.PREFIX ?? 'burst';

for (let n = from; n < to; n++) {
  const rideId = `${prefix}-${String(n)}`;
  await recordRide(database.db, { rideId, riderId, driverId, fareFils: 10_000 + (n % 7) * 1_250 });
  process.stdout.write(`ack ${rideId}\n`);
  // Paced so the burst is still running when the test kills this process.
  if (process.env.PACE_MS && n % 10 === 0)
    await new Promise((r) => setTimeout(r, Number(process.env.PACE_MS)));
}
await database.close();
