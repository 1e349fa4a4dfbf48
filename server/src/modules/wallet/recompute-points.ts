/**
 * `recompute`, points: one member's accumulated and monthly PGP/TGP rebuilt from the rides, in
 * one transaction that holds the member's row lock (PostgreSQL) or the write lock (SQLite).
 * Every ride that moves a member's points updates that member's row in its own transaction,
 * so a ride is either wholly visible here or waits for this repair and adds on top of it.
 */
import { sql, type Transaction } from 'kysely';
import type { DbKind } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Topic } from './recompute-report';

export interface MemberRef {
  id: string;
  username: string;
}

export async function repairPoints(
  trx: Transaction<Database>,
  kind: DbKind,
  m: MemberRef,
  points: Topic,
  monthly: Topic,
): Promise<void> {
  const lockRow = trx
    .selectFrom('members')
    .select(['pgp_total', 'tgp_total'])
    .where('id', '=', m.id);
  const have = await (kind === 'postgres' ? lockRow.forUpdate() : lockRow).executeTakeFirst();
  if (!have) return;
  const { rows } = await sql<{ month: string; pgp: number; tgp: number }>`
    select month, sum(pgp) as pgp, sum(tgp) as tgp from (
      select month, pgp_points as pgp, 0 as tgp from rides where rider_id = ${m.id}
      union all select month, pgp_points, 0 from rides where driver_id = ${m.id}
      union all select r.month, 0, r.tgp_points from referral_paths rp
        join rides r on r.rider_id = rp.descendant_id
        where rp.ancestor_id = ${m.id} and rp.depth between 1 and 4
    ) x group by month`.execute(trx);
  const want = new Map(rows.map((r) => [r.month, { pgp: r.pgp, tgp: r.tgp }]));
  let pgp = 0;
  let tgp = 0;
  for (const w of want.values()) {
    pgp += w.pgp;
    tgp += w.tgp;
  }
  if (pgp !== have.pgp_total || tgp !== have.tgp_total) {
    points.diff(
      `${m.username} PGP ${String(have.pgp_total / 100)} → ${String(pgp / 100)}, TGP ${String(have.tgp_total / 100)} → ${String(tgp / 100)}`,
    );
    await trx
      .updateTable('members')
      .set({ pgp_total: pgp, tgp_total: tgp })
      .where('id', '=', m.id)
      .execute();
  }
  const stored = await trx
    .selectFrom('monthly_points')
    .select(['month', 'pgp', 'tgp'])
    .where('member_id', '=', m.id)
    .execute();
  const months = new Set([...want.keys(), ...stored.map((s) => s.month)]);
  const storedBy = new Map(stored.map((s) => [s.month, s]));
  for (const month of months) {
    const w = want.get(month) ?? { pgp: 0, tgp: 0 };
    const h = storedBy.get(month);
    if (h && h.pgp === w.pgp && h.tgp === w.tgp) continue;
    if (!h && w.pgp === 0 && w.tgp === 0) continue;
    monthly.diff(
      `${m.username} ${month} PGP ${String((h?.pgp ?? 0) / 100)} → ${String(w.pgp / 100)}, TGP ${String((h?.tgp ?? 0) / 100)} → ${String(w.tgp / 100)}`,
    );
    await trx
      .insertInto('monthly_points')
      .values({ member_id: m.id, month, pgp: w.pgp, tgp: w.tgp })
      .onConflict((oc) =>
        oc.columns(['member_id', 'month']).doUpdateSet({ pgp: w.pgp, tgp: w.tgp }),
      )
      .execute();
  }
}
