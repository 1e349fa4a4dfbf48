/**
 * The member's KYC calls (DECISIONS 48): `GET /api/kyc` (their status), `POST /api/kyc`
 * (multipart: the document's fields and its images) and their own thumbnails. Images are never
 * served anywhere else: no `/uploads` path, no public address, `no-store` for the member's own.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API } from '../../../../contract/api-paths';
import {
  KYC_IMAGE_FIELD,
  KYC_IMAGE_MAX_BYTES,
  KYC_MESSAGES,
  kycFieldsSchema,
  type KycImageKind,
  type KycStatusResponse,
  type KycSubmittedResponse,
} from '../../../../contract/kyc';
import { badRequest } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { hit } from '../../lib/rate-limit';
import { currentMember, requireMember } from '../accounts/auth-guard';
import { kycImageTooLarge } from './images';
import { readOwnThumb } from './own-images';
import { kycStateFor } from './state';
import { submitKyc, type KycUploads } from './submit';

const KIND_OF_FIELD = new Map(
  Object.entries(KYC_IMAGE_FIELD).map(([kind, field]) => [field, kind as KycImageKind]),
);

/** The text fields and the image files of the form; unknown parts are read past (DECISIONS 40). */
async function readForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(KYC_MESSAGES.imageMissing);
  const fields: Record<string, string> = {};
  const uploads: KycUploads = {};
  let part = '';
  try {
    for await (const p of request.parts()) {
      part = p.fieldname;
      if (p.type === 'field') {
        if (typeof p.value === 'string') fields[p.fieldname] = p.value;
        continue;
      }
      const kind = KIND_OF_FIELD.get(p.fieldname);
      if (kind && !uploads[kind]) uploads[kind] = await p.toBuffer();
      else p.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw kycImageTooLarge(part);
    if (typeof code === 'string' && code.startsWith('FST_'))
      throw badRequest(KYC_MESSAGES.imageMissing);
    throw error;
  }
  return { fields, uploads };
}

export const ImageParams = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'No such KYC submission'),
  kind: z.enum(['id_front', 'id_back', 'passport', 'selfie'], 'No such KYC image'),
});

export default async function kycRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: KYC_IMAGE_MAX_BYTES, files: 4, fields: 20, fieldSize: 4096, parts: 24 },
  });
  const auth = { preHandler: requireMember };

  app.get(API.kyc, auth, async (request) => {
    const answer: KycStatusResponse = {
      success: true,
      kyc: await kycStateFor(app.ctx.db, currentMember(request).id),
    };
    return answer;
  });

  app.post(API.kyc, auth, async (request, reply) => {
    const me = currentMember(request).id;
    const { fields, uploads } = await readForm(request);
    const input = parseInput(kycFieldsSchema(), fields);
    await hit(app.ctx.db, {
      key: `kyc-member:${me}`,
      max: app.ctx.config.PHOTO_MAX_PER_MEMBER,
      windowSeconds: app.ctx.config.PHOTO_WINDOW_SECONDS,
      message: 'Too many uploads. Please try again later.',
    });
    const kyc = await submitKyc(app.ctx, me, input, uploads, request.ip);
    const answer: KycSubmittedResponse = { success: true, message: KYC_MESSAGES.submitted, kyc };
    return reply.status(201).send(answer);
  });

  app.get('/kyc/submissions/:id/images/:kind', auth, async (request, reply) => {
    const { id, kind } = parseInput(ImageParams, request.params);
    const bytes = await readOwnThumb(app.ctx, currentMember(request).id, id, kind);
    return reply
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .type('image/webp')
      .send(bytes);
  });
}
