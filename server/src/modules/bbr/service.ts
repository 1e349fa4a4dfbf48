/** What the BBR calls answer: the running campaign with a member's progress, the leaderboard, past wins. */
import type {
  BbrCurrentCampaign,
  BbrLeaderboardResponse,
  BbrPastWinsResponse,
  BbrProgress,
} from '../../../../contract/rewards';
import type { Db } from '../../db/database';
import { filsToAed } from '../regional/money';
import { displayName } from '../regional/display';
import { getActiveCampaign, perksOf, type Campaign } from './campaigns';
import { periodText, timeLeft } from './format';

export function campaignView(c: Campaign, now: Date): BbrCurrentCampaign {
  return {
    id: c.id,
    name: c.name,
    requirement: c.requirement,
    duration: c.duration_days,
    period: periodText(c.starts_at, c.ends_at),
    startsAt: c.starts_at,
    endsAt: c.ends_at,
    type: c.type,
    newbieRidesOnly: c.newbie_only === 1,
    reward: { amount: filsToAed(c.reward_fils), perks: perksOf(c) },
    timeLeft: timeLeft(c.ends_at, now),
  };
}

async function newbieTeamMembersActive(db: Db, c: Campaign, memberId: string): Promise<number> {
  // Members of the level 1-4 team who joined after the start and rode in the campaign (DECISIONS 6).
  const row = await db
    .selectFrom('referral_paths as rp')
    .innerJoin('bbr_progress as p', (j) =>
      j.onRef('p.member_id', '=', 'rp.descendant_id').on('p.campaign_id', '=', c.id),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('rp.ancestor_id', '=', memberId)
    .where('rp.depth', '<=', 4)
    .where('rp.joined_at', '>=', c.starts_at)
    .where('p.solo_rides', '>', 0)
    .executeTakeFirst();
  return row?.n ?? 0;
}

export async function currentCampaignFor(
  db: Db,
  memberId: string,
  now = new Date(),
): Promise<{ currentCampaign: BbrCurrentCampaign | null; progress: BbrProgress | null }> {
  const c = await getActiveCampaign(db);
  if (!c) return { currentCampaign: null, progress: null };
  const row = await db
    .selectFrom('bbr_progress')
    .select(['solo_rides', 'team_rides', 'total_rides'])
    .where('campaign_id', '=', c.id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const total = row?.total_rides ?? 0;
  const percentage = Math.min(100, Math.round((total / c.requirement) * 10000) / 100);
  return {
    currentCampaign: campaignView(c, now),
    progress: {
      totalRides: total,
      soloRides: row?.solo_rides ?? 0,
      teamRides: c.type === 'solo' ? 0 : (row?.team_rides ?? 0),
      progressPercentage: percentage,
      ridesNeeded: Math.max(0, c.requirement - total),
      isQualified: total >= c.requirement,
      newbieTeamMembersActive: await newbieTeamMembersActive(db, c, memberId),
    },
  };
}

/** A campaign's board row: a member with counted rides, in the leaderboard's order. */
export interface BoardRow {
  rank: number;
  memberId: string;
  username: string;
  name: string;
  role: string;
  rides: number;
  soloRides: number;
  teamRides: number;
  status: 'Achieved' | 'Locked';
}

const boardBase = (db: Db, c: Campaign) =>
  db.selectFrom('bbr_progress').where('campaign_id', '=', c.id).where('total_rides', '>', 0);

/**
 * One page of a campaign's leaderboard (running or closed): members with at least one counted
 * ride, most rides first, on equal rides the one whose last counted ride came first, then by
 * id. The member leaderboard and the console's both read it.
 */
export async function campaignBoard(
  db: Db,
  c: Campaign,
  page: number,
  limit: number,
): Promise<{ rows: BoardRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    boardBase(db, c)
      .innerJoin('members as m', 'm.id', 'bbr_progress.member_id')
      .select([
        'm.id',
        'm.first_name',
        'm.last_name',
        'm.username',
        'm.role',
        'total_rides',
        'solo_rides',
        'team_rides',
      ])
      .orderBy('total_rides', 'desc')
      .orderBy('bbr_progress.updated_at', 'asc')
      .orderBy('bbr_progress.member_id', 'asc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    boardBase(db, c)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return {
    rows: rows.map((r, i) => ({
      rank: (page - 1) * limit + i + 1,
      memberId: r.id,
      username: r.username,
      name: displayName(r),
      role: r.role,
      rides: r.total_rides,
      soloRides: r.solo_rides,
      teamRides: c.type === 'solo' ? 0 : r.team_rides,
      status: r.total_rides >= c.requirement ? 'Achieved' : 'Locked',
    })),
    total: count?.n ?? 0,
  };
}

export async function leaderboardFor(
  db: Db,
  memberId: string,
  page: number,
  limit: number,
): Promise<BbrLeaderboardResponse['data']> {
  const c = await getActiveCampaign(db);
  if (!c) {
    return {
      leaderboard: [],
      userPosition: null,
      campaign: null,
      pagination: { page, limit, total: 0, hasMore: false },
    };
  }
  const reward = filsToAed(c.reward_fils);
  const status = (rides: number) => (rides >= c.requirement ? 'Achieved' : 'Locked');
  const base = boardBase(db, c);
  const [board, mine] = await Promise.all([
    campaignBoard(db, c, page, limit),
    base.select(['total_rides', 'updated_at']).where('member_id', '=', memberId).executeTakeFirst(),
  ]);
  let userPosition: BbrLeaderboardResponse['data']['userPosition'] = null;
  if (mine) {
    // Same order as the list: more rides first, then who got there first, then id.
    const ahead = await base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('total_rides', '>', mine.total_rides),
          eb.and([
            eb('total_rides', '=', mine.total_rides),
            eb.or([
              eb('updated_at', '<', mine.updated_at),
              eb.and([eb('updated_at', '=', mine.updated_at), eb('member_id', '<', memberId)]),
            ]),
          ]),
        ]),
      )
      .executeTakeFirst();
    userPosition = {
      rank: (ahead?.n ?? 0) + 1,
      rides: mine.total_rides,
      status: status(mine.total_rides),
    };
  }
  const { total } = board;
  return {
    leaderboard: board.rows.map((r) => ({
      rank: r.rank,
      name: r.name,
      role: r.role,
      rides: r.rides,
      reward,
      status: r.status,
      isCurrentUser: r.memberId === memberId,
    })),
    userPosition,
    campaign: { name: c.name, requirement: c.requirement, reward },
    pagination: { page, limit, total, hasMore: page * limit < total },
  };
}

export async function pastWinsFor(
  db: Db,
  memberId: string,
  page: number,
  limit: number,
): Promise<BbrPastWinsResponse['data']> {
  const base = db.selectFrom('bbr_wins').where('member_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base
      .select(['campaign_name', 'reward_fils', 'won_at'])
      .orderBy('won_at', 'desc')
      .orderBy('campaign_id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const total = count?.n ?? 0;
  return {
    pastWins: rows.map((r) => ({
      name: r.campaign_name,
      reward: filsToAed(r.reward_fils),
      date: r.won_at,
      status: 'Achieved' as const,
    })),
    pagination: { page, limit, total, hasMore: page * limit < total },
  };
}
