/**
 * `npm run admin -- recompute` (DECISIONS 19): rebuilds points (accumulated and monthly) from
 * the rides, per-member totals from the ledger and team TGP from the tree, then checks ranks;
 * every difference is reported, then fixed. The ledger and the rides stay the truth.
 */
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { recomputeProgrammes } from '../bbr/recompute';
import { checkWithdrawalStates, withdrawalTotals } from '../withdrawals/recompute';
import { credit } from './ledger';
import { evaluateRanks, rankLevel } from './ranks';
import { CRR_RANKS } from './reward-config';
import { emptyDelta, TOTAL_COLUMNS, type TotalsDelta } from './totals';

type Out = (line: string) => void;
const EXAMPLES = 5;

function reporter(out: Out, topic: string) {
  let count = 0;
  return {
    diff(text: string) {
      if (count < EXAMPLES) out(`  ${topic}: ${text}`);
      count++;
    },
    done(): number {
      if (count > EXAMPLES) out(`  ${topic}: … and ${count - EXAMPLES} more`);
      out(`${topic}: ${count === 0 ? 'no differences' : `${count} difference(s) fixed`}`);
      return count;
    },
  };
}

async function sums(db: Db, query: ReturnType<typeof sql<{ k: string; v: number }>>) {
  const { rows } = await query.execute(db);
  return new Map(rows.map((r) => [r.k, r.v]));
}

async function recomputePoints(db: Db, out: Out): Promise<number> {
  const r = reporter(out, 'points');
  const pgp = await sums(
    db,
    sql`select member_id as k, sum(p) as v from (select rider_id as member_id, pgp_points as p from rides union all select driver_id, pgp_points from rides) x group by member_id`,
  );
  const tgp = await sums(
    db,
    sql`select rp.ancestor_id as k, sum(r.tgp_points) as v from rides r join referral_paths rp on rp.descendant_id = r.rider_id and rp.depth <= 4 group by rp.ancestor_id`,
  );
  const members = await db
    .selectFrom('members')
    .select(['id', 'username', 'pgp_total', 'tgp_total'])
    .execute();
  for (const m of members) {
    const p = pgp.get(m.id) ?? 0;
    const t = tgp.get(m.id) ?? 0;
    if (p === m.pgp_total && t === m.tgp_total) continue;
    r.diff(
      `${m.username} PGP ${m.pgp_total / 100} → ${p / 100}, TGP ${m.tgp_total / 100} → ${t / 100}`,
    );
    await db
      .updateTable('members')
      .set({ pgp_total: p, tgp_total: t })
      .where('id', '=', m.id)
      .execute();
  }
  return r.done();
}

async function recomputeMonthly(db: Db, out: Out): Promise<number> {
  const r = reporter(out, 'monthly points');
  const { rows } = await sql<{ member_id: string; month: string; pgp: number; tgp: number }>`
    select member_id, month, sum(pgp) as pgp, sum(tgp) as tgp from (
      select rider_id as member_id, month, pgp_points as pgp, 0 as tgp from rides
      union all select driver_id, month, pgp_points, 0 from rides
      union all select rp.ancestor_id, r.month, 0, r.tgp_points from rides r
        join referral_paths rp on rp.descendant_id = r.rider_id and rp.depth <= 4
    ) x group by member_id, month`.execute(db);
  const want = new Map(rows.map((x) => [`${x.member_id} ${x.month}`, x]));
  const have = await db.selectFrom('monthly_points').selectAll().execute();
  const seen = new Set<string>();
  for (const h of have) {
    const key = `${h.member_id} ${h.month}`;
    seen.add(key);
    const w = want.get(key);
    const pgp = w?.pgp ?? 0;
    const tgp = w?.tgp ?? 0;
    if (pgp === h.pgp && tgp === h.tgp) continue;
    r.diff(`${key} PGP ${h.pgp / 100} → ${pgp / 100}, TGP ${h.tgp / 100} → ${tgp / 100}`);
    await db
      .updateTable('monthly_points')
      .set({ pgp, tgp })
      .where('member_id', '=', h.member_id)
      .where('month', '=', h.month)
      .execute();
  }
  for (const [key, w] of want) {
    if (seen.has(key)) continue;
    r.diff(`${key} missing, PGP ${w.pgp / 100}, TGP ${w.tgp / 100}`);
    await db
      .insertInto('monthly_points')
      .values({ member_id: w.member_id, month: w.month, pgp: w.pgp, tgp: w.tgp })
      .execute();
  }
  return r.done();
}

