/** The wallet's statement and withdrawals: English source (the words the tests and e2e read). */
export default {
  programme:
    '{programme, select, ddr {DDR} crr {CRR} bbr {BBR} hlr {HLR} regional {Regional} payout {Payout} adjustment {Adjustment} other {Withdrawal}}',
  status:
    '{status, select, pending {Pending} approved {Approved} paid {Paid} rejected {Rejected} other {Cancelled}}',

  statementTitle: 'Wallet statement',
  statementSubtitle: 'Every credit and debit of your wallet, newest first',
  statementLink: 'View statement',
  loading: 'Loading statement...',
  loadFailed: 'Failed to load statement',
  tryAgain: 'Try Again',
  empty: 'No entries for these filters.',
  programmeFilter: 'Programme',
  allProgrammes: 'All programmes',
  monthFilter: 'Month',
  clearMonth: 'All months',
  monthChosen: 'Showing {month}',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  downloadCsv: 'Download CSV',
  downloading: 'Preparing CSV...',
  downloadFailed: 'Failed to download the statement. Please try again.',
  colDate: 'Date',
  colProgramme: 'Programme',
  colDetails: 'Details',
  colAmount: 'Amount',
  colBalance: 'Balance after',
  credit: 'Credit',
  debit: 'Debit',
  noChange: 'No change',
  // A line that moves no money (an approval after its hold): a status, not an amount.
  statusChange: 'Status change',
  rideTime: 'Ride on',
  rideDetail: 'Ride details',
  showRide: 'Details',
  fare: 'Fare',
  rewardsAmount: 'Rewards amount (15% of the fare)',
  yourShare: 'Your share',
  shareRule: 'Level {level}: {percent}% of the rewards amount',
  rider: 'Rider',

  // The statement's lines, worded from each entry's stored fields.
  entryWithdrawal:
    'Withdrawal {reference} to {method, select, bank {bank} other {mobile wallet}} ...{ending}',
  entryWithdrawalPending:
    'Withdrawal {reference} to {method, select, bank {bank} other {mobile wallet}} ...{ending} (pending)',
  entryWithdrawalPaid:
    'Withdrawal {reference} to {method, select, bank {bank} other {mobile wallet}} ...{ending} approved and paid out',
  entryWithdrawalRejected:
    'Withdrawal {reference} to {method, select, bank {bank} other {mobile wallet}} ...{ending} rejected; amount released',
  entryWithdrawalRejectedBecause:
    'Withdrawal {reference} to {method, select, bank {bank} other {mobile wallet}} ...{ending} rejected ({reason}); amount released',
  entryWithdrawalCancelled:
    'Withdrawal {reference} to {method, select, bank {bank} other {mobile wallet}} ...{ending} cancelled; amount released',
  entryDdrRide: 'DDR level {level} on a ride by {rider}, fare {fare}',
  entryRegionalRide: 'Regional ambassador share of a ride by {rider}, fare {fare}',
  entryCrrRank: 'CRR {rank} bonus',
  entryPayout: 'Payout {reference}',
  entryPayoutPlain: 'Payout',
  entryAdjustment: 'Adjustment: {reason}',

  // The balance card, the same on the wallet page and the statement.
  balanceTitle: 'Your balance',
  balanceAvailable: 'Available',
  balanceHeld: 'Held for requests',
  balancePaidOut: 'Paid out',
  balanceLoading: 'Loading your balance...',
  balanceFailed: 'Failed to load your balance',

  // Withdrawals
  withdrawTitle: 'Withdraw',
  withdrawIntro: 'Minimum {minimum}. Available: {available}.',
  withdrawKyc: 'Withdrawals are available once your KYC is approved.',
  kycState:
    '{status, select, pending {Your documents are being checked; we will e-mail you when we have decided.} rejected {We could not verify your identity: {reason}} other {Verifying your identity takes a few minutes: a photo of your Emirates ID or passport and a selfie.}}',
  kycLink:
    '{status, select, pending {See verification status} rejected {Submit again} other {Verify my identity}}',
  amount: 'Amount (AED)',
  amountEmpty: 'Enter an amount',
  amountInvalid: 'Enter the amount in figures, for example 1,000 or 250.50',
  amountDecimals: 'An amount has at most two decimals',
  method: 'Send to',
  methodBank: 'Bank account (IBAN)',
  methodWallet: 'Mobile wallet',
  accountHolder: 'Account holder',
  iban: 'IBAN',
  phone: 'Mobile wallet number',
  phoneHint: 'A UAE number as you write it ({example}), or any mobile with its country code.',
  // Field errors: English shows the server's own words; these give the Arabic screen its own.
  phoneInvalid: 'Enter a valid mobile number, e.g. {local} or {international}',
  ibanInvalid: 'Enter a valid IBAN (a UAE IBAN has 23 characters)',
  submit: 'Request withdrawal',
  submitting: 'Sending...',
  requested: 'Withdrawal {reference} requested.',
  pendingTitle: 'Pending withdrawal',
  pendingText: '{reference}: {amount} is held until it is processed.',
  cancel: 'Cancel request',
  cancelled: 'Withdrawal request cancelled.',
  cancelFailed: 'Failed to cancel the request',
  requestFailed: 'Failed to request the withdrawal',
  recentWithdrawals: 'Your withdrawals',
  colReference: 'Reference',
  colRequested: 'Requested',
  colStatus: 'Status',
  rejectedBecause: 'Rejected: {reason}',
  // Lines the server stored in English (the dashboard's recent activity, older statement lines),
  // recognised by their pattern so Arabic can word them; English shows the stored line as is.
  storedDdr: 'DDR Level {level} earnings from ride completion',
  storedCrr: 'CRR {rank} rank bonus',
  storedBbr: 'BBR reward: {campaign}',
  storedHlrRetirement: 'HLR loyalty reward (retirement at 55)',
  storedHlrHeir: 'HLR loyalty reward, paid to the heir {heir}',
  storedRegional: 'Regional ambassador share ({country})',
  storedPayout: 'Payout {reference}',
  storedAdjustment: 'Adjustment: {reason}',
  storedWithdrawal:
    'Withdrawal {reference} {action, select, held {held} released {released} other {approved and paid out}}',
  storedOther:
    '{programme, select, ddr {DDR} crr {CRR} bbr {BBR} hlr {HLR} regional {Regional} payout {Payout} withdrawal {Withdrawal} adjustment {Adjustment} other {Wallet}} {type, select, debit {debit} other {credit}}',
} as const;
