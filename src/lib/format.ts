/** The one formatting module for money, points, dates and ids (issue 8 item 8). */

const aed = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dateFmt = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const num = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** "AED 1,234.50" — always two decimals. */
export const formatAed = (value: number | null | undefined) => `AED ${aed.format(num(value))}`;

/** "$1,234.50" */
export const formatUsd = (value: number | null | undefined) => usd.format(num(value));

/** Points and counts: "12,500". */
export const formatNumber = (value: number | null | undefined) => whole.format(num(value));

/** "22 Nov 2026"; '—' when missing or invalid. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : dateFmt.format(d);
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
