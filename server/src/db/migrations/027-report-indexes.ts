import type { Kysely } from 'kysely';

/**
 * Reports (issue 30 item 6) read a range of days from each table by its time column; these
 * indexes let a short range read only its rows. The ledger's holds the programme and amount
 * too, so the rewards section is read from the index alone. `rides_completed` exists (003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('members_created').on('members').column('created_at').execute();
  await db.schema
    .createIndex('ledger_posted_programme')
    .on('ledger')
    .columns(['posted_at', 'programme', 'amount_fils'])
    .execute();
  await db.schema
    .createIndex('withdrawal_events_action_at')
    .on('withdrawal_events')
    .columns(['action', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('withdrawal_events_action_at').execute();
  await db.schema.dropIndex('ledger_posted_programme').execute();
  await db.schema.dropIndex('members_created').execute();
}