const COLUMN_OF: Record<string, keyof TotalsDelta> = {
  'ddr 1': 'ddr_l1_fils',
  'ddr 2': 'ddr_l2_fils',
  'ddr 3': 'ddr_l3_fils',
  'ddr 4': 'ddr_l4_fils',
  crr: 'crr_fils',
  bbr: 'bbr_fils',
  hlr: 'hlr_fils',
  regional: 'regional_fils',
  payout: 'payout_fils',
};

async function recomputeTotals(db: Db, out: Out): Promise<number> {
  const r = reporter(out, 'wallet totals');
  const want = new Map<string, TotalsDelta>();
  const of = (id: string) => {
    let d = want.get(id);
    if (!d) want.set(id, (d = emptyDelta()));
    return d;
  };
  const { rows } = await sql<{
    member_id: string;
    programme: string;
    level: number | null;
    v: number;
  }>`
    select member_id, programme, level, sum(amount_fils) as v from ledger group by member_id, programme, level`.execute(
    db,
  );
  for (const x of rows) {
    const col = COLUMN_OF[x.programme === 'ddr' ? `ddr ${x.level ?? 1}` : x.programme];
    if (!col) continue;
    const d = of(x.member_id);
    d[col] += x.programme === 'payout' ? -x.v : x.v;
    if (x.programme === 'ddr') d.ddr_fils += x.v;
  }
  // A member's team TGP: their own TGP plus that of everyone below them.
  const members = await db.selectFrom('members').select(['id', 'tgp_total']).execute();
  for (const m of members) if (m.tgp_total > 0) of(m.id).team_tgp += m.tgp_total;
  const below = await sums(
    db,
    sql`select rp.ancestor_id as k, sum(m.tgp_total) as v from referral_paths rp join members m on m.id = rp.descendant_id group by rp.ancestor_id`,
  );
  for (const [id, v] of below) if (v > 0) of(id).team_tgp += v;
  for (const [id, w] of await withdrawalTotals(db)) {
    of(id).held_fils += w.held;
    of(id).withdrawn_fils += w.withdrawn;
  }

  const have = await db.selectFrom('member_totals').selectAll().execute();
  const ids = new Set([...want.keys(), ...have.map((h) => h.member_id)]);
  const haveBy = new Map(have.map((h) => [h.member_id, h]));
  for (const id of ids) {
    const w = want.get(id) ?? emptyDelta();
    const h = haveBy.get(id);
    const wrong = TOTAL_COLUMNS.filter((c) => (h?.[c] ?? 0) !== w[c]);
    if (wrong.length === 0) continue;
    r.diff(`${id} ${wrong.map((c) => `${c} ${h?.[c] ?? 0} → ${w[c]}`).join(', ')}`);
    await db
      .insertInto('member_totals')
      .values({ member_id: id, ...w })
      .onConflict((oc) => oc.column('member_id').doUpdateSet(w))
      .execute();
  }
  return r.done();
}

async function recomputeRanks(db: Db, out: Out): Promise<number> {
  const r = reporter(out, 'ranks');
  const first = CRR_RANKS[0];
  if (!first) return r.done();
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
    await db.transaction().execute(async (trx) => {
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
  return r.done();
}

export async function recomputeWallet(ctx: AppContext, out: Out): Promise<{ differences: number }> {
  const db = ctx.db;
  let differences = 0;
  differences += await recomputePoints(db, out);
  differences += await recomputeMonthly(db, out);
  differences += await recomputeTotals(db, out);
  differences += await recomputeRanks(db, out);
  differences += await checkWithdrawalStates(db, out);
  const programmes = await recomputeProgrammes(ctx, out);
  differences += programmes.differences;
  out(
    `recompute: ${differences === 0 ? 'everything matches' : `${differences} difference(s) found and fixed`}`,
  );
  return { differences };
}
