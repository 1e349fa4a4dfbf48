/**
 * Demo booster campaigns (seed only), through the real engine: three past campaigns, each
 * created with its real start, filled with rides recorded inside its window and closed with the
 * real close (the demo member wins two of them), then the running default campaign, opened a
 * few days ago, where the demo member has progress but has not yet qualified.
 */
import type { AppContext } from '../context';
import { newSeedMember } from './ambassadors';
import { recordRides, type RideInput } from '../modules/wallet/rides-service';
import { closeCampaign, createCampaign, type NewCampaign } from '../modules/bbr/campaigns';
import { computeCampaignProgress } from '../modules/bbr/rebuild';
import { BBR_DEFAULT_CAMPAIGN } from '../modules/bbr/figures';
import { seededRandom } from './random';

const DAY = 24 * 3600 * 1000;

interface PastPlan extends NewCampaign {
  startDaysAgo: number;
  /** Rides the demo member should reach. */
  demoTarget: number;
}

const PAST: PastPlan[] = [
  {
    name: 'Spring Kick-off Booster',
    requirement: 30,
    durationDays: 7,
    type: 'solo_or_team',
    newbieOnly: false,
    rewardFils: 250_00,
    perks: ['AED 25 ride credit'],
    startDaysAgo: 29,
    demoTarget: 34,
  },
  {
    name: 'Team Power Week',
    requirement: 40,
    durationDays: 7,
    type: 'team',
    newbieOnly: false,
    rewardFils: 400_00,
    perks: ['Team Leader badge'],
    startDaysAgo: 22,
    demoTarget: 26,
  },
  { ...BBR_DEFAULT_CAMPAIGN, newbieOnly: false, startDaysAgo: 15, demoTarget: 104 },
];

export interface SeedPeople {
  demoId: string;
  passwordHash: string;
  /** The demo member's levels 1-4. */
  team: string[];
  /** Members outside the demo's team who drive (and sometimes ride). */
  drivers: string[];
}

