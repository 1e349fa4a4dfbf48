import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** KYC submissions and their sealed images (DECISIONS 48). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const blob = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('kyc_submissions')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('member_id', 'varchar(24)', (c) => c.notNull().references('members.id'))
    .addColumn('status', 'varchar(12)', (c) =>
      c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('document_type', 'varchar(16)', (c) =>
      c.notNull().check(sql`document_type in ('emirates_id', 'passport', 'operator')`),
    )
    .addColumn('document_expires_on', 'varchar(10)')
    .addColumn('details', blob)
    .addColumn('submitted_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(40)')
    .addColumn('decided_by', 'varchar(80)')
    .addColumn('reason', 'varchar(300)')
    .addColumn('retain_until', 'varchar(40)')
    .execute();
  // The queue (oldest pending first) and a member's latest submission.
  await db.schema
    .createIndex('kyc_submissions_queue')
    .on('kyc_submissions')
    .columns(['status', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('kyc_submissions_member')
    .on('kyc_submissions')
    .columns(['member_id', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('kyc_submissions_retain')
    .on('kyc_submissions')
    .column('retain_until')
    .execute();

  await db.schema
    .createTable('kyc_images')
    .addColumn('submission_id', 'varchar(24)', (c) =>
      c.notNull().references('kyc_submissions.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', (c) =>
      c.notNull().check(sql`kind in ('id_front', 'id_back', 'passport', 'selfie')`),
    )
    .addColumn('image', blob, (c) => c.notNull())
    .addColumn('thumb', blob, (c) => c.notNull())
    .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('kyc_images_pk', ['submission_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kyc_images').execute();
  await db.schema.dropTable('kyc_submissions').execute();
}
