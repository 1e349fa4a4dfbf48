/** Test data in the contract's shapes (spec section 3, Regional). */
import type {
  GlobalAmbassadorsResponse,
  RegionalLeaderboardResponse,
  RegionalProgressResponse,
} from '@contract/rewards';

export const progressResponse = (): RegionalProgressResponse => ({
  success: true,
  data: {
    totalEarnings: { regionalShares: 1234.5, currency: 'USD', regionalSharesAed: 4533.7 },
    titleHolder: { name: 'Layla Haddad', flag: '🇦🇪', country: 'UAE' },
    country: 'UAE',
    isAmbassador: false,
    isPermanent: false,
    yourProgress: {
      currentRank: { name: 'Warrior', level: 2 },
      victoryRank: null,
      progress: { achieved: 'Level 2 of 5', percentage: 40 },
      nextRank: { name: 'Tycoon', requirement: '10,000 PGP and 200,000 TGP' },
    },
    pendingCountryRequest: null,
  },
});

const page = (total: number) => ({ page: 1, limit: 20, total, hasMore: false });

export const leaderboardResponse = (): RegionalLeaderboardResponse => ({
  success: true,
  data: {
    leaderboard: [
      {
        rank: 1,
        name: 'Layla Haddad',
        flag: '🇦🇪',
        username: 'layla',
        country: 'UAE',
        rankIcon: '🎖',
        crrRank: 'Boss',
        totalPoints: 1_250_000,
      },
      {
        rank: 2,
        name: 'Imran Qureshi',
        flag: '🇵🇰',
        username: 'imranq',
        country: 'Pakistan',
        rankIcon: '',
        crrRank: 'CHAMPION' as 'Champion',
        totalPoints: 540_000,
      },
    ],
    pagination: page(2),
  },
});

export const ambassadorsResponse = (): GlobalAmbassadorsResponse => ({
  success: true,
  data: {
    ambassadors: [
      {
        name: 'Layla Haddad',
        username: 'layla',
        profilePicture: 'uploads/layla.webp',
        flag: '🇦🇪',
        country: 'UAE',
        rankIcon: '🎖',
        rank: 'Boss',
        totalEarnings: 88.25,
        totalEarningsAed: 324.1,
        isPermanent: true,
      },
      {
        name: 'Noah Fischer',
        username: 'noahf',
        profilePicture: null,
        flag: '🌍',
        country: '',
        rankIcon: '🥉',
        rank: 'Tycoon',
        totalEarnings: 12,
        totalEarningsAed: 44.07,
        isPermanent: false,
      },
    ],
    pagination: page(2),
  },
});
