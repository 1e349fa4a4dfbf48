/**
 * The wallet's wording helpers: labels by value and each statement line worded from the entry's
 * stored fields (DECISIONS 39), in the active language (messages.en.ts / messages.ar.ts).
 * Components that call these also call `useT(walletMessages)`, so a language switch re-renders them.
 */
import type { ReactNode } from 'react';
import type { StatementEntry, StatementProgramme, WithdrawalStatus } from '@contract/wallet';
import { intlLocaleOf, type Language } from '@contract/language';
import { activeLanguage, translate } from '@/i18n/catalogue';
import { formatAed } from '@/lib/format';
import { withLtr } from './bidi';
import { walletMessages } from './messages';
import { storedLine } from './stored-line';

export const programmeLabel = (programme: StatementProgramme): string =>
  translate(walletMessages, 'programme', { programme });

export const statusLabel = (status: WithdrawalStatus): string =>
  translate(walletMessages, 'status', { status });

function withdrawalText(w: NonNullable<StatementEntry['withdrawal']>): ReactNode {
  const values = { method: w.method, reason: w.reason ?? '' };
  const ltr = { reference: w.reference, ending: w.accountEnding };
  if (w.action === 'debit') return withLtr(walletMessages, 'entryWithdrawalPaid', values, ltr);
  if (w.action === 'release') {
    if (w.status !== 'rejected')
      return withLtr(walletMessages, 'entryWithdrawalCancelled', values, ltr);
    return withLtr(
      walletMessages,
      w.reason ? 'entryWithdrawalRejectedBecause' : 'entryWithdrawalRejected',
      values,
      ltr,
    );
  }
  return withLtr(
    walletMessages,
    w.status === 'pending' ? 'entryWithdrawalPending' : 'entryWithdrawal',
    values,
    ltr,
  );
}

/** What an entry was for, in words. */
export function entryText(e: StatementEntry): ReactNode {
  if (e.withdrawal) return withdrawalText(e.withdrawal);
  if ((e.programme === 'ddr' || e.programme === 'regional') && e.ride) {
    return withLtr(
      walletMessages,
      e.programme === 'ddr' ? 'entryDdrRide' : 'entryRegionalRide',
      { level: e.level ?? 1, fare: formatAed(e.ride.fare) },
      { rider: `@${e.ride.riderUsername}` },
    );
  }
  if (e.programme === 'crr' && e.rank)
    return translate(walletMessages, 'entryCrrRank', { rank: e.rank });
  if (e.programme === 'payout') {
    return e.payoutReference
      ? withLtr(walletMessages, 'entryPayout', {}, { reference: e.payoutReference })
      : translate(walletMessages, 'entryPayoutPlain');
  }
  if (e.programme === 'adjustment') {
    // The operator's reason, as written (DECISIONS 49), after the word "Adjustment".
    return translate(walletMessages, 'entryAdjustment', {
      reason: e.description.replace(/^Adjustment: /, ''),
    });
  }
  // Other lines: the one the server stored (worded from its pattern in Arabic).
  return storedLine({
    description: e.description,
    programme: e.programme,
    type: e.amount < 0 ? 'debit' : 'credit',
  });
}

/** "+AED 2.10" / "−AED 60.00": the sign tells credit from debit, not only the colour. */
export function signedAmount(amount: number): string {
  if (amount === 0) return formatAed(0);
  return withSign(amount > 0 ? '+' : '−', formatAed(Math.abs(amount)));
}

/**
 * A sign before a formatted amount. In Arabic the amount opens with a right-to-left mark, which
 * would leave the sign on the far side of the digits ("250.00+"); a left-to-right mark before
 * the sign keeps it beside them ("+250.00 د.إ."), as `Intl` does with `signDisplay`.
 */
export function withSign(sign: '+' | '−', amount: string): string {
  if (activeLanguage() !== 'ar') return `${sign}${amount}`;
  return `\u200f\u200e${sign}${amount.replace(/^\u200f/, '')}`;
}

const dateTimes = new Map<Language, Intl.DateTimeFormat>();

/** When an entry was posted, with the time in Dubai: "20 Nov 2026, 12:00". */
export function formatPosted(iso: string): string {
  const language = activeLanguage();
  let format = dateTimes.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ar' ? intlLocaleOf('ar') : 'en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Dubai',
    });
    dateTimes.set(language, format);
  }
  return format.format(new Date(iso));
}
