/**
 * Checks a ride's input and reads the rider's and driver's places in the tree (a member's
 * sponsor never changes, DECISIONS 3, so this read may happen before the ride's transaction
 * and may be cached by a long import).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { POINTS } from './reward-config';
import type { Upline } from './ride-types';

export interface RideInput {
  rideId?: string;
  riderId: string;
  driverId: string;
  fareFils: number;
  completedAt?: string;
}

export interface PreparedRide {
  rideId: string;
  riderId: string;
  driverId: string;
  fareFils: number;
  completedAt: string;
  /** Whether the caller gave the time (a repeat without one is not a different time). */
  completedAtGiven: boolean;
  /** Every ancestor of the rider (all depths: legs above level 4 move too), nearest first. */
  riderUplines: Upline[];
  /** The driver's uplines, depths 1-4. */
  driverUplines: Upline[];
}

/** Members' ancestors by member id, kept across the rides of one import. */
export class TreeCache {
  private readonly map = new Map<string, Upline[]>();
  constructor(private readonly max = 50_000) {}
  get(id: string): Upline[] | undefined {
    return this.map.get(id);
  }
  set(id: string, uplines: Upline[]): void {
    if (this.map.size >= this.max) this.map.clear();
    this.map.set(id, uplines);
  }
}

/** Largest fare accepted, AED 1,000,000: a guard against typos in fils versus AED. */
export const MAX_FARE_FILS = 100_000_000;
export const RIDE_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
export const FUTURE_SLACK_MS = 60 * 60 * 1000;

export function checkRideInput(input: RideInput): { rideId: string; completedAt: string } {
  const rideId = input.rideId ?? newId();
  if (!RIDE_ID.test(rideId)) {
    throw badRequest('Ride id must be 1-64 letters, digits or _ . : -');
  }
  if (!Number.isSafeInteger(input.fareFils) || input.fareFils <= 0) {
    throw badRequest('Fare must be a positive amount in fils');
  }
  if (input.fareFils > MAX_FARE_FILS) throw badRequest('Fare is larger than AED 1,000,000');
  if (input.riderId === input.driverId)
    throw badRequest('Rider and driver must be different members');
  const at = input.completedAt === undefined ? new Date() : new Date(input.completedAt);
  if (Number.isNaN(at.getTime())) throw badRequest('Completion time must be an ISO date and time');
  if (at.getTime() > Date.now() + FUTURE_SLACK_MS) {
    throw badRequest('Completion time cannot be in the future');
  }
  return { rideId, completedAt: at.toISOString() };
}

export async function prepareRide(
  db: Kysely<Database>,
  input: RideInput,
  cache?: TreeCache,
): Promise<PreparedRide> {
  const { rideId, completedAt } = checkRideInput(input);
  let rider = cache?.get(input.riderId);
  let driver = cache?.get(input.driverId);
  if (!rider || !driver) {
    const rows = await db
      .selectFrom('members as m')
      .leftJoin('referral_paths as rp', 'rp.descendant_id', 'm.id')
      .select(['m.id', 'rp.ancestor_id', 'rp.depth'])
      .where('m.id', 'in', [input.riderId, input.driverId])
      .execute();
    const found = new Map<string, Upline[]>();
    for (const r of rows) {
      const list = found.get(r.id) ?? [];
      if (r.ancestor_id !== null && r.depth !== null) {
        list.push({ memberId: r.ancestor_id, depth: r.depth });
      }
      found.set(r.id, list);
    }
    for (const list of found.values()) list.sort((a, b) => a.depth - b.depth);
    rider = found.get(input.riderId);
    driver = found.get(input.driverId);
    if (!rider) throw notFound('Rider not found');
    if (!driver) throw notFound('Driver not found');
    cache?.set(input.riderId, rider);
    cache?.set(input.driverId, driver);
  }
  return {
    rideId,
    riderId: input.riderId,
    driverId: input.driverId,
    fareFils: input.fareFils,
    completedAt,
    completedAtGiven: input.completedAt !== undefined,
    riderUplines: rider,
    driverUplines: driver.filter((u) => u.depth <= POINTS.tgpUplineLevels),
  };
}
