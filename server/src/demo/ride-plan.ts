/**
 * The demo's ride plan, computed in memory before anything is recorded: fares from a fixed-seed
 * generator, riders chosen so that `demo`'s own points, TGP and legs land where the demo needs
 * them (figures from the wallet's reward config; TGP per ride = 50% of the fare).
 */
import { CRR_RANKS, POINTS } from '../modules/wallet/reward-config';
import type { RideInput } from '../modules/wallet/ride-input';
import { seededRandom } from './random';

export interface SeedMember {
  id: string;
  username: string;
  role: string;
  joinedAt: string;
}

interface Path {
  ancestor_id: string;
  descendant_id: string;
  depth: number;
}

const DAY = 86_400_000;
const [CHALLENGER, WARRIOR] = CRR_RANKS;
// Targets in AED points: Challenger reached with a margin, Warrior clearly in progress.
const DEMO_PGP = (CHALLENGER?.pgp ?? 2_500) * 1.32;
const DEMO_TGP = Math.min((CHALLENGER?.tgp ?? 50_000) * 1.36, (WARRIOR?.tgp ?? 100_000) * 0.8);
const LEG_TGP = (CHALLENGER?.tgp ?? 50_000) * 0.26;
const BACKGROUND_RIDES = 2_000;
const CAP = 6_000;

export function planDemoRides(input: {
  members: SeedMember[];
  demoId: string;
  paths: Path[];
  now: Date;
}): RideInput[] {
  const { members, demoId, paths, now } = input;
  const rng = seededRandom(20_260_101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
  const drivers = members.filter((m) => m.role === 'driver');
  const riders = members.filter((m) => m.role !== 'driver');
  const byId = new Map(members.map((m) => [m.id, m]));
  const demo = byId.get(demoId);
  if (!demo || drivers.length === 0) return [];

  // Demo's downline: depth below demo and the leg (direct referral) each member belongs to.
  const depth = new Map<string, number>();
  for (const p of paths) if (p.ancestor_id === demoId) depth.set(p.descendant_id, p.depth);
  const children = new Set([...depth].filter(([, d]) => d === 1).map(([id]) => id));
  const leg = new Map<string, string>([...children].map((c) => [c, c]));
  for (const p of paths) if (children.has(p.ancestor_id)) leg.set(p.descendant_id, p.ancestor_id);
  const isRider = (id: string) => byId.get(id)?.role !== 'driver';

  const start = now.getTime() - 30 * DAY;
  const end = now.getTime() - 10 * 60_000;
  const rides: { riderId: string; fareFils: number; at: number }[] = [];
  const fare = (): number => {
    const aed = rng() < 0.08 ? 300 + rng() * 600 : 15 + Math.pow(rng(), 2.5) * 385;
    return Math.round(aed * 100);
  };
  const ride = (riderId: string): number => {
    const joined = Date.parse(byId.get(riderId)?.joinedAt ?? '') || start;
    const from = Math.min(Math.max(start, joined), end);
    const f = fare();
    rides.push({ riderId, fareFils: f, at: from + rng() * (end - from) });
    return f;
  };
  const tgpOf = (fils: number) => (fils * POINTS.tgpPctOfFare) / 100 / 100;

  // 1. Demo's own rides: PGP.
  for (let pgp = 0, n = 0; pgp < DEMO_PGP && n < CAP; n++) pgp += tgpOf(ride(demoId));

  // 2. Three strong legs: rides by members 2-4 levels below demo inside each leg.
  let demoTgp = 0;
  const inLeg = (l: string) =>
    [...depth].filter(([id, d]) => d >= 2 && d <= 4 && leg.get(id) === l && isRider(id));
  const legs = [...children]
    .map((l) => ({ l, members: inLeg(l) }))
    .filter((x) => x.members.length > 0)
    .sort((a, b) => b.members.length - a.members.length || (a.l < b.l ? -1 : 1))
    .slice(0, 3);
  for (const { members: list } of legs) {
    for (let legTgp = 0, n = 0; legTgp < LEG_TGP && n < CAP; n++) {
      const [id, d] = pick(list);
      const t = tgpOf(ride(id));
      legTgp += t * Math.min(d - 1, POINTS.tgpUplineLevels);
      demoTgp += t;
    }
  }

  // 3. Every level 1-4 rides, so demo earns DDR on all four levels; then fill demo's TGP.
  const levels = [...depth].filter(([id, d]) => d <= 4 && isRider(id));
  for (let d = 1; d <= 4; d++) {
    const at = levels.filter(([, dd]) => dd === d);
    for (let i = 0; i < 4 && at.length > 0; i++) demoTgp += tgpOf(ride(pick(at)[0]));
  }
  for (let n = 0; demoTgp < DEMO_TGP && levels.length > 0 && n < CAP; n++) {
    demoTgp += tgpOf(ride(pick(levels)[0]));
  }

  // 4. Everyone else rides too, so leaderboards and other dashboards have content.
  const others = riders.filter((m) => m.id !== demoId && (depth.get(m.id) ?? 99) > 4);
  for (let n = 0; n < BACKGROUND_RIDES && others.length > 0; n++) ride(pick(others).id);

  rides.sort((a, b) => a.at - b.at);
  return rides.map((r, i) => {
    let driver = pick(drivers);
    if (driver.id === r.riderId)
      driver = drivers[(drivers.indexOf(driver) + 1) % drivers.length] ?? driver;
    return {
      rideId: `demo-ride-${String(i + 1).padStart(5, '0')}`,
      riderId: r.riderId,
      driverId: driver.id,
      fareFils: r.fareFils,
      completedAt: new Date(Math.floor(r.at)).toISOString(),
    };
  });
}
