/**
 * Demo ambassadors (seed only): one small team per country, whose ranks are earned through the
 * real rides engine. To reach high ranks in seconds instead of months, the legs ride a few
 * large-fare corporate trips (at most AED 1,000,000 each, the engine's limit), long before the
 * demo's campaigns; points, DDR, CRR bonuses and ledger rows all come from those rides.
 */
import type { AppContext } from '../context';
import { insertMember } from '../modules/accounts/member-writer';
import { recordRides, type RideInput } from '../modules/wallet/rides-service';
import { demoPhone } from './phones';

const DAY = 24 * 3600 * 1000;

export interface AmbassadorPlan {
  country: string;
  leader: [first: string, last: string, username: string];
  /** TGP to reach (the rank's or HLR's); driving the legs' trips brings as much PGP. */
  tgp: number;
  dateOfBirth: string;
  daysAgo: number;
  /** Only when no KYC-approved member of that country holds a rank yet (the demo's own tree may). */
  onlyIfVacant?: boolean;
}

// UAE's holder is not permanent, so the demo member there still has a title to race for; when
// the demo's own tree already gives UAE a ranked, KYC-approved member, that member holds it.
export const AMBASSADORS: AmbassadorPlan[] = [
  {
    country: 'UK',
    leader: ['Amelia', 'Hart', 'amelia_hart'],
    tgp: 6_000_000,
    dateOfBirth: '1968-02-11',
    daysAgo: 120,
  },
  {
    country: 'Saudi Arabia',
    leader: ['Faisal', 'Al Qahtani', 'faisal_q'],
    tgp: 6_000_000,
    dateOfBirth: '1976-09-23',
    daysAgo: 110,
  },
  {
    country: 'UAE',
    leader: ['Rashid', 'Al Mansoori', 'rashid_am'],
    onlyIfVacant: true,
    tgp: 500_000,
    dateOfBirth: '1983-05-02',
    daysAgo: 100,
  },
  {
    country: 'Pakistan',
    leader: ['Kiran', 'Raza', 'kiran_raza'],
    tgp: 200_000,
    dateOfBirth: '1990-12-19',
    daysAgo: 95,
  },
  {
    country: 'India',
    leader: ['Vivek', 'Sharma', 'vivek_sharma'],
    tgp: 100_000,
    dateOfBirth: '1987-07-07',
    daysAgo: 90,
  },
];

const MAX_FARE_AED = 1_000_000;

// Fictional names for the ambassadors' legs and their clients.
const TEAM_FIRST = [
  'Maya',
  'Jonah',
  'Leila',
  'Tomas',
  'Hana',
  'Ravi',
  'Ines',
  'Karim',
  'Elena',
  'Samir',
  'Nadia',
  'Owen',
];
const TEAM_LAST = ['Brooks', 'Haddadin', 'Kapoor', 'Lindqvist', 'Serrano', 'Okafor', 'Demir'];

/** A demo member (KYC approved unless `kyc: false`); an existing username or phone is reused. */
export async function newSeedMember(
  ctx: AppContext,
  m: {
    first: string;
    last: string;
    username: string;
    country: string;
    phone: string;
    national: string;
    sponsor: string | null;
    passwordHash: string;
    createdAt: string;
    role?: string;
    kyc?: boolean;
  },
): Promise<string> {
  // Reuse a member this seed made before (same e-mail); never someone else's username or phone.
  let username = m.username;
  let phone = m.phone;
  for (let n = 2; ; n++) {
    const clash = await ctx.db
      .selectFrom('members')
      .select(['id', 'email', 'username_lower', 'phone'])
      .where((eb) =>
        eb.or([eb('username_lower', '=', username.toLowerCase()), eb('phone', '=', phone)]),
      )
      .executeTakeFirst();
    if (!clash) break;
    if (clash.email === `${username}@example.com`) return clash.id;
    if (n > 9) throw new Error(`demo seed: no free username for ${m.username}`);
    username = `${m.username}${n}`;
    phone = `${m.phone.slice(0, -1)}${n}`;
  }
  return ctx.db.transaction().execute((trx) =>
    insertMember(trx, {
      username,
      first_name: m.first,
      last_name: m.last,
      email: `${username}@example.com`,
      phone,
      phone_national: phone.slice(phone.length - m.national.length),
      country: m.country,
      gender: 'Other',
      password_hash: m.passwordHash,
      sponsor_member_id: m.sponsor,
      sponsor_by: null,
      role: m.role ?? 'customer',
      kyc_level: m.kyc === false ? 0 : 1,
      kyc_status: m.kyc === false ? null : 'approved',
      selfie_image: null,
      date_of_birth: null,
      deceased_at: null,
      heir_name: null,
      crr_rank: 'None',
      crr_rank_at: null,
      pgp_total: 0,
      tgp_total: 0,
      created_at: m.createdAt,
    }),
  );
}

