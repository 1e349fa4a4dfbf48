/** The wallet page /mlm (dashboard figures, programme tiles, recent activity): English source. */
export default {
  title: 'My Wallet',
  specTitle: 'MLM Bonuses',
  loading: 'Loading MLM dashboard...',
  loadFailed: 'Failed to load MLM dashboard',
  loadFailedToast: 'Failed to load user dashboard',
  notAuthenticated: 'User not authenticated',
  tryAgain: 'Try Again',
  bonusesTitle: 'Bonuses by programme',
  activityTitle: 'Recent activity',

  lifetimeEarned: 'Lifetime total earned',
  availableBalance: 'Available balance',
  yourDetails: 'Your details',
  username: 'Username',
  name: 'Name',
  sponsorId: 'Sponsor ID',
  joined: 'Joined',

  tileDdr: 'Dream Dividend Rewards',
  tileCrr: 'Championship Rank Rewards',
  tileBbr: 'Booster campaign',
  tileHlr: 'Loyalty reward',
  tileRegionalShort: 'Regional',
  tileRegional: 'Regional Ambassador',

  programme:
    '{programme, select, ddr {DDR} crr {CRR} bbr {BBR} hlr {HLR} regional {Regional} payout {Payout} withdrawal {Withdrawal} other {—}}',
  colDate: 'Date',
  colProgramme: 'Programme',
  colDescription: 'Description',
  colAmount: 'Amount',
  statusChange: 'Status change',
  noActivity: 'No wallet activity yet.',
  activityCaption: 'Recent wallet activity',
} as const;
