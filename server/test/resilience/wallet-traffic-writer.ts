/**
 * Child process for the wallet-under-traffic tests (issue 26): for DURATION_MS it records
 * rides down a chain of members, asks for withdrawals, cancels, approves and records payouts,
 * through the real services, as a second server process would. Prints one JSON line of counts.
 */
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { recordPayout } from '../../src/modules/wallet/payout';
import { recordRide } from '../../src/modules/wallet/rides-service';
import { approveWithdrawal } from '../../src/modules/withdrawals/operator';
import { WithdrawalBody } from '../../src/modules/withdrawals/rules';
import { cancelWithdrawal, requestWithdrawal } from '../../src/modules/withdrawals/service';
import { MemoryMailer } from '../harness';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = openDatabase(config.database);
const app = await buildApp({
  config,
  database,
  mailer: new MemoryMailer(),
  serveStatic: false,
  logger: false,
});
const ctx = app.ctx;
const chain = (process.env.CHAIN ?? '').split(',');
const driver = process.env.DRIVER_ID ?? '';
const until = Date.now() + Number(process.env.DURATION_MS ?? 5000);
const name = process.env.WRITER ?? 'w';
// Only some kinds of change, for the statement walkers: credits and holds.
const kinds = (process.env.KINDS ?? 'ride,request,cancel,approve,payout').split(',');
let seed = Number(process.env.SEED ?? 1);
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
async function loop(): Promise<void> {
  while (Date.now() < until) {
    const kind = pick(kinds);
    const member = pick(chain);
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
      // approved by the other process first); anything else fails the test.
      const status = (error as { statusCode?: number }).statusCode;
      if (status === undefined || status >= 500) throw error;
      counts.refused = (counts.refused ?? 0) + 1;
    }
  }
}
// Several changes in flight at once (on PostgreSQL each on its own connection).
await Promise.all(Array.from({ length: Number(process.env.CONCURRENCY ?? 1) }, loop));
process.stdout.write(`${JSON.stringify(counts)}\n`);
await app.close();
await database.close();
