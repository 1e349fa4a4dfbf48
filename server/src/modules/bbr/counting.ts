/**
 * The BBR counting rule, in one pure function used by the ride hook and by the rebuild
 * (docs/rewards-programmes.md has worked examples):
 * - the rider and the driver each get +1 solo ride;
 * - in team and solo-or-team campaigns, each member of the rider's levels 1-4 gets +1 team ride,
 *   and so does each member of a distinct driver's levels 1-4; in a newbie-only campaign only
 *   when that rider (or driver) joined after the campaign began;
 * - a ride counts at most once for any member (a solo ride wins over a team ride).
 * What counts toward the requirement: solo rides (solo), team rides (team), both (solo_or_team).
 */
import type { CampaignType } from './tables';

export interface CampaignRule {
  type: CampaignType;
  newbieOnly: boolean;
  startsAt: string;
}

export interface RideParticipants {
  riderId: string;
  driverId: string;
  riderJoinedAt: string;
  driverJoinedAt: string;
  riderUplineIds: string[];
  driverUplineIds: string[];
}

export interface Increment {
  solo: number;
  team: number;
}

const isNewbie = (joinedAt: string, startsAt: string) =>
  new Date(joinedAt).getTime() >= new Date(startsAt).getTime();

export function countRide(rule: CampaignRule, ride: RideParticipants): Map<string, Increment> {
  const out = new Map<string, Increment>();
  out.set(ride.riderId, { solo: 1, team: 0 });
  out.set(ride.driverId, { solo: 1, team: 0 });
  if (rule.type === 'solo') return out;

  const team = new Set<string>();
  if (!rule.newbieOnly || isNewbie(ride.riderJoinedAt, rule.startsAt)) {
    for (const id of ride.riderUplineIds) team.add(id);
  }
  if (
    ride.driverId !== ride.riderId &&
    (!rule.newbieOnly || isNewbie(ride.driverJoinedAt, rule.startsAt))
  ) {
    for (const id of ride.driverUplineIds) team.add(id);
  }
  for (const id of team) {
    if (!out.has(id)) out.set(id, { solo: 0, team: 1 });
  }
  return out;
}

/** Rides that count toward the requirement. */
export function countedTotal(type: CampaignType, solo: number, team: number): number {
  if (type === 'solo') return solo;
  if (type === 'team') return team;
  return solo + team;
}
