/**
 * The member's statement (DECISIONS 39): ledger pages with each entry's stored fields, the
 * ride behind a ride's credit and the withdrawal behind a withdrawal's entry, so the SPA words
 * every line itself (in either language).
 */
import type {
  StatementEntry,
  StatementProgramme,
  StatementWithdrawal,
  WithdrawalMethod,
  WithdrawalStatus,
} from '../../../../contract/wallet';
import type { Db } from '../../db/database';
import { dubaiMonth } from '../../lib/dubai-time';
import { decodeCursor, encodeCursor, type StatementCursor } from './statement-cursor';
import { ledgerPage, type LedgerPageRow, type StatementFilter } from './statement-query';
import { toAed } from './money';
import { CRR_RANKS, DDR_LEVELS_PCT } from './reward-config';

export interface StatementOptions {
  programme?: StatementProgramme | undefined;
  /** YYYY-MM */
  month?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

export interface StatementPage {
  entries: StatementEntry[];
  nextCursor: string | null;
}

export function statementFilter(o: Pick<StatementOptions, 'programme' | 'month'>): StatementFilter {
  const [y, m] = (o.month ?? '').split('-').map(Number);
  return {
    programme: o.programme,
    range: o.month && y && m ? dubaiMonth(y, m) : undefined,
  };
}

export async function statementPage(
  db: Db,
  secret: string,
  memberId: string,
  o: StatementOptions,
): Promise<StatementPage> {
  const cursor = o.cursor ? decodeCursor(secret, memberId, o.cursor) : null;
  const { rows, next } = await rawPage(db, memberId, statementFilter(o), o.limit, cursor);
  return {
    entries: await describeRows(db, rows),
    nextCursor: next ? encodeCursor(secret, memberId, next) : null,
  };
}

/** One page plus where the next one starts (null on the last page). */
export async function rawPage(
  db: Db,
  memberId: string,
  filter: StatementFilter,
  limit: number,
  cursor: StatementCursor | null,
): Promise<{ rows: LedgerPageRow[]; next: StatementCursor | null }> {
  const rows = await ledgerPage(db, memberId, filter, limit + 1, cursor);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  const next =
    more && last
      ? { beforeSeq: last.seq, balanceFils: last.balanceAfterFils - last.amountFils }
      : null;
  return { rows: page, next };
}

interface WithdrawalRow {
  id: string;
  reference: string;
  method: string;
  iban: string | null;
  phone: string | null;
  status: string;
  reason: string | null;
  created_at: string;
}

/** Adds the rides and withdrawals behind a page's rows (two indexed look-ups per page). */
export async function describeRows(db: Db, rows: LedgerPageRow[]): Promise<StatementEntry[]> {
  const rideIds = [...new Set(rows.map((r) => r.rideId).filter((x): x is string => !!x))];
  const withdrawalIds = [
    ...new Set(rows.filter((r) => r.programme === 'withdrawal').map((r) => keyPart(r, 1))),
  ];
  const rides = rideIds.length
    ? await db
        .selectFrom('rides')
        .innerJoin('members', 'members.id', 'rides.rider_id')
        .select([
          'rides.id',
          'rides.fare_fils',
          'rides.rewards_fils',
          'rides.completed_at',
          'members.username',
        ])
        .where('rides.id', 'in', rideIds)
        .execute()
    : [];
  const withdrawals: WithdrawalRow[] = withdrawalIds.length
    ? await db
        .selectFrom('withdrawals')
        .select(['id', 'reference', 'method', 'iban', 'phone', 'status', 'reason', 'created_at'])
        .where('id', 'in', withdrawalIds)
        .execute()
    : [];
  const rideBy = new Map(rides.map((r) => [r.id, r]));
  const wdBy = new Map(withdrawals.map((w) => [w.id, w]));
  return rows.map((r) => {
    const ride = r.rideId ? rideBy.get(r.rideId) : undefined;
    const wd = r.programme === 'withdrawal' ? wdBy.get(keyPart(r, 1)) : undefined;
    const pct = r.programme === 'ddr' && r.level ? DDR_LEVELS_PCT[r.level - 1] : undefined;
    return {
      id: String(r.seq),
      postedAt: r.postedAt,
      programme: r.programme as StatementProgramme,
      amount: toAed(r.amountFils),
      balanceAfter: toAed(r.balanceAfterFils),
      level: r.level,
      percentage: pct ?? null,
      ride: ride
        ? {
            id: ride.id,
            riderUsername: ride.username,
            fare: toAed(ride.fare_fils),
            rewardsAmount: toAed(ride.rewards_fils),
            completedAt: ride.completed_at,
          }
        : null,
      rank: r.programme === 'crr' ? rankOf(keyPart(r, 2)) : null,
      payoutReference:
        r.programme === 'payout' ? r.sourceKey.split(':').slice(2).join(':') || null : null,
      withdrawal: wd ? withdrawalOf(wd, keyPart(r, 2)) : null,
      description: r.description,
    };
  });
}

/** The n-th ':' part of the source key (`withdrawal:<id>:<action>`, `crr:<member>:<rank>`). */
const keyPart = (r: LedgerPageRow, n: number) => r.sourceKey.split(':')[n] ?? '';

function rankOf(key: string): string | null {
  return CRR_RANKS.find((rule) => rule.name.toLowerCase() === key)?.name ?? null;
}

export function accountEnding(w: { iban: string | null; phone: string | null }): string {
  return (w.iban ?? w.phone ?? '').slice(-4);
}

function withdrawalOf(w: WithdrawalRow, action: string): StatementWithdrawal {
  return {
    reference: w.reference,
    method: w.method as WithdrawalMethod,
    accountEnding: accountEnding(w),
    status: w.status as WithdrawalStatus,
    action: action === 'release' ? 'release' : action === 'debit' ? 'debit' : 'hold',
    reason: w.reason,
    requestedAt: w.created_at,
  };
}
