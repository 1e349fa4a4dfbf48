/** Reads and writes of the KYC tables; callers pass the transaction they work in. */
import type { Db } from '../../db/database';
import type { KycImagesTable, KycSubmissionsTable } from './tables';

export const latestSubmission = (db: Db, memberId: string) =>
  db
    .selectFrom('kyc_submissions')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const submissionById = (db: Db, id: string) =>
  db.selectFrom('kyc_submissions').selectAll().where('id', '=', id).executeTakeFirst();

export const imageKindsOf = async (db: Db, submissionId: string) =>
  (
    await db
      .selectFrom('kyc_images')
      .select(['kind', 'width', 'height', 'content_type'])
      .where('submission_id', '=', submissionId)
      .orderBy('kind')
      .execute()
  ).map((r) => ({ kind: r.kind, width: r.width, height: r.height, contentType: r.content_type }));

export const insertSubmission = (db: Db, row: KycSubmissionsTable) =>
  db.insertInto('kyc_submissions').values(row).execute();

/** Stores an image, replacing one of the same kind on the submission. */
export async function putImage(db: Db, row: KycImagesTable): Promise<void> {
  await db
    .deleteFrom('kyc_images')
    .where('submission_id', '=', row.submission_id)
    .where('kind', '=', row.kind)
    .execute();
  await db.insertInto('kyc_images').values(row).execute();
}

export const imageRow = (db: Db, submissionId: string, kind: string) =>
  db
    .selectFrom('kyc_images')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .where('kind', '=', kind)
    .executeTakeFirst();

export const memberForKyc = (db: Db, where: { id: string } | { username: string }) => {
  const q = db
    .selectFrom('members')
    .select([
      'id',
      'username',
      'email',
      'language',
      'kyc_status',
      'kyc_level',
      'role',
      'first_name',
      'last_name',
    ]);
  return (
    'id' in where
      ? q.where('id', '=', where.id)
      : q.where('username_lower', '=', where.username.toLowerCase())
  ).executeTakeFirst();
};
