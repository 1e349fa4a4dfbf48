/**
 * Reward calls (spec sections 3 and 7; field names of API-CONTRACT section 4).
 * Money is sent as AED numbers rounded to fils (2 decimals); points as numbers (1 point = 1 AED).
 */
import type { IsoDate, Pagination } from './common';
import type { CurrentRank, PointsCounter, RankName } from './user';

export type Programme = 'ddr' | 'crr' | 'bbr' | 'hlr' | 'regional';

// ----- GET /mlm/user-dashboard/:userId -----
export interface DashboardData {
  user: {
    id: string;
    _id: string;
    username: string;
    firstName: string;
    lastName: string;
    name: string;
    email: string;
    country: string;
    sponsorId: string;
    joinedAt: IsoDate;
  };
  wallet: {
    currentBalance: number;
    totalEarned: number;
    totalEarnings: number;
    totalPaidOut: number;
  };
  summary: {
    totalEarnings: {
      ddr: number;
      crr: number;
      bbr: number;
      hlr: number;
      /** Regional ambassador pool share, AED. Sent under both names. */
      regionalAmbassador: number;
      countryAmbassador: number;
      total: number;
    };
    totalEarned: number;
  };
  ddr: {
    earnings: { total: number; level1: number; level2: number; level3: number; level4: number };
  };
  crr: {
    earnings: { totalEarnings: number; currentRank: CurrentRank; nextRank: RankName | null };
    qualificationPoints: {
      pgp: PointsCounter & { daysUntilReset: number };
      tgp: PointsCounter & { daysUntilReset: number };
    };
  };
  recentTransactions: {
    amount: number;
    type: 'credit' | 'debit';
    programme: Programme | 'payout' | 'withdrawal';
    description: string;
    timestamp: IsoDate;
  }[];
}
export interface DashboardResponse {
  success: true;
  message: string;
  data: DashboardData;
}

// ----- Leaderboards of DDR and CRR (data.leaderboard) -----
export interface DdrTopEarner {
  rank: number;
  name: string;
  username: string;
  /** AED */
  earnings: number;
  isCurrentUser: boolean;
  levelBreakdown: { level1: number; level2: number; level3: number; level4: number };
}
export interface DdrLeaderboardResponse {
  success: true;
  message: string;
  data: {
    leaderboard: {
      title: string;
      tip: string;
      topEarners: DdrTopEarner[];
      currentUser: DdrTopEarner | null;
      totalParticipants: number;
      pagination: Pagination;
    };
  };
}

export interface CrrTopEarner {
  /** The CRR rank's name, as the old server sent it (API-CONTRACT 10). */
  rank: CurrentRank;
  /** Place on the board, 1 = first. */
  position: number;
  name: string;
  username: string;
  /** Same as `rank`; kept while apps move to `rank`. */
  crrRank: CurrentRank;
  rankIcon: string;
  /** Points (PGP + TGP accumulated); labelled as points, not AED (defect 9.17). */
  earnings: number;
  isCurrentUser: boolean;
}
export interface CrrLeaderboardResponse {
  success: true;
  message: string;
  data: {
    leaderboard: {
      title: string;
      tip: string;
      topEarners: CrrTopEarner[];
      currentUser: CrrTopEarner | null;
      totalParticipants: number;
      pagination: Pagination;
    };
  };
}

// ----- GET /mlm/crr/rank-tracking/:userId -----
export interface RankTrackingEntry {
  rank: RankName;
  reward: number;
  icon: string;
  isAchieved: boolean;
  isLocked: boolean;
  isCurrentRank: boolean;
  status: 'Achieved' | 'Locked' | 'In Progress';
  requirements: { pgp: number; tgp: number };
  currentPoints: { pgp: number; tgp: number };
  /** Integers 0–100, capped. */
  progress: { pgp: number; tgp: number; overall: number };
  /** Three-leg rule for this rank's TGP. */
  legs: { qualifies: boolean; legCount: number; strongest: number[] };
}
export interface RankTrackingResponse {
  success: true;
  message: string;
  data: {
    currentRank: CurrentRank;
    totalPoints: { pgp: number; tgp: number; total: number };
    monthlyPoints: { pgp: number; tgp: number };
    daysUntilReset: number;
    rankTracking: RankTrackingEntry[];
  };
}

