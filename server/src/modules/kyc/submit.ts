/**
 * A member submits their documents (DECISIONS 48). Images are checked and re-encoded before the
 * transaction; inside it the member's status is checked again (one pending submission at a time,
 * none once approved), the details and images are sealed, the old `kycStatus` becomes `pending`
 * and the submission is audited, all or nothing.
 */
import {
  KYC_IMAGE_FIELD,
  KYC_IMAGES,
  KYC_MESSAGES,
  type KycFields,
  type KycImageKind,
} from '../../../../contract/kyc';
import type { AppContext } from '../../context';
import { badRequest, conflict, userNotFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordAudit } from '../audit/service';
import { imageContext, sealDetails, thumbContext } from './details';
import { prepareKycImage, type PreparedKycImage } from './images';
import { insertSubmission, latestSubmission, putImage } from './queries';
import { kycStateFor } from './state';

export type KycUploads = Partial<Record<KycImageKind, Buffer>>;

export async function submitKyc(
  ctx: AppContext,
  memberId: string,
  fields: KycFields,
  uploads: KycUploads,
  ip: string | null = null,
) {
  const kinds = KYC_IMAGES[fields.documentType];
  const missing = kinds.filter((k) => !uploads[k]?.length);
  if (missing.length > 0) {
    throw badRequest(
      KYC_MESSAGES.imageMissing,
      Object.fromEntries(missing.map((k) => [KYC_IMAGE_FIELD[k], KYC_MESSAGES.imageMissing])),
      undefined,
      Object.fromEntries(missing.map((k) => [KYC_IMAGE_FIELD[k], 'FIELD_REQUIRED' as const])),
    );
  }
  const images: PreparedKycImage[] = [];
  for (const kind of kinds) {
    images.push(
      await prepareKycImage(kind, KYC_IMAGE_FIELD[kind], uploads[kind] ?? Buffer.alloc(0)),
    );
  }

  const id = newId();
  const now = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select('kyc_status')
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!member) throw userNotFound();
    if (
      member.kyc_status === 'pending' &&
      (await latestSubmission(trx, memberId))?.status === 'pending'
    )
      throw conflict(KYC_MESSAGES.alreadyPending);
    if (member.kyc_status === 'approved') throw conflict(KYC_MESSAGES.alreadyApproved);
    await insertSubmission(trx, {
      id,
      member_id: memberId,
      status: 'pending',
      document_type: fields.documentType,
      document_expires_on: fields.documentExpiry,
      details: sealDetails(ctx.keyring, id, {
        documentType: fields.documentType,
        fullName: fields.fullName,
        documentNumber: fields.documentNumber,
        nationality: fields.nationality,
        dateOfBirth: fields.dateOfBirth,
      }),
      submitted_at: now,
      decided_at: null,
      decided_by: null,
      reason: null,
      retain_until: null,
    });
    for (const image of images) {
      await putImage(trx, {
        submission_id: id,
        kind: image.kind,
        image: ctx.keyring.seal(image.bytes, imageContext(id, image.kind)),
        thumb: ctx.keyring.seal(image.thumb, thumbContext(id, image.kind)),
        content_type: image.contentType,
        width: image.width,
        height: image.height,
        created_at: now,
      });
    }
    await trx
      .updateTable('members')
      .set({ kyc_status: 'pending', updated_at: now })
      .where('id', '=', memberId)
      .execute();
    await recordAudit(trx, {
      actor: { kind: 'member', id: memberId },
      action: 'kyc.submit',
      memberId,
      target: { type: 'kyc_submission', id },
      fields: ['kyc_status', ...kinds],
      ip,
    });
  });
  return kycStateFor(ctx.db, memberId);
}