export async function seedCampaigns(ctx: AppContext, people: SeedPeople, now: Date): Promise<void> {
  const rnd = seededRandom(2026);
  const pick = <T>(list: T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const fare = () => (18 + Math.floor(rnd() * 68)) * 100;
  const { demoId, team, drivers } = people;
  const latest = now.getTime() - 3600 * 1000;

  const ridesFor = (
    start: number,
    days: number,
    solo: number,
    teamRides: number,
    riders: string[],
    tag: string,
  ) => {
    const end = Math.min(start + days * DAY, latest);
    const when = () => new Date(start + rnd() * (end - start)).toISOString();
    const rides: RideInput[] = [];
    for (let i = 0; i < solo; i++)
      rides.push({
        riderId: demoId,
        driverId: pick(drivers),
        fareFils: fare(),
        completedAt: when(),
      });
    for (let i = 0; i < teamRides && riders.length; i++) {
      rides.push({
        riderId: pick(riders),
        driverId: pick(drivers),
        fareFils: fare(),
        completedAt: when(),
      });
    }
    return rides
      .sort((a, b) => (a.completedAt ?? '').localeCompare(b.completedAt ?? ''))
      .map((r, i) => ({ ...r, rideId: `seed-bbr-${tag}-${i}` }));
  };

  for (const [n, plan] of PAST.entries()) {
    const start = now.getTime() - plan.startDaysAgo * DAY;
    const c = await createCampaign(ctx.db, { ...plan, startsAt: new Date(start) }, new Date(start));
    const teamShare =
      plan.type === 'team'
        ? plan.demoTarget
        : plan.type === 'solo'
          ? 0
          : Math.floor(plan.demoTarget / 2);
    const solo = plan.type === 'team' ? 0 : plan.demoTarget - (team.length ? teamShare : 0);
    await recordRides(
      ctx.db,
      ridesFor(start, plan.durationDays, solo, team.length ? teamShare : 0, team, `p${n}`),
    );
    await closeCampaign(ctx.db, c.id, now);
  }

  await openDemoCampaign(ctx, people, now);
}

/**
 * Opens the default campaign a few days back (the rides already recorded in that window count)
 * and records rides so the demo member has visible progress but is not yet qualified. Also used
 * at start when the demo's campaign has ended (DECISIONS 24).
 */
export async function openDemoCampaign(
  ctx: AppContext,
  people: SeedPeople,
  now: Date,
): Promise<void> {
  const rnd = seededRandom(now.getTime() % 100_000);
  const pick = <T>(list: T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const fare = () => (18 + Math.floor(rnd() * 68)) * 100;
  const { demoId, drivers } = people;
  // Start as far back as 3 days while the rides already recorded leave the demo member well
  // short of the requirement (they count: the campaign's window includes them).
  let start = now.getTime() - 3 * DAY - 5 * 3600 * 1000;
  for (const hoursBack of [77, 60, 48, 36, 24, 12, 2]) {
    start = now.getTime() - hoursBack * 3600 * 1000;
    const trial = {
      id: 'trial',
      type: BBR_DEFAULT_CAMPAIGN.type,
      newbie_only: 1,
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + BBR_DEFAULT_CAMPAIGN.durationDays * DAY).toISOString(),
    };
    const counted = (await computeCampaignProgress(ctx.db, trial)).get(demoId)?.total ?? 0;
    if (counted <= BBR_DEFAULT_CAMPAIGN.requirement * 0.6) break;
  }
  const c = await createCampaign(
    ctx.db,
    { ...BBR_DEFAULT_CAMPAIGN, startsAt: new Date(start) },
    new Date(start),
  );
  // The default counts newbie rides only: when the demo's team has no newcomer yet, three join.
  const newcomers = await ctx.db
    .selectFrom('referral_paths')
    .select(['descendant_id', 'joined_at'])
    .where('ancestor_id', '=', demoId)
    .where('depth', '<=', 4)
    .where('joined_at', '>=', c.starts_at)
    .execute();
  const newbies = newcomers.map((n) => n.descendant_id);
  const lastJoin = Math.max(0, ...newcomers.map((n) => new Date(n.joined_at).getTime()));
  const joinedAt = (i: number) => new Date(start + (now.getTime() - start) * (0.2 + i * 0.1));
  const names = [
    ['Lina', 'Haddad'],
    ['Omar', 'Farouk'],
    ['Sami', 'Nasser'],
  ] as const;
  for (const [i, [first, last]] of names.entries()) {
    if (newbies.length >= 2) break;
    newbies.push(
      await newSeedMember(ctx, {
        first,
        last,
        username: `new_${first.toLowerCase()}_${last.toLowerCase()}`,
        country: 'UAE',
        phone: `+9715055501${String(90 + i)}`,
        national: `5055501${String(90 + i)}`,
        sponsor: demoId,
        passwordHash: people.passwordHash,
        createdAt: joinedAt(i).toISOString(),
        kyc: false,
      }),
    );
  }
  const row = await ctx.db
    .selectFrom('bbr_progress')
    .select('total_rides')
    .where('campaign_id', '=', c.id)
    .where('member_id', '=', demoId)
    .executeTakeFirst();
  const have = row?.total_rides ?? 0;
  const want = Math.max(0, 46 - have);
  const newbieRides = Math.min(15, want);
  const from = Math.max(joinedAt(3).getTime(), lastJoin);
  const to = now.getTime() - 60 * 1000;
  const when = () => new Date(from + rnd() * (to - from)).toISOString();
  const rides: RideInput[] = [];
  for (let i = 0; i < want; i++) {
    const rider = i < newbieRides ? pick(newbies) : demoId;
    rides.push({ riderId: rider, driverId: pick(drivers), fareFils: fare(), completedAt: when() });
  }
  // The busiest driver leads the board, so the demo member has someone to chase.
  const [top, ...rest] = drivers;
  for (let i = 0; top && rest.length && i < 45; i++) {
    rides.push({ riderId: pick(rest), driverId: top, fareFils: fare(), completedAt: when() });
  }
  rides.sort((a, b) => (a.completedAt ?? '').localeCompare(b.completedAt ?? ''));
  await recordRides(
    ctx.db,
    rides.map((r, i) => ({ ...r, rideId: `seed-bbr-${c.id}-${i}` })),
  );
}

/** The demo member, their team and up to six drivers from outside the team (seed and refresh). */
export async function demoPeople(
  ctx: AppContext,
  exclude: ReadonlySet<string> = new Set(),
): Promise<SeedPeople | null> {
  const demo = await ctx.db
    .selectFrom('members')
    .select(['id', 'password_hash'])
    .where('username_lower', '=', 'demo')
    .executeTakeFirst();
  if (!demo) return null;
  const team = (
    await ctx.db
      .selectFrom('referral_paths')
      .select('descendant_id')
      .where('ancestor_id', '=', demo.id)
      .where('depth', '<=', 4)
      .orderBy('depth')
      .orderBy('joined_at')
      .execute()
  ).map((r) => r.descendant_id);
  const skip = new Set([demo.id, ...team, ...exclude]);
  const others = await ctx.db
    .selectFrom('members')
    .select(['id', 'role'])
    .where('id', 'not in', [...skip])
    .orderBy('created_at')
    .orderBy('id')
    .limit(200)
    .execute();
  // Drivers first; the ambassadors' demo teams are left out so their figures stay as planned.
  const drivers = [
    ...others.filter((o) => o.role === 'driver'),
    ...others.filter((o) => o.role !== 'driver'),
  ]
    .slice(0, 6)
    .map((o) => o.id);
  if (drivers.length === 0) return null;
  return { demoId: demo.id, passwordHash: demo.password_hash, team, drivers };
}
