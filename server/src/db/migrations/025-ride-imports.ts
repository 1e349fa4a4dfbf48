import type { Kysely } from 'kysely';

/**
 * Ride uploads from the console (issue 30, DECISIONS 49): a job row per uploaded file, its rows
 * staged with what the preview found, and the import's batches, each claimed under a lease so
 * any server process can continue a job and no two take the same batch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ride_import_jobs')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('operator_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    // staging (upload running), ready (previewed), importing, done, failed (upload broke off)
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('rows_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_valid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_error', 'integer', (c) => c.notNull().defaultTo(0))
    // Valid rows whose ride id is already recorded with the same data (seen at preview).
    .addColumn('rows_known', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duplicates', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('conflicts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('batches_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('batches_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('started_by', 'varchar(24)')
    .addColumn('started_at', 'varchar(40)')
    .addColumn('finished_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('ride_import_jobs_status')
    .on('ride_import_jobs')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('ride_import_rows')
    .addColumn('job_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('batch', 'integer', (c) => c.notNull())
    // The cells as given (cut to their column's size), for the preview.
    .addColumn('ride_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('rider', 'varchar(64)', (c) => c.notNull())
    .addColumn('driver', 'varchar(64)', (c) => c.notNull())
    .addColumn('fare', 'varchar(32)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(40)', (c) => c.notNull())
    // What the preview resolved: members' ids and the fare in fils (null on an error).
    .addColumn('rider_id', 'varchar(24)')
    .addColumn('driver_id', 'varchar(24)')
    .addColumn('fare_fils', 'bigint')
    // The preview's finding: null (to import), an error code, or `known` (recorded already).
    .addColumn('problem', 'varchar(24)')
    // JSON detail of a conflict: [{field, recorded, given}].
    .addColumn('detail', 'varchar(1000)')
    // The import's outcome: imported, duplicate, conflict, error (null until its batch ran).
    .addColumn('outcome', 'varchar(12)')
    .addPrimaryKeyConstraint('ride_import_rows_pk', ['job_id', 'line'])
    .execute();
  await db.schema
    .createIndex('ride_import_rows_batch')
    .on('ride_import_rows')
    .columns(['job_id', 'batch'])
    .execute();
  await db.schema
    .createIndex('ride_import_rows_ride')
    .on('ride_import_rows')
    .columns(['job_id', 'ride_id'])
    .execute();

  await db.schema
    .createTable('ride_import_batches')
    .addColumn('job_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('batch', 'integer', (c) => c.notNull())
    // pending, done
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    // The worker holding the batch and until when: another may take it once the lease ran out.
    .addColumn('lease_owner', 'varchar(64)')
    .addColumn('lease_until', 'varchar(40)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ride_import_batches_pk', ['job_id', 'batch'])
    .execute();
  await db.schema
    .createIndex('ride_import_batches_status')
    .on('ride_import_batches')
    .columns(['status', 'job_id', 'batch'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ride_import_batches').execute();
  await db.schema.dropTable('ride_import_rows').execute();
  await db.schema.dropTable('ride_import_jobs').execute();
}
