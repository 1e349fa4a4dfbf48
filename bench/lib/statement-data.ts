/**
 * The statement bench's data: one member with N ledger entries over a year (DDR on rides,
 * bonuses, payouts, withdrawal holds), written straight into the tables in batches, with the
 * stored totals equal to the ledger's sum. Fixed seed, so every run builds the same data.
 */
import type { Db } from '../../server/src/db/database';
import { addMember } from '../../server/test/fixtures';
import { seededRandom } from '../../server/src/demo/random';
import { emptyDelta } from '../../server/src/modules/wallet/totals';

const YEAR_MS = 365 * 86_400_000;

export async function buildStatementMember(
  db: Db,
  entries: number,
  name = 'bench_statement',
): Promise<string> {
  const member = await addMember(db, { username: name, kycStatus: 'approved' });
  const rider = await addMember(db, { username: `${name}_rider`, sponsorId: member });
  const driver = await addMember(db, { username: `${name}_driver` });
  const rng = seededRandom(17);
  const start = Date.now() - YEAR_MS;
  const rides = Math.ceil(entries / 5);
  for (let i = 0; i < rides; i += 1000) {
    const rows = [];
    for (let j = i; j < Math.min(rides, i + 1000); j++) {
      const fare = 2_000 + Math.floor(rng() * 20_000);
      const at = new Date(start + (j / rides) * YEAR_MS).toISOString();
      rows.push({
        id: `${name}-ride-${j}`,
        rider_id: rider,
        driver_id: driver,
        fare_fils: fare,
        rewards_fils: Math.floor(fare * 0.15),
        ddr_pool_fils: 0,
        ddr_paid_fils: 0,
        crr_pool_fils: 0,
        bbr_pool_fils: 0,
        hlr_pool_fils: 0,
        regional_pool_fils: 0,
        company_fils: 0,
        pgp_points: 0,
        tgp_points: 0,
        completed_at: at,
        month: at.slice(0, 7),
        recorded_at: at,
      });
    }
    await db.insertInto('rides').values(rows).execute();
  }
  const totals = emptyDelta();
  for (let i = 0; i < entries; i += 1000) {
    const rows = [];
    for (let j = i; j < Math.min(entries, i + 1000); j++) {
      const at = new Date(start + (j / entries) * YEAR_MS).toISOString();
      const roll = rng();
      const base = {
        member_id: member,
        level: null as number | null,
        ride_id: null as string | null,
        created_at: at,
        posted_at: at,
      };
      if (roll < 0.85) {
        const amount = 10 + Math.floor(rng() * 400);
        totals.ddr_fils += amount;
        totals.ddr_l1_fils += amount;
        rows.push({
          ...base,
          source_key: `ride:${name}-ride-${j % rides}:ddr:1:${j}`,
          programme: 'ddr',
          level: 1,
          amount_fils: amount,
          ride_id: `${name}-ride-${j % rides}`,
          description: 'DDR Level 1 earnings from ride completion',
        });
      } else if (roll < 0.95) {
        const amount = 100 + Math.floor(rng() * 5_000);
        totals.bbr_fils += amount;
        rows.push({
          ...base,
          source_key: `bbr:${name}${j}:${member}`,
          programme: 'bbr',
          amount_fils: amount,
          description: 'BBR campaign prize',
        });
      } else if (roll < 0.99) {
        totals.payout_fils += 500;
        rows.push({
          ...base,
          source_key: `payout:${member}:B${j}`,
          programme: 'payout',
          amount_fils: -500,
          description: `Payout B${j}`,
        });
      } else {
        totals.withdrawn_fils += 600;
        rows.push({
          ...base,
          source_key: `withdrawal:${name}${j}:hold`,
          programme: 'withdrawal',
          amount_fils: -600,
          description: 'Withdrawal held',
        });
      }
    }
    await db.insertInto('ledger').values(rows).execute();
  }
  await db
    .insertInto('member_totals')
    .values({ member_id: member, ...totals })
    .execute();
  return member;
}
