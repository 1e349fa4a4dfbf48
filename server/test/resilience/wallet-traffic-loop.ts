/**
 * The wallet traffic itself (issue 26): for a while, rides recorded down a chain of members,
 * withdrawal requests, cancels, approvals and payouts, through the real services. Run by the
 * writer processes (wallet-traffic-writer.ts) and, on its own connections, inside a test.
 */
import pg from 'pg';
import type { AppContext } from '../../src/context';
import { recordPayout } from '../../src/modules/wallet/payout';
import { recordRide } from '../../src/modules/wallet/rides-service';
import { approveWithdrawal } from '../../src/modules/withdrawals/operator';
import { WithdrawalBody } from '../../src/modules/withdrawals/rules';
import { cancelWithdrawal, requestWithdrawal } from '../../src/modules/withdrawals/service';

export interface TrafficOptions {
  chain: string[];
  driver: string;
  durationMs: number;
  /** Names this traffic's rides and payouts. */
  name: string;
  seed: number;
  /** Only some kinds of change (the statement walkers: credits and holds). */
  kinds?: string[];
  /** Changes in flight at once (on PostgreSQL each on its own connection). */
  concurrency?: number;
  /** The members whose withdrawals are asked for, cancelled, approved, paid; all by default. */
  holders?: string[];
}

export type TrafficKind = 'ride' | 'request' | 'cancel' | 'approve' | 'payout';
const ALL: TrafficKind[] = ['ride', 'request', 'cancel', 'approve', 'payout'];

/** Runs the traffic to its end; resolves with its counts of changes (and refusals). */
export async function runTraffic(
  ctx: AppContext,
  o: TrafficOptions,
): Promise<Record<string, number>> {
  const { chain, driver, name } = o;
  const kinds = o.kinds ?? ALL;
  const until = Date.now() + o.durationMs;
  let seed = o.seed;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const pick = <T>(xs: T[]): T => xs[rand(xs.length)] as T;
  const counts: Record<string, number> = {};
  const pendingOf = async (memberId: string) =>
    ctx.db
      .selectFrom('withdrawals')
      .select(['id', 'reference'])
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .executeTakeFirst();

  let n = 0;
  const loop = async (): Promise<void> => {
    while (Date.now() < until) {
      const kind = pick(kinds);
      const member = pick(o.holders ?? chain);
      const id = String(++n);
      try {
        if (kind === 'ride') {
          // Riders low in the chain, so every level above is credited.
          const rider = chain[chain.length - 1 - rand(2)] ?? member;
          await recordRide(ctx.db, {
            rideId: `${name}-${id}`,
            riderId: rider,
            driverId: driver,
            fareFils: 100_00 + rand(400_00),
          });
        } else if (kind === 'request') {
          const input = WithdrawalBody.parse({
            amount: 50 + rand(100),
            method: 'bank',
            accountHolder: 'Traffic Test',
            iban: 'AE070331234567890123456',
          });
          await requestWithdrawal(ctx, member, input);
        } else if (kind === 'cancel') {
          const w = await pendingOf(member);
          if (w) await cancelWithdrawal(ctx, member, w.id);
        } else if (kind === 'approve') {
          const w = await pendingOf(member);
          if (w) await approveWithdrawal(ctx, w.reference, 'operator:traffic');
        } else {
          await recordPayout(ctx.db, {
            memberId: member,
            amountFils: 1_00 + rand(5_00),
            reference: `${name}-PO-${id}`,
          });
        }
        counts[kind] = (counts[kind] ?? 0) + 1;
      } catch (error) {
        // Refusals are part of the traffic (a balance too low, one pending already, a request
        // approved by another writer first); anything else fails the run.
        const status = (error as { statusCode?: number }).statusCode;
        if (status === undefined || status >= 500) throw error;
        counts.refused = (counts.refused ?? 0) + 1;
      }
      // SQLite's calls complete at once: without this a loop never lets the process's timers
      // (a reader walking beside it in a test) run.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all(Array.from({ length: o.concurrency ?? 1 }, loop));
  return counts;
}

/**
 * PostgreSQL, tests only: after each ledger insert the transaction waits up to `maxMs` (a
 * random share, so transactions overtake each other) before it goes on to commit. The insert
 * draws the entries' posting numbers, so this widens the window between numbering and commit
 * that a statement cursor must never see into (DECISIONS 45): with the numbers drawn under the
 * member's lock, later numbers still commit later; drawn before it, a later number can commit
 * first and a reader's walk skips the earlier one. Applies to every pg client of the process;
 * returns the undo.
 */
export function waitAfterNumbering(maxMs: number): () => void {
  type Query = (this: pg.Client, ...args: unknown[]) => Promise<unknown>;
  const proto = pg.Client.prototype as unknown as { query: Query };
  const query = proto.query;
  proto.query = async function (this: pg.Client, ...args: unknown[]) {
    const result = await query.apply(this, args);
    if (typeof args[0] === 'string' && args[0].startsWith('insert into "ledger"'))
      await query.call(this, 'select pg_sleep($1)', [(Math.random() * maxMs) / 1000]);
    return result;
  };
  return () => {
    proto.query = query;
  };
}
