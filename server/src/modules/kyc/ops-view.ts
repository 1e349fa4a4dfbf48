/**
 * The KYC desk's reads (DECISIONS 48, 49): the queue, and one submission as compliance decides
 * on it: the opened details (read through `getKycSubmission`, so the read is audited), the ID
 * number's check digit, the name and date of birth set against the member's profile, and the
 * member's earlier submissions.
 */
import type {
  IdNumberCheck,
  KycQueueStatus,
  OpsKycQueueItem,
  OpsKycSubmission,
} from '../../../../contract/ops-kyc';
import { normaliseEmiratesId, type KycImageKind } from '../../../../contract/kyc';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { AuditActor } from '../audit/service';
import { holderMatches } from './holder';
import type { KycDetails } from './details';
import { getKycSubmission, listKycQueue } from './review';

export async function kycDeskQueue(db: Db, status: KycQueueStatus): Promise<OpsKycQueueItem[]> {
  const rows = await listKycQueue(db, { status });
  // Waiting submissions oldest first (the queue); decided ones newest first (the record).
  const ordered = status === 'pending' ? rows : [...rows].reverse();
  return ordered.map((r) => ({
    id: r.id,
    memberId: r.memberId,
    username: r.username,
    status: r.status,
    documentType: r.documentType,
    submittedAt: r.submittedAt,
    decidedAt: r.decidedAt,
  }));
}

/** The pending count and the oldest's submission time, for the dashboard. */
export async function kycPendingFigures(db: Db) {
  const row = await db
    .selectFrom('kyc_submissions')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('n'),
      eb.fn.min<string | null>('submitted_at').as('oldest'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldestAt: row.oldest ?? null };
}

export function idNumberCheck(d: KycDetails | null): IdNumberCheck {
  if (!d) return 'unknown';
  if (d.documentType !== 'emirates_id') return 'none';
  return normaliseEmiratesId(d.documentNumber) ? 'valid' : 'invalid';
}

export async function kycDeskSubmission(
  ctx: AppContext,
  id: string,
  actor: AuditActor,
  ip: string,
): Promise<OpsKycSubmission> {
  const s = await getKycSubmission(ctx, id, actor, ip);
  const member = await ctx.db
    .selectFrom('members')
    .select(['first_name', 'last_name', 'date_of_birth'])
    .where('id', '=', s.memberId)
    .executeTakeFirstOrThrow();
  const earlier = await ctx.db
    .selectFrom('kyc_submissions')
    .select(['id', 'status', 'document_type', 'submitted_at', 'decided_at', 'reason'])
    .where('member_id', '=', s.memberId)
    .where('id', '!=', s.id)
    .orderBy('submitted_at', 'desc')
    .limit(50)
    .execute();
  const d = s.details;
  const profileName = `${member.first_name} ${member.last_name}`.trim();
  return {
    id: s.id,
    memberId: s.memberId,
    username: s.username,
    status: s.status,
    documentType: s.documentType,
    submittedAt: s.submittedAt,
    decidedAt: s.decidedAt,
    documentExpiresOn: s.documentExpiresOn,
    decidedBy: s.decidedBy,
    reason: s.reason,
    document: d
      ? {
          type: d.documentType,
          fullName: d.fullName,
          number: d.documentNumber,
          numberCheck: idNumberCheck(d),
          nationality: d.nationality,
          dateOfBirth: d.dateOfBirth,
        }
      : null,
    profile: {
      name: profileName,
      dateOfBirth: member.date_of_birth,
      nameMatches: d && profileName ? holderMatches(d.fullName, profileName) : null,
      dateOfBirthMatches: d && member.date_of_birth ? member.date_of_birth === d.dateOfBirth : null,
    },
    images: s.images.map((i) => ({
      kind: i.kind as KycImageKind,
      width: i.width,
      height: i.height,
    })),
    earlier: earlier.map((e) => ({
      id: e.id,
      status: e.status,
      documentType: e.document_type,
      submittedAt: e.submitted_at,
      decidedAt: e.decided_at,
      reason: e.reason,
    })),
  };
}
