/**
 * English words for a statement line, for the CSV file (the SPA words its own lines from the
 * same stored fields, in its catalogue).
 */
import type { StatementEntry } from '../../../../contract/wallet';

const aed = (n: number) =>
  `AED ${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const METHOD = { bank: 'bank', wallet: 'mobile wallet' } as const;

export function entryWords(e: StatementEntry): string {
  const w = e.withdrawal;
  if (w) {
    const to = `Withdrawal ${w.reference} to ${METHOD[w.method]} ...${w.accountEnding}`;
    if (w.action === 'release') {
      return w.status === 'rejected'
        ? `${to} rejected${w.reason ? `: ${w.reason}` : ''}, amount released`
        : `${to} cancelled, amount released`;
    }
    return w.action === 'debit' ? `${to} approved and paid out` : to;
  }
  if (e.programme === 'ddr' && e.ride) {
    return `DDR level ${e.level ?? 1} on a ride by @${e.ride.riderUsername}, fare ${aed(e.ride.fare)}`;
  }
  if (e.programme === 'crr' && e.rank) return `CRR ${e.rank} bonus`;
  if (e.programme === 'payout' && e.payoutReference) return `Payout ${e.payoutReference}`;
  if (e.programme === 'regional' && e.ride) {
    return `Regional ambassador share of a ride by @${e.ride.riderUsername}, fare ${aed(e.ride.fare)}`;
  }
  return e.description;
}
