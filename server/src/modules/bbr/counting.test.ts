import { describe, expect, it } from 'vitest';
import { countedTotal, countRide, type RideParticipants } from './counting';

const START = '2026-03-01T00:00:00.000Z';
const BEFORE = '2026-02-01T00:00:00.000Z';
const AFTER = '2026-03-02T00:00:00.000Z';

const ride = (over: Partial<RideParticipants> = {}): RideParticipants => ({
  riderId: 'rider',
  driverId: 'driver',
  riderJoinedAt: BEFORE,
  driverJoinedAt: BEFORE,
  riderUplineIds: ['r1', 'r2', 'r3', 'r4'],
  driverUplineIds: ['d1'],
  ...over,
});

const asObject = (m: Map<string, { solo: number; team: number }>) => Object.fromEntries(m);

describe('BBR counting rule', () => {
  it('gives rider and driver one solo ride each and nothing to uplines in a solo campaign', () => {
    const out = countRide({ type: 'solo', newbieOnly: false, startsAt: START }, ride());
    expect(asObject(out)).toEqual({ rider: { solo: 1, team: 0 }, driver: { solo: 1, team: 0 } });
  });

  it('gives each of the rider and driver uplines one team ride in a team campaign', () => {
    const out = countRide({ type: 'team', newbieOnly: false, startsAt: START }, ride());
    expect(asObject(out)).toEqual({
      rider: { solo: 1, team: 0 },
      driver: { solo: 1, team: 0 },
      r1: { solo: 0, team: 1 },
      r2: { solo: 0, team: 1 },
      r3: { solo: 0, team: 1 },
      r4: { solo: 0, team: 1 },
      d1: { solo: 0, team: 1 },
    });
  });

  it('counts team rides in a newbie-only campaign only for riders who joined after the start', () => {
    const rule = { type: 'solo_or_team' as const, newbieOnly: true, startsAt: START };
    const veteran = countRide(rule, ride());
    expect([...veteran.keys()].sort()).toEqual(['driver', 'rider']);
    const newbie = countRide(rule, ride({ riderJoinedAt: AFTER }));
    expect(newbie.get('r1')).toEqual({ solo: 0, team: 1 });
    expect(newbie.has('d1')).toBe(false);
  });

  it('counts a ride once for a member who is both the driver and the rider’s upline', () => {
    const out = countRide(
      { type: 'solo_or_team', newbieOnly: false, startsAt: START },
      ride({ riderUplineIds: ['driver', 'r2'], driverUplineIds: ['r2'] }),
    );
    expect(out.get('driver')).toEqual({ solo: 1, team: 0 });
    expect(out.get('r2')).toEqual({ solo: 0, team: 1 });
  });

  it('totals solo rides, team rides or both by campaign type', () => {
    expect(countedTotal('solo', 3, 5)).toBe(3);
    expect(countedTotal('team', 3, 5)).toBe(5);
    expect(countedTotal('solo_or_team', 3, 5)).toBe(8);
  });
});
