import type { Kysely } from 'kysely';

/**
 * Issue 30 (DECISIONS 39, 49): operators' ledger postings under four eyes.
 * `member_totals.adjustment_fils`: the signed sum of a member's adjustments (programme
 * `adjustment`), part of the available balance and never of the lifetime earned total.
 * `ledger_proposals`: an adjustment, a payout or a hand-recorded ride proposed by one finance
 * operator, pending until a different one approves (posted once) or rejects it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('member_totals')
    .addColumn('adjustment_fils', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('ledger_proposals')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    // The member whose wallet moves: the adjusted or paid member, or a ride's rider.
    .addColumn('member_id', 'varchar(24)', (c) => c.notNull().references('members.id'))
    .addColumn('driver_id', 'varchar(24)', (c) => c.references('members.id'))
    // Fils, positive; `direction` says credit or debit for an adjustment.
    .addColumn('amount_fils', 'bigint', (c) => c.notNull())
    .addColumn('direction', 'varchar(8)')
    .addColumn('reason', 'varchar(300)', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)')
    .addColumn('ride_id', 'varchar(64)')
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('proposed_by', 'varchar(24)', (c) => c.notNull().references('operators.id'))
    .addColumn('proposed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('decided_by', 'varchar(24)', (c) => c.references('operators.id'))
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('note', 'varchar(300)')
    .execute();
  await db.schema
    .createIndex('ledger_proposals_status')
    .on('ledger_proposals')
    .columns(['status', 'proposed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_proposals').execute();
  await db.schema.alterTable('member_totals').dropColumn('adjustment_fils').execute();
}
