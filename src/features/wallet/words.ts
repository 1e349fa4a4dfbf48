/**
 * Every visible string of the wallet's statement and withdrawals, in one module: an Arabic
 * catalogue can replace it later. Lines are worded here from each entry's stored fields.
 */
import type {
  StatementEntry,
  StatementProgramme,
  WithdrawalMethod,
  WithdrawalStatus,
} from '@contract/wallet';
import { formatAed } from '@/lib/format';

export const PROGRAMME_LABEL: Record<StatementProgramme, string> = {
  ddr: 'DDR',
  crr: 'CRR',
  bbr: 'BBR',
  hlr: 'HLR',
  regional: 'Regional',
  payout: 'Payout',
  withdrawal: 'Withdrawal',
};

export const METHOD_LABEL: Record<WithdrawalMethod, string> = {
  bank: 'bank',
  wallet: 'mobile wallet',
};

export const STATUS_LABEL: Record<WithdrawalStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const t = {
  statementTitle: 'Wallet statement',
  statementSubtitle: 'Every credit and debit of your wallet, newest first',
  statementLink: 'View statement',
  loading: 'Loading statement...',
  loadFailed: 'Failed to load statement',
  empty: 'No entries for these filters.',
  programmeFilter: 'Programme',
  allProgrammes: 'All programmes',
  monthFilter: 'Month',
  clearMonth: 'All months',
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
  rideDetail: 'Ride details',
  showRide: 'Details',
  fare: 'Fare',
  rewardsAmount: 'Rewards amount (15% of the fare)',
  yourShare: 'Your share',
  shareRule: (level: number, pct: number) => `Level ${level}: ${pct}% of the rewards amount`,
  rider: 'Rider',
  // Withdrawals
  withdrawTitle: 'Withdraw',
  withdrawIntro: (min: number, available: number) =>
    `Minimum ${formatAed(min)}. Available: ${formatAed(available)}.`,
  withdrawKyc: 'Withdrawals are available once your KYC is approved.',
  amount: 'Amount (AED)',
  method: 'Send to',
  methodBank: 'Bank account (IBAN)',
  methodWallet: 'Mobile wallet',
  accountHolder: 'Account holder',
  iban: 'IBAN',
  phone: 'Mobile wallet number',
  phoneHint: 'A UAE number as you write it (050 123 4567), or any mobile with its country code.',
  submit: 'Request withdrawal',
  submitting: 'Sending...',
  requested: (ref: string) => `Withdrawal ${ref} requested.`,
  pendingTitle: 'Pending withdrawal',
  pendingText: (ref: string, amount: number) =>
    `${ref}: ${formatAed(amount)} is held until it is processed.`,
  cancel: 'Cancel request',
  cancelled: 'Withdrawal request cancelled.',
  cancelFailed: 'Failed to cancel the request',
  requestFailed: 'Failed to request the withdrawal',
  recentWithdrawals: 'Your withdrawals',
  colReference: 'Reference',
  colRequested: 'Requested',
  colStatus: 'Status',
  rejectedBecause: (reason: string) => `Rejected: ${reason}`,
} as const;

const to = (w: NonNullable<StatementEntry['withdrawal']>) =>
  `Withdrawal ${w.reference} to ${METHOD_LABEL[w.method]} ...${w.accountEnding}`;

/** What an entry was for, in words. */
export function entryText(e: StatementEntry): string {
  const w = e.withdrawal;
  if (w) {
    if (w.action === 'debit') return `${to(w)} approved and paid out`;
    if (w.action === 'release') {
      return w.status === 'rejected'
        ? `${to(w)} rejected${w.reason ? ` (${w.reason})` : ''}; amount released`
        : `${to(w)} cancelled; amount released`;
    }
    return w.status === 'pending' ? `${to(w)} (pending)` : to(w);
  }
  if (e.programme === 'ddr' && e.ride) {
    return `DDR level ${e.level ?? 1} on a ride by @${e.ride.riderUsername}, fare ${formatAed(e.ride.fare)}`;
  }
  if (e.programme === 'regional' && e.ride) {
    return `Regional ambassador share of a ride by @${e.ride.riderUsername}, fare ${formatAed(e.ride.fare)}`;
  }
  if (e.programme === 'crr' && e.rank) return `CRR ${e.rank} bonus`;
  if (e.programme === 'payout') return `Payout ${e.payoutReference ?? ''}`.trim();
  return e.description;
}

/** "+AED 2.10" / "−AED 60.00": the sign tells credit from debit, not only the colour. */
export function signedAmount(amount: number): string {
  if (amount === 0) return formatAed(0);
  return `${amount > 0 ? '+' : '−'}${formatAed(Math.abs(amount))}`;
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Dubai',
});
export const formatPosted = (iso: string) => dateTime.format(new Date(iso));
