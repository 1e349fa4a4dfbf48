/**
 * What operators read to decide (the CLI and the console's KYC desk): the queue oldest
 * first, one submission with its details, and its images. Every read of images or details is
 * audited in the same transaction as the read, so no one sees a document without leaving a row.
 */
import type { KycImageKind } from '../../../../contract/kyc';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/service';
import { imageContext, openDetails, type KycDetails } from './details';
import { imageKindsOf, submissionById } from './queries';

export interface KycQueueRow {
  id: string;
  memberId: string;
  username: string;
  status: string;
  documentType: string;
  documentExpiresOn: string | null;
  submittedAt: string;
  decidedAt: string | null;
}

/** Submissions by status (pending by default), oldest first. */
export async function listKycQueue(
  db: Db,
  { status = 'pending', limit = 200 }: { status?: string; limit?: number } = {},
): Promise<KycQueueRow[]> {
  let q = db
    .selectFrom('kyc_submissions as k')
    .innerJoin('members as m', 'm.id', 'k.member_id')
    .select([
      'k.id',
      'k.member_id',
      'm.username',
      'k.status',
      'k.document_type',
      'k.document_expires_on',
      'k.submitted_at',
      'k.decided_at',
    ])
    .orderBy('k.submitted_at')
    .orderBy('k.id')
    .limit(Math.min(Math.max(limit, 1), 1000));
  if (status !== 'all') q = q.where('k.status', '=', status);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    memberId: r.member_id,
    username: r.username,
    status: r.status,
    documentType: r.document_type,
    documentExpiresOn: r.document_expires_on,
    submittedAt: r.submitted_at,
    decidedAt: r.decided_at,
  }));
}

export interface KycSubmissionView extends KycQueueRow {
  details: KycDetails | null;
  reason: string | null;
  decidedBy: string | null;
  images: { kind: string; width: number; height: number; contentType: string }[];
}

/** One submission with its opened details; the read is audited as `kyc.read`. */
export async function getKycSubmission(
  ctx: AppContext,
  submissionId: string,
  actor: AuditActor,
  ip: string | null = null,
): Promise<KycSubmissionView> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await submissionById(trx, submissionId);
    if (!row) throw notFound('No such KYC submission');
    const member = await trx
      .selectFrom('members')
      .select('username')
      .where('id', '=', row.member_id)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      action: 'kyc.read',
      memberId: row.member_id,
      target: { type: 'kyc_submission', id: row.id },
      fields: ['details'],
      ip,
    });
    return {
      id: row.id,
      memberId: row.member_id,
      username: member.username,
      status: row.status,
      documentType: row.document_type,
      documentExpiresOn: row.document_expires_on,
      submittedAt: row.submitted_at,
      decidedAt: row.decided_at,
      decidedBy: row.decided_by,
      reason: row.reason,
      details: openDetails(ctx.keyring, row.id, row.details),
      images: await imageKindsOf(trx, row.id),
    };
  });
}

export interface OpenedKycImage {
  kind: KycImageKind;
  contentType: string;
  bytes: Buffer;
}

/**
 * Decrypted images of a submission (all, or the kinds asked for), audited as `kyc.image.read`
 * with the kinds read as its fields. A blob that fails to open throws: never a blank image.
 */
export async function readKycImages(
  ctx: AppContext,
  submissionId: string,
  actor: AuditActor,
  { kinds, ip = null }: { kinds?: readonly KycImageKind[]; ip?: string | null } = {},
): Promise<OpenedKycImage[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await submissionById(trx, submissionId);
    if (!row) throw notFound('No such KYC submission');
    let q = trx
      .selectFrom('kyc_images')
      .select(['kind', 'content_type', 'image'])
      .where('submission_id', '=', submissionId)
      .orderBy('kind');
    if (kinds) q = q.where('kind', 'in', kinds.length > 0 ? [...kinds] : ['']);
    const images = await q.execute();
    const opened = images.map((i) => ({
      kind: i.kind as KycImageKind,
      contentType: i.content_type,
      bytes: ctx.keyring.open(i.image, imageContext(submissionId, i.kind)),
    }));
    await recordAudit(trx, {
      actor,
      action: 'kyc.image.read',
      memberId: row.member_id,
      target: { type: 'kyc_submission', id: submissionId },
      fields: opened.map((i) => i.kind),
      ip,
    });
    return opened;
  });
}
