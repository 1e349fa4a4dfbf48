/** The one formatting module for money, points, dates and ids (issue 8 item 8). */
import { intlLocaleOf, type Language } from '@contract/language';
import { activeLanguage } from '@/i18n/catalogue';

type Formats = {
  aed: (value: number) => string;
  usd: Intl.NumberFormat;
  whole: Intl.NumberFormat;
  date: Intl.DateTimeFormat;
};

const made = new Map<Language, Formats>();

/**
 * The active language's formats (DECISIONS 38): English keeps "AED 1,234.50"; Arabic uses
 * `Intl`'s ar-AE conventions with Latin digits ("1,234.50 د.إ.").
 */
function formats(): Formats {
  const language = activeLanguage();
  let found = made.get(language);
  if (!found) {
    const locale = language === 'ar' ? intlLocaleOf('ar') : 'en-US';
    const two = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    const aedNumber = new Intl.NumberFormat('en-US', two);
    const aedCurrency = new Intl.NumberFormat(locale, {
      ...two,
      style: 'currency',
      currency: 'AED',
    });
    found = {
      aed: language === 'ar' ? (v) => aedCurrency.format(v) : (v) => `AED ${aedNumber.format(v)}`,
      usd: new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
      whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      date: new Intl.DateTimeFormat(language === 'ar' ? locale : 'en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    };
    made.set(language, found);
  }
  return found;
}

const num = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** "AED 1,234.50" — always two decimals. */
export const formatAed = (value: number | null | undefined) => formats().aed(num(value));

/** "$1,234.50" */
export const formatUsd = (value: number | null | undefined) => formats().usd.format(num(value));

/** Points and counts: "12,500". */
export const formatNumber = (value: number | null | undefined) =>
  formats().whole.format(num(value));

/** "22 Nov 2026"; '—' when missing or invalid. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : formats().date.format(d);
}

/** Member ID column of the tree: running row number padded to 3 digits (spec section 2). */
export const padMemberNumber = (n: number) => String(n).padStart(3, '0');

/** Percentage 0–100, capped (spec: progress bars cap at 100%). */
export const clampPercent = (value: number | null | undefined) =>
  Math.min(100, Math.max(0, num(value)));

/** "First Last", or the username, never "undefined". */
export function displayName(p: {
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  username?: string | null;
}): string {
  const full = [p.firstName, p.lastName]
    .filter((s): s is string => !!s && s.trim() !== '')
    .join(' ');
  return full || p.name?.trim() || p.username || 'User';
}
