/**
 * Regional ambassadors: every new ride's regional pool (0.4 % of its rewards amount) is shared
 * among the title holders of that moment, inside the ride's transaction (ledger programme
 * 'regional'). With no title holder the pool stays with the company, as the ride row records.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { POOLS_PCT } from '../bbr/figures';
import { creditMany } from '../wallet/ledger';
import { pctOf } from '../wallet/money';
import type { RideHook } from '../wallet/ride-types';
import { sharePool } from './pool';
import { recordPermanentTitles, titleHolders, type TitleHolder } from './titles';

/**
 * Title holders read once per transaction (a batch of rides), not once per ride. They change
 * only with a member's rank, KYC status or level, or country, or a new permanent title. Inside
 * a ride transaction the only such writes are the engine's rank promotions, which each ride
 * reports, and the permanent titles this hook records: either makes the next ride read them
 * again. Nobody else writes meanwhile on SQLite (transactions begin immediate); on PostgreSQL a
 * change another process commits during a batch counts from the next batch, as if it came after
 * it. The memo dies with its transaction.
 */
const holdersByTrx = new WeakMap<Transaction<Database>, TitleHolder[]>();

async function currentHolders(trx: Transaction<Database>): Promise<TitleHolder[]> {
  const memo = holdersByTrx.get(trx);
  if (memo) return memo;
  const holders = await titleHolders(trx);
  if (holders.some((h) => h.isPermanent && !h.recorded)) {
    // Recorded now, so the next ride reads them back as stored (their date may be set here).
    await recordPermanentTitles(trx, holders);
  } else {
    holdersByTrx.set(trx, holders);
  }
  return holders;
}

export const regionalOnRide: RideHook = async (trx, ride) => {
  if (ride.rankChangedIds.length > 0) holdersByTrx.delete(trx);
  const poolFils = pctOf(ride.rewardsFils, POOLS_PCT.regional);
  if (poolFils <= 0) return;
  const holders = await currentHolders(trx);
  if (holders.length === 0) return;
  const countryOf = new Map(holders.map((h) => [h.memberId, h.country]));
  const shares = sharePool(
    poolFils,
    holders.map((h) => h.memberId),
    ride.id,
  );
  await creditMany(
    trx,
    [...shares]
      .filter(([, fils]) => fils > 0)
      .map(([memberId, fils]) => ({
        memberId,
        programme: 'regional' as const,
        amountFils: fils,
        sourceKey: `ride:${ride.id}:regional:${memberId}`,
        description: `Regional ambassador share (${countryOf.get(memberId) ?? ''})`,
        rideId: ride.id,
        createdAt: ride.completedAt,
      })),
  );
};
