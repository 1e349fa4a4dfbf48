/**
 * Member photos (DECISIONS 16, 37): kept in the database and served under `/uploads/<name>`, the
 * addresses photos always had. Names are 32 random hex characters and an extension, so they
 * cannot be guessed, and a new photo always gets a new name, so an address never changes its
 * bytes (browsers and proxies may keep them for good).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { userNotFound } from '../../lib/errors';
import { hit } from '../../lib/rate-limit';
import type { PreparedPhoto } from './image';
import {
  deleteMemberPhoto,
  findPhoto,
  insertPhoto,
  memberPhotoPath,
  setMemberPhotoPath,
} from './queries';

const NAME_RE = /^[a-f0-9]{32}\.(jpg|jpeg|png|webp|svg)$/;
const PREFIX = 'uploads/';

export const newPhotoName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

/** The stored relative path for a photo name (what `selfieImage` holds). */
export const photoPath = (name: string) => `${PREFIX}${name}`;

/** A strong ETag of the bytes. */
export const etagOf = (bytes: Buffer) =>
  `"${createHash('sha256').update(bytes).digest('base64url')}"`;

/** Counts one upload by the member; 429 past the limit, before any decoding work is done. */
export function countUpload(ctx: AppContext, memberId: string): Promise<void> {
  return hit(ctx.db, {
    key: `photo-member:${memberId}`,
    max: ctx.config.PHOTO_MAX_PER_MEMBER,
    windowSeconds: ctx.config.PHOTO_WINDOW_SECONDS,
    message: 'Too many photo uploads. Please try again later.',
  });
}

/** Stores a photo under a new name and returns its path; `memberId` is its owner. */
export async function storePhoto(
  db: Db,
  memberId: string | null,
  photo: PreparedPhoto,
  now = new Date(),
): Promise<string> {
  const name = newPhotoName(photo.ext);
  await insertPhoto(db, {
    name,
    member_id: memberId,
    content_type: photo.contentType,
    bytes: photo.bytes,
    etag: etagOf(photo.bytes),
    created_at: now.toISOString(),
  });
  return photoPath(name);
}

/**
 * Makes `photo` the member's photo and deletes the one it replaces, in one transaction, so a
 * member never points at a photo that is gone. Returns the new path.
 */
export function setMemberPhoto(
  db: Db,
  memberId: string,
  photo: PreparedPhoto,
  now = new Date(),
): Promise<string> {
  const replace = async (trx: Db) => {
    const member = await memberPhotoPath(trx, memberId);
    if (!member) throw userNotFound();
    const path = await storePhoto(trx, memberId, photo, now);
    await setMemberPhotoPath(trx, memberId, path, now.toISOString());
    const old = member.selfie_image;
    if (old?.startsWith(PREFIX)) await deleteMemberPhoto(trx, old.slice(PREFIX.length), memberId);
    return path;
  };
  // Inside a caller's transaction (the demo seed) it joins that one.
  return db.isTransaction ? replace(db) : db.transaction().execute(replace);
}

/** The photo stored under `name`, or null (also for any name the server would not have made). */
export async function readPhoto(db: Db, name: string) {
  if (!NAME_RE.test(name)) return null;
  return (await findPhoto(db, name)) ?? null;
}
