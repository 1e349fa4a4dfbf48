/**
 * BBR answers → what the screen shows, with the spec's defaults for missing data (spec 9:
 * default progress maximum 100 rides). One adapter per call (DECISIONS 10).
 */
import type {
  BbrCurrentCampaignResponse,
  BbrLeaderboardResponse,
  BbrPastWinsResponse,
  CampaignType,
} from '@contract/rewards';
import { listOf, numberOr, textOr, type Loose } from '@/features/rewards/shared/loose-shape';

export const DEFAULT_REQUIREMENT = 100;

export interface CampaignView {
  name: string;
  requirement: number;
  duration: number | null;
  period: string | null;
  type: CampaignType | null;
  newbieRidesOnly: boolean;
  reward: { amount: number; perks: string[] } | null;
  timeLeft: { days: number; hours: number } | null;
}
export interface ProgressView {
  totalRides: number;
  soloRides: number;
  teamRides: number;
  progressPercentage: number;
  ridesNeeded: number;
  isQualified: boolean;
  newbieTeamMembersActive: number | null;
}
export interface CurrentCampaignView {
  campaign: CampaignView | null;
  progress: ProgressView | null;
}

type CampaignData = Loose<BbrCurrentCampaignResponse['data']>;

const TYPES: readonly CampaignType[] = ['solo', 'team', 'solo_or_team'];

export function adaptCurrentCampaign(data: CampaignData | null | undefined): CurrentCampaignView {
  const c = data?.currentCampaign;
  const campaign: CampaignView | null = c
    ? {
        // '' when unnamed: the screen words the fallback.
        name: textOr(c.name, ''),
        requirement:
          numberOr(c.requirement, 0) > 0 ? numberOr(c.requirement, 0) : DEFAULT_REQUIREMENT,
        duration: numberOr(c.duration, null),
        period: textOr(c.period, null),
        type: TYPES.find((t) => t === c.type) ?? null,
        newbieRidesOnly: c.newbieRidesOnly === true,
        reward:
          c.reward && typeof c.reward.amount === 'number'
            ? {
                amount: c.reward.amount,
                perks: listOf(c.reward.perks).filter((p): p is string => !!textOr(p, null)),
              }
            : null,
        timeLeft: c.timeLeft
          ? { days: numberOr(c.timeLeft.days, 0), hours: numberOr(c.timeLeft.hours, 0) }
          : null,
      }
    : null;
  const p = data?.progress;
  const progress: ProgressView | null = p
    ? {
        totalRides: numberOr(p.totalRides, 0),
        soloRides: numberOr(p.soloRides, 0),
        teamRides: numberOr(p.teamRides, 0),
        progressPercentage: numberOr(p.progressPercentage, 0),
        ridesNeeded: numberOr(p.ridesNeeded, 0),
        isQualified: p.isQualified === true,
        newbieTeamMembersActive: numberOr(p.newbieTeamMembersActive, null),
      }
    : null;
  return { campaign, progress };
}

export interface LeaderRowView {
  rank: number;
  name: string;
  role: string;
  rides: number;
  reward: number;
  status: string;
  isCurrentUser: boolean;
}

export function adaptLeaderboard(
  data: Loose<BbrLeaderboardResponse['data']> | null | undefined,
): LeaderRowView[] {
  // The old server never marks the caller's row; its userPosition.rank does (when sent).
  const myRank = numberOr(data?.userPosition?.rank, null);
  return listOf(data?.leaderboard).map((row, i) => {
    const rank = numberOr(row?.rank, i + 1);
    return {
      rank,
      name: textOr(row?.name, '—'),
      role: textOr(row?.role, '—'),
      rides: numberOr(row?.rides, 0),
      reward: numberOr(row?.reward, 0),
      status: textOr(row?.status, 'Locked'),
      isCurrentUser: row?.isCurrentUser === true || (myRank !== null && myRank === rank),
    };
  });
}

export interface PastWinView {
  name: string;
  reward: number;
  date: string | null;
  status: string;
}

export function adaptPastWins(
  data: Loose<BbrPastWinsResponse['data']> | null | undefined,
): PastWinView[] {
  return listOf(data?.pastWins).map((win) => ({
    name: textOr(win?.name, '—'),
    reward: numberOr(win?.reward, 0),
    date: textOr(win?.date, null),
    status: textOr(win?.status, 'Achieved'),
  }));
}

/**
 * DECISIONS 6: the Motivation Zone is computed where data exists, with the spec's words
 * (13 more rides per day, 3 newbie team members active) as the fallback.
 */
export const FALLBACK_RIDES_PER_DAY = 13;
export const FALLBACK_NEWBIES_ACTIVE = 3;

export function ridesPerDay(view: CurrentCampaignView): number {
  const { campaign, progress } = view;
  if (!campaign?.timeLeft || !progress) return FALLBACK_RIDES_PER_DAY;
  const days = campaign.timeLeft.days + campaign.timeLeft.hours / 24;
  if (progress.ridesNeeded <= 0) return 0;
  // Less than a day left: everything that is missing has to happen today.
  return Math.ceil(progress.ridesNeeded / Math.max(days, 1));
}

export function newbiesActive(view: CurrentCampaignView): number {
  return view.progress?.newbieTeamMembersActive ?? FALLBACK_NEWBIES_ACTIVE;
}
