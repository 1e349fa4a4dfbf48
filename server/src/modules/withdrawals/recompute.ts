/**
 * What `recompute` checks for withdrawals (DECISIONS 39), one member at a time inside the
 * member's locked transaction: the held and withdrawn totals are rebuilt from the ledger's
 * withdrawal entries (a hold not yet released or debited is held; a debited one is withdrawn),
 * and every request's status must match its entries.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export interface Flow {
  holdFils: number;
  release: boolean;
  debit: boolean;
}

/** The member's withdrawal entries, by request id. */
export async function memberFlows(
  trx: Transaction<Database>,
  memberId: string,
): Promise<Map<string, Flow>> {
  const rows = await trx
    .selectFrom('ledger')
    .select(['source_key', 'amount_fils'])
    .where('member_id', '=', memberId)
    .where('programme', '=', 'withdrawal')
    .execute();
  const out = new Map<string, Flow>();
  for (const r of rows) {
    const [, id = '', action] = r.source_key.split(':');
    let f = out.get(id);
    if (!f) out.set(id, (f = { holdFils: 0, release: false, debit: false }));
    if (action === 'hold') f.holdFils = -r.amount_fils;
    if (action === 'release') f.release = true;
    if (action === 'debit') f.debit = true;
  }
  return out;
}

/** Fils held by pending requests and fils paid out by approved ones. */
export function totalsOfFlows(flows: Map<string, Flow>): { held: number; withdrawn: number } {
  const t = { held: 0, withdrawn: 0 };
  for (const f of flows.values()) {
    if (f.debit) t.withdrawn += f.holdFils;
    else if (!f.release) t.held += f.holdFils;
  }
  return t;
}

const EXPECTED: Record<string, (f: Flow | undefined) => boolean> = {
  pending: (f) => !!f && !f.release && !f.debit,
  approved: (f) => !!f && !f.release && f.debit,
  paid: (f) => !!f && !f.release && f.debit,
  cancelled: (f) => !!f && f.release && !f.debit,
  rejected: (f) => !!f && f.release && !f.debit,
};

const describe = (f: Flow | undefined) =>
  f
    ? `a hold of ${String(f.holdFils)}${f.release ? ', a release' : ''}${f.debit ? ', a debit' : ''}`
    : 'no entries';

/**
 * Requests whose status disagrees with their ledger entries, and entries without a request.
 * These are reported, not fixed: one transaction writes both, so a difference means someone
 * edited a table by hand.
 */
export async function checkMemberWithdrawals(
  trx: Transaction<Database>,
  memberId: string,
  flows: Map<string, Flow>,
  topic: { diff(text: string): void },
): Promise<void> {
  const rows = await trx
    .selectFrom('withdrawals')
    .select(['id', 'reference', 'status', 'amount_fils'])
    .where('member_id', '=', memberId)
    .execute();
  for (const w of rows) {
    const f = flows.get(w.id);
    const ok = EXPECTED[w.status]?.(f) === true && f?.holdFils === w.amount_fils;
    if (!ok) {
      topic.diff(
        `${w.reference} is ${w.status} for ${String(w.amount_fils)} fils but the ledger has ${describe(f)}`,
      );
    }
  }
  const known = new Set(rows.map((w) => w.id));
  for (const [id, f] of flows) {
    if (!known.has(id))
      topic.diff(`the ledger has ${describe(f)} for request ${id}, which does not exist`);
  }
}
