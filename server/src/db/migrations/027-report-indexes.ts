import type { Kysely } from 'kysely';

/**
 * Reports (issue 30 item 6) sum each Dubai day's rows by a range read on the time column:
 * these indexes hold what is summed, so a report reads index entries only (the ledger's also
 * lists its programmes with one seek each). Migration 003's `rides_completed` stays for others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('members_created').on('members').column('created_at').execute();
  await db.schema
    .createIndex('ledger_programme_posted')
    .on('ledger')
    .columns(['programme', 'posted_at', 'amount_fils'])
    .execute();
  await db.schema
    .createIndex('rides_completed_fare')
    .on('rides')
    .columns(['completed_at', 'fare_fils'])
    .execute();
  await db.schema
    .createIndex('withdrawal_events_action_at')
    .on('withdrawal_events')
    .columns(['action', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('withdrawal_events_action_at').execute();
  await db.schema.dropIndex('rides_completed_fare').execute();
  await db.schema.dropIndex('ledger_programme_posted').execute();
  await db.schema.dropIndex('members_created').execute();
}
