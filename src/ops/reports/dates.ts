/**
 * The report's ranges: Dubai calendar days (UTC+4 all year), written YYYY-MM-DD. Pure, so the
 * quick ranges and checks are tested without a clock.
 */
import { REPORT_MAX_DAYS } from '@contract/ops-reports';

const DAY_MS = 86_400_000;
const OFFSET_MS = 4 * 3_600_000;

export interface Range {
  from: string;
  to: string;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today in Dubai. */
export const dubaiToday = (now = Date.now()) => dayOf(now + OFFSET_MS);

/** Midnight UTC of a real calendar day written YYYY-MM-DD; null otherwise. */
export function dayMs(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) || dayOf(ms) !== date ? null : ms;
}

export type QuickRange = 'last7' | 'last30' | 'thisMonth';

export function quickRange(kind: QuickRange, now = Date.now()): Range {
  const to = dubaiToday(now);
  const end = dayMs(to) ?? 0;
  if (kind === 'thisMonth') return { from: `${to.slice(0, 8)}01`, to };
  return { from: dayOf(end - (kind === 'last7' ? 6 : 29) * DAY_MS), to };
}

/** Days in the range, both ends included (0 when it is not a range). */
export function daysIn(r: Range): number {
  const a = dayMs(r.from);
  const b = dayMs(r.to);
  return a === null || b === null || b < a ? 0 : (b - a) / DAY_MS + 1;
}

export type RangeProblem = 'rangeMissing' | 'rangeOrder' | 'rangeTooLong';

/** What is wrong with a typed range, or null. */
export function rangeProblem(r: Range): RangeProblem | null {
  const a = dayMs(r.from);
  const b = dayMs(r.to);
  if (a === null || b === null) return 'rangeMissing';
  if (b < a) return 'rangeOrder';
  return daysIn(r) > REPORT_MAX_DAYS ? 'rangeTooLong' : null;
}
