/**
 * Operators' KYC decisions, from the CLI and the console's KYC desk (DECISIONS 48, 49). A decision
 * updates the submission, the member's old `kycStatus` (and, on approval, the KYC level, the
 * driver role and the date of birth the HLR age rule reads) and the audit trail in one
 * transaction; the member is mailed in their language after the commit.
 */
import { isDisplayText } from '../../../../contract/display-text';
import { KYC_REASON_LIMITS } from '../../../../contract/kyc';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../../contract/language';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { sendTracked } from '../../mail/send';
import { recordAudit, type AuditActor } from '../audit/service';
import { payDueHlr } from '../hlr/payout';
import { imageContext, openDetails, thumbContext } from './details';
import { prepareKycImage, type PreparedKycImage } from './images';
import { kycDecisionMail } from './mails';
import { insertSubmission, memberForKyc, putImage, submissionById } from './queries';

export interface KycDecisionOptions {
  actor: AuditActor;
  ip?: string | null;
  /** Approval only: the member drives for us (KYC level 2, role `driver`). */
  driver?: boolean;
  /** A selfie the operator took, stored encrypted with the decision (never the public photo). */
  selfie?: Buffer;
}

export interface KycDecisionResult {
  memberId: string;
  username: string;
  submissionId: string;
  status: 'approved' | 'rejected';
  kycLevel: number;
  role: string;
  dateOfBirth: string | null;
  mailed: boolean;
}

export const actorLabel = (actor: AuditActor): string =>
  actor.kind === 'operator'
    ? `operator:${actor.id}`
    : actor.kind === 'cli'
      ? `cli:${actor.user}`.slice(0, 80)
      : actor.kind === 'member'
        ? `member:${actor.id}`
        : 'system';

export function checkReason(reason: string): string {
  const text = reason.replace(/\s+/g, ' ').trim();
  if (
    text.length < KYC_REASON_LIMITS.min ||
    text.length > KYC_REASON_LIMITS.max ||
    !isDisplayText(text)
  )
    throw badRequest(
      `The reason must be ${KYC_REASON_LIMITS.min}-${KYC_REASON_LIMITS.max} characters of plain text`,
    );
  return text;
}

interface Decision {
  memberId: string;
  /** The pending submission decided, or null to record a decision made outside the site. */
  submissionId: string | null;
  status: 'approved' | 'rejected';
  reason: string | null;
}

async function apply(
  ctx: AppContext,
  trx: Db,
  d: Decision,
  opts: KycDecisionOptions,
  selfie: PreparedKycImage | null,
) {
  const now = new Date().toISOString();
  const member = await memberForKyc(trx, { id: d.memberId });
  if (!member) throw notFound('No such member');
  let id = d.submissionId;
  let dateOfBirth: string | null = null;
  if (id) {
    const row = await submissionById(trx, id);
    if (!row || row.member_id !== d.memberId) throw notFound('No such KYC submission');
    if (row.status !== 'pending') throw conflict(`This submission is already ${row.status}`);
    dateOfBirth = openDetails(ctx.keyring, id, row.details)?.dateOfBirth ?? null;
    await trx
      .updateTable('kyc_submissions')
      .set({
        status: d.status,
        decided_at: now,
        decided_by: actorLabel(opts.actor),
        reason: d.reason,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  } else {
    id = newId();
    await insertSubmission(trx, {
      id,
      member_id: d.memberId,
      status: d.status,
      document_type: 'operator',
      document_expires_on: null,
      details: null,
      submitted_at: now,
      decided_at: now,
      decided_by: actorLabel(opts.actor),
      reason: d.reason,
      retain_until: null,
    });
  }
  if (selfie) {
    await putImage(trx, {
      submission_id: id,
      kind: 'selfie',
      image: ctx.keyring.seal(selfie.bytes, imageContext(id, 'selfie')),
      thumb: ctx.keyring.seal(selfie.thumb, thumbContext(id, 'selfie')),
      content_type: selfie.contentType,
      width: selfie.width,
      height: selfie.height,
      created_at: now,
    });
  }
  const approve = d.status === 'approved';
  const driver = approve && opts.driver === true;
  const kycLevel = approve ? Math.max(member.kyc_level, driver ? 2 : 1) : member.kyc_level;
  const role = driver ? 'driver' : member.role;
  await trx
    .updateTable('members')
    .set({
      kyc_status: d.status,
      kyc_level: kycLevel,
      role,
      ...(approve && dateOfBirth ? { date_of_birth: dateOfBirth } : {}),
      updated_at: now,
    })
    .where('id', '=', d.memberId)
    .execute();
  const fields = ['kyc_status', 'status', 'decided_at'];
  if (kycLevel !== member.kyc_level) fields.push('kyc_level');
  if (role !== member.role) fields.push('role');
  if (approve && dateOfBirth) fields.push('date_of_birth');
  if (d.reason) fields.push('reason');
  if (selfie) fields.push('selfie');
  await recordAudit(trx, {
    actor: opts.actor,
    action: approve ? 'kyc.approve' : 'kyc.reject',
    memberId: d.memberId,
    target: { type: 'kyc_submission', id },
    fields,
    ip: opts.ip ?? null,
  });
  return { member, id, kycLevel, role, dateOfBirth: approve ? dateOfBirth : null };
}

export async function decideKyc(
  ctx: AppContext,
  d: Decision,
  opts: KycDecisionOptions,
): Promise<KycDecisionResult> {
  const selfie = opts.selfie ? await prepareKycImage('selfie', 'selfie', opts.selfie) : null;
  const r = await ctx.db.transaction().execute((trx) => apply(ctx, trx, d, opts, selfie));
  // After the commit: a failed mail is recorded in mail_outbox and never undoes the decision.
  const mailed = await sendTracked(
    ctx,
    `kyc-${d.status}`,
    kycDecisionMail({
      to: r.member.email,
      decision: d.status,
      reason: d.reason,
      publicUrl: ctx.config.publicUrl,
      language: isLanguage(r.member.language) ? r.member.language : DEFAULT_LANGUAGE,
    }),
  );
  if (r.dateOfBirth) await payDueHlr(ctx.db, [d.memberId]);
  return {
    memberId: d.memberId,
    username: r.member.username,
    submissionId: r.id,
    status: d.status,
    kycLevel: r.kycLevel,
    role: r.role,
    dateOfBirth: r.dateOfBirth,
    mailed,
  };
}

/** Approves a pending submission (the console's call). */
export async function approveKyc(ctx: AppContext, submissionId: string, opts: KycDecisionOptions) {
  const row = await submissionById(ctx.db, submissionId);
  if (!row) throw notFound('No such KYC submission');
  return decideKyc(
    ctx,
    { memberId: row.member_id, submissionId, status: 'approved', reason: null },
    opts,
  );
}

/** Rejects a pending submission with the reason the member will read. */
export async function rejectKyc(
  ctx: AppContext,
  submissionId: string,
  reason: string,
  opts: KycDecisionOptions,
) {
  const text = checkReason(reason);
  const row = await submissionById(ctx.db, submissionId);
  if (!row) throw notFound('No such KYC submission');
  return decideKyc(
    ctx,
    { memberId: row.member_id, submissionId, status: 'rejected', reason: text },
    opts,
  );
}
