/** Reads and writes of the `photos` table. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PhotosTable } from './tables';

type Db = Kysely<Database>;

export function insertPhoto(db: Db, row: PhotosTable) {
  return db.insertInto('photos').values(row).execute();
}

export function findPhoto(db: Db, name: string) {
  return db
    .selectFrom('photos')
    .select(['content_type', 'bytes', 'etag'])
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Only the photo's owner loses it: a name alone never deletes another member's photo. */
export function deleteMemberPhoto(db: Db, name: string, memberId: string) {
  return db
    .deleteFrom('photos')
    .where('name', '=', name)
    .where('member_id', '=', memberId)
    .execute();
}

export function memberPhotoPath(db: Db, memberId: string) {
  return db
    .selectFrom('members')
    .select('selfie_image')
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export function setMemberPhotoPath(db: Db, memberId: string, path: string, now: string) {
  return db
    .updateTable('members')
    .set({ selfie_image: path, updated_at: now })
    .where('id', '=', memberId)
    .execute();
}