/** Fares (AED) adding up to `total`, none above the engine's limit. */
function fares(total: number): number[] {
  const out: number[] = [];
  for (let left = Math.ceil(total); left > 0; left -= MAX_FARE_AED)
    out.push(Math.min(left, MAX_FARE_AED));
  return out;
}

async function hasRankedMember(ctx: AppContext, country: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('country', '=', country)
    .where('kyc_status', '=', 'approved')
    .where('kyc_level', '>=', 1)
    .where('crr_rank', '!=', 'None')
    .executeTakeFirst();
  return row !== undefined;
}

/** Returns the ids of the members it created (kept out of the demo's campaign rides). */
export async function seedAmbassadors(
  ctx: AppContext,
  passwordHash: string,
  now: Date,
): Promise<Set<string>> {
  const created = new Set<string>();
  // Numbered after the demo tree's members, so no two demo members share one.
  let phone = 1000;
  let named = 0;
  const teamName = (): [string, string] => [
    TEAM_FIRST[named % TEAM_FIRST.length] ?? 'Alex',
    TEAM_LAST[Math.floor(named++ / TEAM_FIRST.length) % TEAM_LAST.length] ?? 'Morgan',
  ];
  for (const plan of AMBASSADORS) {
    if (plan.onlyIfVacant && (await hasRankedMember(ctx, plan.country))) continue;
    const at = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
    const [first, last, username] = plan.leader;
    const mk = (f: string, l: string, u: string, sponsor: string | null, role?: string) => {
      const number = demoPhone(plan.country, (phone += 1));
      return newSeedMember(ctx, {
        first: f,
        last: l,
        username: u,
        country: plan.country,
        ...number,
        sponsor,
        passwordHash,
        createdAt: at(plan.daysAgo + 5),
        role,
      }).then((id) => {
        created.add(id);
        return id;
      });
    };
    // The leader drives their legs' trips, which also gives the leader's PGP.
    const leader = await mk(first, last, username, null, 'driver');
    const rides: RideInput[] = [];
    for (let leg = 1; leg <= 3; leg++) {
      const [headName, riderName] = [teamName(), teamName()];
      const head = await mk(headName[0], headName[1], `${username}_leg${leg}`, leader);
      const rider = await mk(riderName[0], riderName[1], `${username}_client${leg}`, head);
      // TGP is half the fare: each leg carries a third of the leader's TGP (the three-leg rule).
      for (const fare of fares((plan.tgp * 2) / 3)) {
        rides.push({
          riderId: rider,
          driverId: leader,
          fareFils: fare * 100,
          completedAt: at(plan.daysAgo - leg),
        });
      }
    }
    await recordRides(
      ctx.db,
      rides.map((r, i) => ({ ...r, rideId: `seed-amb-${username}-${i}` })),
    );
    await ctx.db
      .updateTable('members')
      .set({ date_of_birth: plan.dateOfBirth })
      .where('id', '=', leader)
      .execute();
  }
  return created;
}

/** The members of the demo ambassadors' teams (their usernames start with the leader's). */
export async function ambassadorTeamIds(ctx: AppContext): Promise<Set<string>> {
  const rows = await ctx.db
    .selectFrom('members')
    .select('id')
    .where((eb) => eb.or(AMBASSADORS.map((a) => eb('username_lower', 'like', `${a.leader[2]}%`))))
    .execute();
  return new Set(rows.map((r) => r.id));
}