// ----- BBR -----
export type CampaignType = 'solo' | 'team' | 'solo_or_team';
export interface BbrCurrentCampaign {
  id: string;
  name: string;
  requirement: number;
  /** Days */
  duration: number;
  /** "22 Nov 2026 – 29 Nov 2026" */
  period: string;
  startsAt: IsoDate;
  endsAt: IsoDate;
  type: CampaignType;
  newbieRidesOnly: boolean;
  reward: { amount: number; perks: string[] };
  timeLeft: { days: number; hours: number };
}
export interface BbrProgress {
  totalRides: number;
  soloRides: number;
  teamRides: number;
  /** 0–100, capped */
  progressPercentage: number;
  ridesNeeded: number;
  isQualified: boolean;
  /** Members of the level 1-4 team who joined after the campaign began and rode in it (DECISIONS 6). */
  newbieTeamMembersActive: number;
}
export interface BbrCurrentCampaignResponse {
  success: true;
  data: {
    currentCampaign: BbrCurrentCampaign | null;
    progress: BbrProgress | null;
    message?: string;
  };
}
export type BbrStatus = 'Achieved' | 'Locked';
export interface BbrLeaderboardRow {
  rank: number;
  name: string;
  role: string;
  rides: number;
  reward: number;
  status: BbrStatus;
  isCurrentUser: boolean;
}
export interface BbrLeaderboardResponse {
  success: true;
  data: {
    leaderboard: BbrLeaderboardRow[];
    userPosition: { rank: number; rides: number; status: BbrStatus } | null;
    campaign: { name: string; requirement: number; reward: number } | null;
    pagination: Pagination;
  };
}
export interface BbrPastWin {
  name: string;
  reward: number;
  date: IsoDate;
  status: 'Achieved';
}
export interface BbrPastWinsResponse {
  success: true;
  data: { pastWins: BbrPastWin[]; pagination: Pagination };
}

// ----- HLR -----
export type HlrStatus =
  'In Progress' | 'Qualified (Waiting for Age)' | 'Eligible for Reward' | 'Reward Claimed';
export interface HlrProgressData {
  requirements: {
    requiredPGP: number;
    requiredTGP: number;
    rewardAmount: number;
    retirementAge: number;
  };
  progress: {
    currentPGP: number;
    currentTGP: number;
    /** Fraction 0–1 (the spec's shape; the SPA also accepts 0–100 from the old server). */
    overallProgress: number;
    pgpProgress: number;
    tgpProgress: number;
  };
  qualification: {
    isQualified: boolean;
    isRetirementEligible: boolean;
    isRewardClaimed: boolean;
    status: HlrStatus;
    currentAge: number | null;
  };
  reward: {
    amount: number;
    claimedAt: IsoDate | null;
    claimReason: 'retirement' | 'deceased' | null;
  };
}
export interface HlrProgressResponse {
  success: true;
  data: HlrProgressData;
}
export interface HlrLeaderboardRow {
  rank: number;
  name: string;
  flag: string;
  country: string;
  isQualified: boolean;
  rewardClaimed: boolean;
  /** Accumulated PGP + TGP: the board's order. Points, never shown as money (DECISIONS 36). */
  totalPoints: number;
  /** AED paid once the reward is claimed (60,000 by default); null before. */
  rewardAmount: number | null;
  status: HlrStatus;
}
export interface HlrLeaderboardResponse {
  success: true;
  data: {
    leaderboard: HlrLeaderboardRow[];
    statistics: { totalParticipating: number; totalQualified: number };
    pagination: Pagination;
  };
}

// ----- Regional ambassador -----
export interface RegionalProgressData {
  totalEarnings: {
    /** Dollars (DECISIONS 8), from the same fils as `regionalSharesAed` (contract/money.ts). */
    regionalShares: number;
    currency: 'USD';
    /** AED: the wallet's figure for the programme (DECISIONS 35). */
    regionalSharesAed: number;
  };
  titleHolder: { name: string; flag: string; country: string } | null;
  country: string;
  isAmbassador: boolean;
  isPermanent: boolean;
  yourProgress: {
    currentRank: { name: CurrentRank; level: number };
    victoryRank: string | null;
    progress: { achieved: string; percentage: number };
    nextRank: { name: RankName; requirement: string } | null;
  };
  pendingCountryRequest: { requestedCountry: string; requestedAt: IsoDate } | null;
}
export interface RegionalProgressResponse {
  success: true;
  data: RegionalProgressData;
}
export interface RegionalLeaderboardRow {
  rank: number;
  name: string;
  flag: string;
  username: string;
  country: string;
  rankIcon: string;
  crrRank: CurrentRank;
  totalPoints: number;
}
export interface RegionalLeaderboardResponse {
  success: true;
  data: { leaderboard: RegionalLeaderboardRow[]; pagination: Pagination };
}
export interface GlobalAmbassador {
  name: string;
  username: string;
  profilePicture: string | null;
  flag: string;
  country: string;
  rankIcon: string;
  rank: CurrentRank;
  /** Dollars */
  totalEarnings: number;
  /** AED, the same amount as the wallet credits it (DECISIONS 35). */
  totalEarningsAed: number;
  isPermanent: boolean;
}
export interface GlobalAmbassadorsResponse {
  success: true;
  data: { ambassadors: GlobalAmbassador[]; pagination: Pagination };
}
export interface CountryUpdateRequest {
  userId?: string;
  newCountry: string;
}
