/**
 * `npm run admin -- recompute` (DECISIONS 19, 44): rebuilds points (accumulated and monthly)
 * from the rides, per-member totals from the ledger and team TGP from the tree, then checks
 * ranks and the other programmes. Safe while the server serves: each member is checked and
 * repaired in its own transaction holding what the writers hold (recompute-points.ts,
 * recompute-totals.ts), retried when PostgreSQL picks it as a deadlock's victim. Every
 * difference is reported; points and totals are fixed, withdrawal differences only reported,
 * and a ledger balance below zero is an error.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { retryOnConflict } from '../../db/retry';
import type { Database } from '../../db/schema';
import type { Transaction } from 'kysely';
import { recomputeProgrammes } from '../bbr/recompute';
import { credit } from './ledger';
import { evaluateRanks, rankLevel } from './ranks';
import { repairPoints, type MemberRef } from './recompute-points';
import { RecomputeReport, type Topic } from './recompute-report';
import { repairTotals } from './recompute-totals';
import { CRR_RANKS } from './reward-config';

type Out = (line: string) => void;

/** One member's step in its own transaction, run again when PostgreSQL picks it as a victim. */
const perMember = (db: Db, step: (trx: Transaction<Database>) => Promise<void>) =>
  retryOnConflict(() => db.transaction().execute(step));

async function recomputeRanks(db: Db, r: Topic): Promise<void> {
  const first = CRR_RANKS[0];
  if (!first) return;
  const now = new Date().toISOString();
  const members = await db
    .selectFrom('members')
    .select(['id', 'username', 'crr_rank', 'crr_rank_at'])
    .where((eb) =>
      eb.or([
        eb('crr_rank', '<>', 'None'),
        eb.and([eb('pgp_total', '>=', first.pgp * 100), eb('tgp_total', '>=', first.tgp * 100)]),
      ]),
    )
    .execute();
  for (const m of members) {
    await perMember(db, async (trx) => {
      // Bonuses of ranks already held are paid once; a missing one is credited now.
      for (const rule of CRR_RANKS.slice(0, rankLevel(m.crr_rank))) {
        const written = await credit(trx, {
          memberId: m.id,
          programme: 'crr',
          amountFils: rule.rewardAed * 100,
          sourceKey: `crr:${m.id}:${rule.name.toLowerCase()}`,
          description: `CRR ${rule.name} rank bonus`,
          createdAt: m.crr_rank_at ?? now,
        });
        if (written) r.diff(`${m.username} was missing the ${rule.name} bonus`);
      }
      for (const c of await evaluateRanks(trx, [m.id], now)) {
        r.diff(`${m.username} reaches ${c.to} (was ${c.from})`);
      }
    });
  }
}

export interface RecomputeResult {
  /** Everything found: repaired, reported and errors. */
  differences: number;
  repaired: number;
  reported: number;
  errors: string[];
}

export async function recomputeWallet(ctx: AppContext, out: Out): Promise<RecomputeResult> {
  const { db, dbKind } = ctx;
  const report = new RecomputeReport(out);
  const members: MemberRef[] = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .orderBy('id')
    .execute();
  // Points first: team TGP below is built from the (repaired) points.
  const points = report.topic('points');
  const monthly = report.topic('monthly points');
  for (const m of members) {
    await perMember(db, (trx) => repairPoints(trx, dbKind, m, points, monthly));
  }
  points.done();
  monthly.done();
  const topics = {
    totals: report.topic('wallet totals'),
    withdrawals: report.topic('withdrawals', 'reported'),
  };
  for (const m of members) {
    await perMember(db, (trx) => repairTotals(trx, dbKind, m, topics, report));
  }
  topics.totals.done();
  const ranks = report.topic('ranks');
  await recomputeRanks(db, ranks);
  ranks.done();
  topics.withdrawals.done();
  const programmes = await recomputeProgrammes(ctx, out);
  report.repaired += programmes.repaired;
  report.reported += programmes.reported;
  report.finish();
  return {
    differences: report.differences,
    repaired: report.repaired,
    reported: report.reported,
    errors: report.errors,
  };
}
