/**
 * Days and months in Asia/Dubai (DECISIONS 39): withdrawal limits and the statement's month
 * filter. The UAE keeps UTC+4 all year (no daylight saving), so a fixed offset is exact.
 */
const OFFSET_MS = 4 * 3600_000;

/** [start, end) in UTC ISO strings of the Dubai calendar day holding `at`. */
export function dubaiDay(at: Date): [string, string] {
  const local = new Date(at.getTime() + OFFSET_MS);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return [iso(start - OFFSET_MS), iso(start + 86_400_000 - OFFSET_MS)];
}

/** [start, end) of the Dubai calendar month holding `at`. */
export function dubaiMonthOf(at: Date): [string, string] {
  const local = new Date(at.getTime() + OFFSET_MS);
  return dubaiMonth(local.getUTCFullYear(), local.getUTCMonth() + 1);
}

/** [start, end) of a Dubai calendar month (month 1-12). */
export function dubaiMonth(year: number, month: number): [string, string] {
  const start = Date.UTC(year, month - 1, 1) - OFFSET_MS;
  const end = Date.UTC(year, month, 1) - OFFSET_MS;
  return [iso(start), iso(end)];
}

/** "YYYYMMDD" of the Dubai day holding `at` (withdrawal references). */
export function dubaiDateStamp(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

/** "YYYY-MM" of the Dubai month holding `at` (a Date or an ISO time): the monthly points bucket. */
export function dubaiMonthKey(at: Date | string = new Date()): string {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 7);
}

/** Whole days until the 1st of next Dubai month, at least 1. */
export function daysToNextDubaiMonth(now: Date = new Date()): number {
  const [, end] = dubaiMonthOf(now);
  return Math.max(1, Math.ceil((Date.parse(end) - now.getTime()) / 86_400_000));
}

/** An ISO time as Dubai wall time with its offset: `2026-10-31T03:24:50+04:00` (the CSV). */
export function dubaiIso(at: string): string {
  return `${new Date(Date.parse(at) + OFFSET_MS).toISOString().slice(0, 19)}+04:00`;
}

const iso = (ms: number) => new Date(ms).toISOString();
