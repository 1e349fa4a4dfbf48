/**
 * Regional ambassadors: every new ride's regional pool (0.4 % of its rewards amount) is shared
 * among the title holders of that moment, inside the ride's transaction (ledger programme
 * 'regional'). With no title holder the pool stays with the company, as the ride row records.
 */
import { POOLS_PCT } from '../bbr/figures';
import { creditMany } from '../wallet/ledger';
import { pctOf } from '../wallet/money';
import type { RideHook } from '../wallet/ride-types';
import { sharePool } from './pool';
import { recordPermanentTitles, titleHolders } from './titles';

export const regionalOnRide: RideHook = async (trx, ride) => {
  const poolFils = pctOf(ride.rewardsFils, POOLS_PCT.regional);
  if (poolFils <= 0) return;
  const holders = await titleHolders(trx);
  if (holders.length === 0) return;
  await recordPermanentTitles(trx, holders);
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
