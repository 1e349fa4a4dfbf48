/** What the regional calls answer: a member's progress (the spec's `yourProgress`), the race leaderboard, the ambassadors. */
import { shownPointsSum } from '../wallet/leaderboards';
import { sql } from 'kysely';
import type {
  GlobalAmbassadorsResponse,
  RegionalLeaderboardResponse,
  RegionalProgressData,
} from '../../../../contract/rewards';
import type { Db } from '../../db/database';
import { userNotFound } from '../../lib/errors';
import { CRR_RANKS } from '../bbr/figures';
import { countryLabel, displayName, flagOf, normaliseRank, rankIcon, rankLevel } from './display';
import { filsToAed, filsToUsd } from './money';
import { RANK_LEVEL_SQL, titleHolders, type TitleHolder } from './titles';

const LEVELS = CRR_RANKS.length;
const points = (n: number) => n.toLocaleString('en-US');

function holderName(h: TitleHolder): string {
  return displayName({ first_name: h.firstName, last_name: h.lastName, username: h.username });
}

/**
 * The rank that wins the member's country title today: one above the holder's (a tie goes to
 * the earlier), Challenger with no holder, the member's own rank when they hold it, and none
 * when the title is permanent in someone else's hands.
 */
function victoryRank(holder: TitleHolder | undefined, memberId: string): string | null {
  if (!holder) return CRR_RANKS[0]?.name ?? null;
  if (holder.memberId === memberId) return holder.rank;
  if (holder.isPermanent) return null;
  return CRR_RANKS[holder.level]?.name ?? null;
}

async function regionalFils(db: Db, memberIds: string[]): Promise<Map<string, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('member_totals')
    .select(['member_id', 'regional_fils'])
    .where('member_id', 'in', memberIds)
    .execute();
  return new Map(rows.map((r) => [r.member_id, r.regional_fils]));
}

export async function progressFor(db: Db, memberId: string): Promise<RegionalProgressData> {
  const m = await db
    .selectFrom('members')
    .select(['id', 'country', 'crr_rank'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!m) throw userNotFound();
  const [holders, earned, pending] = await Promise.all([
    titleHolders(db),
    regionalFils(db, [memberId]),
    db
      .selectFrom('country_requests')
      .select(['requested_country', 'requested_at'])
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  ]);
  const holder = holders.find((h) => h.country === m.country);
  const rank = normaliseRank(m.crr_rank);
  const level = rankLevel(rank);
  const next = CRR_RANKS[level];
  const isAmbassador = holder?.memberId === memberId;
  const fils = earned.get(memberId) ?? 0;
  return {
    // Both figures from the same fils, so the AED here is the wallet's (DECISIONS 35).
    totalEarnings: {
      regionalShares: filsToUsd(fils),
      currency: 'USD',
      regionalSharesAed: filsToAed(fils),
    },
    titleHolder: holder
      ? { name: holderName(holder), flag: flagOf(holder.country), country: holder.country }
      : null,
    country: countryLabel(m.country),
    isAmbassador,
    isPermanent: isAmbassador && holder.isPermanent,
    yourProgress: {
      currentRank: { name: rank, level },
      victoryRank: victoryRank(holder, memberId),
      progress: {
        achieved: `${level} of ${LEVELS} ranks achieved`,
        percentage: Math.round((level / LEVELS) * 10000) / 100,
      },
      nextRank: next
        ? {
            name: next.name,
            requirement: `${points(next.pgp)} PGP and ${points(next.tgp)} TGP accumulated, with three strong legs`,
          }
        : null,
    },
    pendingCountryRequest: pending
      ? { requestedCountry: pending.requested_country, requestedAt: pending.requested_at }
      : null,
  };
}

export async function leaderboard(
  db: Db,
  page: number,
  limit: number,
  country: string | undefined,
): Promise<RegionalLeaderboardResponse['data']> {
  let base = db
    .selectFrom('members')
    .where('kyc_status', '=', 'approved')
    .where('kyc_level', '>=', 1);
  if (country) base = base.where('country', '=', country);
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'first_name',
        'last_name',
        'username',
        'country',
        'crr_rank',
        'pgp_total',
        'tgp_total',
      ])
      .orderBy(RANK_LEVEL_SQL, 'desc')
      .orderBy(sql`(pgp_total + tgp_total)`, 'desc')
      .orderBy(sql`coalesce(crr_rank_at, '9999')`, 'asc')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const total = count?.n ?? 0;
  return {
    leaderboard: rows.map((r, i) => {
      const rank = normaliseRank(r.crr_rank);
      return {
        rank: (page - 1) * limit + i + 1,
        name: displayName(r),
        flag: flagOf(r.country),
        username: r.username,
        country: countryLabel(r.country),
        rankIcon: rankIcon(rank),
        crrRank: rank,
        // The sum of the parts as shown (whole points, DECISIONS 46).
        totalPoints: shownPointsSum(r.pgp_total, r.tgp_total),
      };
    }),
    pagination: { page, limit, total, hasMore: page * limit < total },
  };
}

export async function globalAmbassadors(
  db: Db,
  page: number,
  limit: number,
): Promise<GlobalAmbassadorsResponse['data']> {
  const holders = await titleHolders(db);
  const pageRows = holders.slice((page - 1) * limit, page * limit);
  const earned = await regionalFils(
    db,
    pageRows.map((h) => h.memberId),
  );
  return {
    ambassadors: pageRows.map((h) => ({
      name: holderName(h),
      username: h.username,
      profilePicture: h.selfieImage,
      flag: flagOf(h.country),
      country: h.country.trim() || 'Global',
      rankIcon: rankIcon(h.rank),
      rank: h.rank,
      totalEarnings: filsToUsd(earned.get(h.memberId) ?? 0),
      totalEarningsAed: filsToAed(earned.get(h.memberId) ?? 0),
      isPermanent: h.isPermanent,
    })),
    pagination: { page, limit, total: holders.length, hasMore: page * limit < holders.length },
  };
}
