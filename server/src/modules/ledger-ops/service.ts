/**
 * The ledger desk's rules (DECISIONS 49, four eyes): a finance operator proposes an adjustment,
 * a payout or a ride recorded by hand; it stays pending until a different finance operator
 * approves it (posted exactly once) or rejects it with a note. The proposer never decides their
 * own proposal. Two approvals at once are taken one after the other: the first turns the row
 * from pending to posted (a conditional update; on PostgreSQL the second waits on the row and
 * then finds it decided), and a posting that fails (an overdraft) rolls the decision back.
 * Each action writes one audit row in its transaction.
 */
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { retryOnConflict } from '../../db/retry';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/service';
import { checkPayout, payoutReference } from '../wallet/payout';
import { checkRideInput } from '../wallet/ride-input';
import type { ProposalInput } from './input';
import { assertCovers, postProposal } from './post';
import type { LedgerProposalsTable } from './tables';

export interface LedgerOperator {
  operatorId: string;
  actor: AuditActor;
  ip: string | null;
}

const TARGET = 'ledger_proposal';

async function memberByUsername(ctx: AppContext, username: string, what: string) {
  const m = await ctx.db
    .selectFrom('members')
    .select(['id', 'closed_at'])
    .where('username_lower', '=', username.toLowerCase())
    .executeTakeFirst();
  if (!m) throw notFound(`No member with username '${username}' (${what})`, 'USER_NOT_FOUND');
  if (m.closed_at) throw conflict(`The ${what}'s account is closed; nothing can be posted`);
  return m.id;
}

async function assertNoPendingTwin(
  ctx: AppContext,
  column: 'reference' | 'ride_id',
  value: string,
  kind: string,
): Promise<void> {
  const twin = await ctx.db
    .selectFrom('ledger_proposals')
    .select('id')
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .where(column, '=', value)
    .executeTakeFirst();
  if (twin) throw conflict(`A pending proposal already uses ${value}; decide that one first`);
}

/** The proposal's row from the form's input: names resolved, references made, checks done. */
async function proposalRow(
  ctx: AppContext,
  input: ProposalInput,
): Promise<Omit<LedgerProposalsTable, 'id' | 'kind' | 'status' | 'proposed_by' | 'proposed_at'>> {
  const memberId = await memberByUsername(
    ctx,
    input.member,
    input.kind === 'ride' ? 'rider' : 'member',
  );
  const base = {
    member_id: memberId,
    driver_id: null,
    amount_fils: input.amount,
    direction: null,
    reason: input.reason,
    reference: null,
    ride_id: null,
    completed_at: null,
    decided_by: null,
    decided_at: null,
    note: null,
  };
  if (input.kind === 'adjustment') {
    if (input.direction === 'debit') {
      await ctx.db.transaction().execute((trx) => assertCovers(trx, memberId, input.amount));
    }
    return { ...base, direction: input.direction, reference: input.reference };
  }
  if (input.kind === 'payout') {
    const reference = payoutReference(input.reference);
    await checkPayout(ctx.db, { memberId, amountFils: input.amount, reference });
    const used = await ctx.db
      .selectFrom('ledger')
      .select('seq')
      .where('source_key', '=', `payout:${memberId}:${reference}`)
      .executeTakeFirst();
    if (used) throw conflict(`Payout ${reference} was already recorded; use another reference`);
    await assertNoPendingTwin(ctx, 'reference', reference, 'payout');
    await ctx.db.transaction().execute((trx) => assertCovers(trx, memberId, input.amount));
    return { ...base, reference };
  }
  const driverId = await memberByUsername(ctx, input.driver, 'driver');
  const { rideId, completedAt } = checkRideInput({
    riderId: memberId,
    driverId,
    fareFils: input.amount,
    ...(input.rideId ? { rideId: input.rideId } : {}),
    ...(input.completedAt ? { completedAt: input.completedAt } : {}),
  });
  const ride = await ctx.db
    .selectFrom('rides')
    .select('id')
    .where('id', '=', rideId)
    .executeTakeFirst();
  if (ride) throw conflict(`Ride ${rideId} was already recorded; use another ride ID`);
  await assertNoPendingTwin(ctx, 'ride_id', rideId, 'ride');
  return {
    ...base,
    driver_id: driverId,
    ride_id: rideId,
    completed_at: input.completedAt ? completedAt : null,
  };
}

export async function proposeLedger(
  ctx: AppContext,
  input: ProposalInput,
  op: LedgerOperator,
): Promise<string> {
  const row = await proposalRow(ctx, input);
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('ledger_proposals')
      .values({
        ...row,
        id,
        kind: input.kind,
        status: 'pending',
        proposed_by: op.operatorId,
        proposed_at: new Date().toISOString(),
      })
      .execute();
    await recordAudit(trx, {
      actor: op.actor,
      action: `ledger.propose.${input.kind}`,
      memberId: row.member_id,
      target: { type: TARGET, id },
      fields: ['amount', 'reason', input.kind === 'ride' ? 'ride' : 'reference'],
      ip: op.ip,
    });
  });
  return id;
}

/** Why a decision found nothing to decide: unknown, the proposer's own, or decided already. */
async function refusal(trx: Transaction<Database>, id: string, operatorId: string) {
  const p = await trx
    .selectFrom('ledger_proposals')
    .select(['status', 'proposed_by'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!p) return notFound('Proposal not found');
  if (p.status !== 'pending') return conflict(`This proposal was already ${p.status}`);
  if (p.proposed_by === operatorId) {
    return conflict('You proposed this; a different finance operator must decide it');
  }
  return conflict('This proposal cannot be decided');
}

async function decide(
  trx: Transaction<Database>,
  id: string,
  op: LedgerOperator,
  set: { status: 'posted' | 'rejected'; note: string | null },
): Promise<LedgerProposalsTable> {
  const at = new Date().toISOString();
  const r = await trx
    .updateTable('ledger_proposals')
    .set({ status: set.status, note: set.note, decided_by: op.operatorId, decided_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('proposed_by', '<>', op.operatorId)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw await refusal(trx, id, op.operatorId);
  return trx
    .selectFrom('ledger_proposals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function approveProposal(
  ctx: AppContext,
  id: string,
  op: LedgerOperator,
): Promise<void> {
  await retryOnConflict(() =>
    ctx.db.transaction().execute(async (trx) => {
      const p = await decide(trx, id, op, { status: 'posted', note: null });
      await postProposal(trx, ctx.dbKind, p);
      await recordAudit(trx, {
        actor: op.actor,
        action: `ledger.approve.${p.kind}`,
        memberId: p.member_id,
        target: { type: TARGET, id },
        fields: ['status', 'ledger'],
        ip: op.ip,
      });
    }),
  );
}

export async function rejectProposal(
  ctx: AppContext,
  id: string,
  note: string,
  op: LedgerOperator,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const p = await decide(trx, id, op, { status: 'rejected', note });
    await recordAudit(trx, {
      actor: op.actor,
      action: `ledger.reject.${p.kind}`,
      memberId: p.member_id,
      target: { type: TARGET, id },
      fields: ['status', 'note'],
      ip: op.ip,
    });
  });
}
