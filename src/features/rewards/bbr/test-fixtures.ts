/** Test data in the contract's shapes (spec section 3, BBR). */
import type {
  BbrCurrentCampaignResponse,
  BbrLeaderboardResponse,
  BbrPastWinsResponse,
} from '@contract/rewards';

export const campaignResponse = (
  overrides: Partial<BbrCurrentCampaignResponse['data']> = {},
): BbrCurrentCampaignResponse => ({
  success: true,
  data: {
    currentCampaign: {
      id: 'c1',
      name: 'Weekly Turbo Booster',
      requirement: 100,
      duration: 7,
      period: '18 Nov 2026 – 25 Nov 2026',
      startsAt: '2026-11-18T00:00:00.000Z',
      endsAt: '2026-11-25T00:00:00.000Z',
      type: 'solo_or_team',
      newbieRidesOnly: true,
      reward: { amount: 550, perks: ['Priority Rides (1 Week)'] },
      timeLeft: { days: 3, hours: 5 },
    },
    progress: {
      totalRides: 42,
      soloRides: 30,
      teamRides: 12,
      progressPercentage: 42,
      ridesNeeded: 58,
      isQualified: false,
      newbieTeamMembersActive: 2,
    },
    ...overrides,
  },
});

export const leaderboardResponse = (
  overrides: Partial<BbrLeaderboardResponse['data']> = {},
): BbrLeaderboardResponse => ({
  success: true,
  data: {
    leaderboard: [
      {
        rank: 1,
        name: 'Aisha Khan',
        role: 'driver',
        rides: 120,
        reward: 550,
        status: 'Achieved',
        isCurrentUser: false,
      },
      {
        rank: 2,
        name: 'Demo Member',
        role: 'customer',
        rides: 42,
        reward: 550,
        status: 'Locked',
        isCurrentUser: true,
      },
      {
        rank: 3,
        name: 'Omar Saleh',
        role: 'customer',
        rides: 9,
        reward: 550,
        status: 'Locked',
        isCurrentUser: false,
      },
    ],
    userPosition: { rank: 2, rides: 42, status: 'Locked' },
    campaign: { name: 'Weekly Turbo Booster', requirement: 100, reward: 550 },
    pagination: { page: 1, limit: 20, total: 3, hasMore: false },
    ...overrides,
  },
});

export const pastWinsResponse = (
  wins: BbrPastWinsResponse['data']['pastWins'],
): BbrPastWinsResponse => ({
  success: true,
  data: { pastWins: wins, pagination: { page: 1, limit: 10, total: wins.length, hasMore: false } },
});
