/**
 * `POST /api/user/profile/photo` (multipart field `photo`, the signed-in member's own photo) and
 * `GET /uploads/<name>`, the photos from the database with a long cache and an ETag.
 */
import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '../../../../contract/api-paths';
import { PHOTO_FIELD, PHOTO_MAX_BYTES, PROFILE_MESSAGES } from '../../../../contract/profile';
import type { ProfileResponse } from '../../../../contract/user';
import { badRequest } from '../../lib/errors';
import { currentMember, requireMember } from '../accounts/auth-guard';
import { loadUser } from '../accounts/respond';
import { photoTooLarge, preparePhoto } from './image';
import { countUpload, readPhoto, setMemberPhoto } from './service';

const missing = () =>
  badRequest(
    PROFILE_MESSAGES.photoMissing,
    { photo: PROFILE_MESSAGES.photoMissing },
    'PHOTO_MISSING',
  );

/**
 * The bytes of the `photo` part. Other fields and files are read past and ignored (DECISIONS 40);
 * a file over the limit is read to its end before the 413, so the client gets the answer
 * instead of a reset connection.
 */
async function photoBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missing();
  let photo: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === PHOTO_FIELD && !photo) photo = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    // Nothing but the body's parser runs in here: whatever it throws (no boundary, no closing
    // boundary, a cut header...) is a body we cannot read, the client's fault (issue 27).
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    throw missing();
  }
  if (!photo) throw missing();
  return photo;
}

/** The `If-None-Match` header names this ETag (or is `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** `/uploads/<name>`, outside `/api` (registered by the app, before the SPA's catch-all). */
export function servePhotos(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/uploads/:file', async (request, reply) => {
    const photo = await readPhoto(app.ctx.db, request.params.file);
    if (!photo) return reply.status(404).type('text/plain').send('Not found');
    // A name is never reused for other bytes, so the photo may be cached for good.
    void reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', photo.etag);
    if (matches(request.headers['if-none-match'], photo.etag)) return reply.status(304).send();
    return reply.type(photo.content_type).send(photo.bytes);
  });
}

export default async function routes(app: FastifyInstance): Promise<void> {
  // Only this plugin reads multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 4, fields: 20, fieldSize: 4096, parts: 24 },
  });
  app.post(API.profilePhoto, { preHandler: requireMember }, async (request) => {
    const me = currentMember(request);
    // Counted before the body is read, so a malformed body is an attempt too (issue 27).
    try {
      await countUpload(app.ctx, me.id);
    } catch (error) {
      // Read the refused body to its end, so the client gets the 429, not a reset connection.
      request.raw.resume();
      await finished(request.raw).catch(() => undefined);
      throw error;
    }
    const bytes = await photoBytes(request);
    const photo = await preparePhoto(bytes);
    await setMemberPhoto(app.ctx.db, me.id, photo);
    const answer: ProfileResponse = {
      success: true,
      message: PROFILE_MESSAGES.photoUpdated,
      user: await loadUser(app.ctx, me.id),
    };
    return answer;
  });
}
