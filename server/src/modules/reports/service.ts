/**
 * Reports (issue 30 item 6): per Dubai day of a range, new members, rides and fares, rewards
 * credited per programme and withdrawals requested, paid and rejected. Computed from the tables
 * at each request, never stored, so they always agree with the ledger.
 */
import {
  REPORT_MAX_DAYS,
  REPORT_PROGRAMMES,
  type OpsReport,
  type ReportDayFigures,
  type ReportFigures,
} from '../../../../contract/ops-reports';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { filsToAed } from '../../../../contract/money';
import {
  newMembersByDay,
  rewardProgrammes,
  rewardsByDay,
  ridesByDay,
  withdrawalsByDay,
  type DayBounds,
} from './queries';

const DAY_MS = 86_400_000;
const OFFSET_MS = 4 * 3_600_000;

/** Midnight UTC of a YYYY-MM-DD that names a real calendar day; null otherwise. */
function dayMs(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : null;
}

export interface ReportRange {
  from: string;
  to: string;
  /** Every Dubai day of the range, in order, with its UTC bounds. */
  days: DayBounds[];
}

/** The Dubai days `from`..`to` (both included) and their UTC bounds; 400 when not a range. */
export function reportRange(from: string, to: string): ReportRange {
  const a = dayMs(from);
  const b = dayMs(to);
  const errors: Record<string, string> = {};
  if (a === null) errors.from = 'from must be a date YYYY-MM-DD';
  if (b === null) errors.to = 'to must be a date YYYY-MM-DD';
  if (a === null || b === null) throw badRequest('The report needs a valid date range', errors);
  if (b < a)
    throw badRequest('The range ends before it starts', { to: 'to must not be before from' });
  const count = (b - a) / DAY_MS + 1;
  if (count > REPORT_MAX_DAYS) {
    throw badRequest(`A report covers at most ${String(REPORT_MAX_DAYS)} days`, {
      to: `The range is at most ${String(REPORT_MAX_DAYS)} days`,
    });
  }
  const days = Array.from({ length: count }, (_, i) => {
    const midnight = a + i * DAY_MS;
    return {
      day: new Date(midnight).toISOString().slice(0, 10),
      start: new Date(midnight - OFFSET_MS).toISOString(),
      end: new Date(midnight + DAY_MS - OFFSET_MS).toISOString(),
    };
  });
  return { from, to, days };
}

interface Fils {
  newMembers: number;
  rides: number;
  fareFils: number;
  rewardFils: Map<string, number>;
  withdrawals: Record<'requested' | 'paid' | 'rejected', { count: number; fils: number }>;
}

const emptyFils = (): Fils => ({
  newMembers: 0,
  rides: 0,
  fareFils: 0,
  rewardFils: new Map(),
  withdrawals: {
    requested: { count: 0, fils: 0 },
    paid: { count: 0, fils: 0 },
    rejected: { count: 0, fils: 0 },
  },
});

const figures = (f: { count: number; fils: number }): ReportFigures => ({
  count: f.count,
  total: filsToAed(f.fils),
});

function toAed(f: Fils, programmes: readonly string[]): ReportDayFigures {
  return {
    newMembers: f.newMembers,
    rides: f.rides,
    fares: filsToAed(f.fareFils),
    rewards: Object.fromEntries(programmes.map((p) => [p, filsToAed(f.rewardFils.get(p) ?? 0)])),
    withdrawals: {
      requested: figures(f.withdrawals.requested),
      paid: figures(f.withdrawals.paid),
      rejected: figures(f.withdrawals.rejected),
    },
  };
}

function isAction(a: string): a is keyof Fils['withdrawals'] {
  return a === 'requested' || a === 'paid' || a === 'rejected';
}

export async function buildReport({ db }: { db: Db }, range: ReportRange): Promise<OpsReport> {
  const days = range.days;
  const found = rewardProgrammes(db);
  const [members, rides, rewards, withdrawals, inLedger] = await Promise.all([
    newMembersByDay(db, days),
    ridesByDay(db, days),
    found.then((programmes) => rewardsByDay(db, days, programmes)),
    withdrawalsByDay(db, days),
    found,
  ]);
  const byDay = new Map(days.map((d) => [d.day, emptyFils()]));
  const total = emptyFils();
  const at = (day: string) => byDay.get(day);
  for (const r of members) {
    const d = at(r.day);
    if (!d) continue;
    d.newMembers += r.count;
    total.newMembers += r.count;
  }
  for (const r of rides) {
    const d = at(r.day);
    if (!d) continue;
    d.rides += r.count;
    d.fareFils += r.fils;
    total.rides += r.count;
    total.fareFils += r.fils;
  }
  for (const r of rewards) {
    const d = at(r.day);
    if (!d) continue;
    d.rewardFils.set(r.programme, (d.rewardFils.get(r.programme) ?? 0) + r.fils);
    total.rewardFils.set(r.programme, (total.rewardFils.get(r.programme) ?? 0) + r.fils);
  }
  for (const r of withdrawals) {
    const d = at(r.day);
    if (!d || !isAction(r.action)) continue;
    for (const f of [d.withdrawals[r.action], total.withdrawals[r.action]]) {
      f.count += r.count;
      f.fils += r.fils;
    }
  }
  const known: readonly string[] = REPORT_PROGRAMMES;
  // Every other programme the ledger holds gets a column, so a range's columns do not depend
  // on what happened in it.
  const others = inLedger.filter((p) => !known.includes(p)).sort();
  const programmes = [...known, ...others];
  return {
    from: range.from,
    to: range.to,
    programmes,
    days: days.map(({ day }) => ({
      date: day,
      ...toAed(byDay.get(day) ?? emptyFils(), programmes),
    })),
    totals: toAed(total, programmes),
  };
}
