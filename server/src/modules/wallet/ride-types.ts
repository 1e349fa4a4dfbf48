/**
 * The seam between the rides engine (wallet module) and the programmes that react to each ride
 * (BBR counts rides, the regional pool is shared). Amounts in fils (1/100 AED).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export interface Upline {
  memberId: string;
  /** 1 = the member's sponsor */
  depth: number;
}

export interface RecordedRide {
  id: string;
  riderId: string;
  driverId: string;
  fareFils: number;
  /** 15% of the fare (ARCHITECTURE.md section 4). */
  rewardsFils: number;
  completedAt: string;
  /** The rider's uplines, depths 1-4. */
  riderUplines: Upline[];
  /** The driver's uplines, depths 1-4. */
  driverUplines: Upline[];
  /** Members whose CRR rank this ride raised (written before the hooks run). */
  rankChangedIds: string[];
}

/**
 * Called inside the ride's transaction, after the ride, points and DDR rows are written, only
 * the first time a ride is recorded (never for a duplicate).
 */
export type RideHook = (trx: Transaction<Database>, ride: RecordedRide) => Promise<void>;
