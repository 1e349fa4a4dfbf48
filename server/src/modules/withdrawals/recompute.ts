/**
 * What `recompute` checks for withdrawals (DECISIONS 39): the held and withdrawn totals are
 * rebuilt from the ledger's withdrawal entries (a hold not yet released or debited is held; a
 * debited one is withdrawn), and every request's status must match its entries.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

interface Flow {
  memberId: string;
  holdFils: number;
  release: boolean;
  debit: boolean;
}

async function flows(db: Db): Promise<Map<string, Flow>> {
  const { rows } = await sql<{ member_id: string; source_key: string; amount_fils: number }>`
    select member_id, source_key, amount_fils from ledger where programme = 'withdrawal'`.execute(
    db,
  );
  const out = new Map<string, Flow>();
  for (const r of rows) {
    const [, id = '', action] = r.source_key.split(':');
    let f = out.get(id);
    if (!f) out.set(id, (f = { memberId: r.member_id, holdFils: 0, release: false, debit: false }));
    if (action === 'hold') f.holdFils = -r.amount_fils;
    if (action === 'release') f.release = true;
    if (action === 'debit') f.debit = true;
  }
  return out;
}

/** Per member: fils held by pending requests and fils paid out by approved ones. */
export async function withdrawalTotals(
  db: Db,
): Promise<Map<string, { held: number; withdrawn: number }>> {
  const out = new Map<string, { held: number; withdrawn: number }>();
  for (const f of (await flows(db)).values()) {
    let t = out.get(f.memberId);
    if (!t) out.set(f.memberId, (t = { held: 0, withdrawn: 0 }));
    if (f.debit) t.withdrawn += f.holdFils;
    else if (!f.release) t.held += f.holdFils;
  }
  return out;
}

const EXPECTED: Record<string, (f: Flow | undefined) => boolean> = {
  pending: (f) => !!f && !f.release && !f.debit,
  approved: (f) => !!f && !f.release && f.debit,
  paid: (f) => !!f && !f.release && f.debit,
  cancelled: (f) => !!f && f.release && !f.debit,
  rejected: (f) => !!f && f.release && !f.debit,
};

/**
 * Requests whose status disagrees with their ledger entries. These are reported, not fixed:
 * one transaction writes both, so a difference means someone edited a table by hand.
 */
export async function checkWithdrawalStates(db: Db, out: (line: string) => void): Promise<number> {
  const all = await flows(db);
  const rows = await db
    .selectFrom('withdrawals')
    .select(['id', 'reference', 'status', 'amount_fils'])
    .execute();
  let differences = 0;
  for (const w of rows) {
    const f = all.get(w.id);
    const ok = EXPECTED[w.status]?.(f) === true && f?.holdFils === w.amount_fils;
    if (ok) continue;
    differences++;
    if (differences <= 5) {
      out(
        `  withdrawals: ${w.reference} is ${w.status} for ${w.amount_fils} fils but the ledger has ${f ? `a hold of ${f.holdFils}${f.release ? ', a release' : ''}${f.debit ? ', a debit' : ''}` : 'no entries'}`,
      );
    }
  }
  out(
    `withdrawals: ${differences === 0 ? 'no differences' : `${differences} difference(s) found (not changed; check by hand)`}`,
  );
  return differences;
}
