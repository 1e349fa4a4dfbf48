import type { Kysely } from 'kysely';

/** Filled in by the module that owns these tables. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
