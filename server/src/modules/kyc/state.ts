/** What a member sees of their own verification (`GET /api/kyc`, the wallet, the profile). */
import type {
  KycDocumentType,
  KycImageKind,
  KycState,
  KycStatusResponse,
} from '../../../../contract/kyc';
import type { Db } from '../../db/database';
import { userNotFound } from '../../lib/errors';
import { imageKindsOf, latestSubmission } from './queries';

/** The new endpoints' status from the old `kycStatus` field (null: never submitted). */
export function kycStateOf(kycStatus: string | null): KycState {
  return kycStatus === 'pending' || kycStatus === 'approved' || kycStatus === 'rejected'
    ? kycStatus
    : 'not_submitted';
}

export async function kycStateFor(db: Db, memberId: string): Promise<KycStatusResponse['kyc']> {
  const member = await db
    .selectFrom('members')
    .select('kyc_status')
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw userNotFound();
  const status = kycStateOf(member.kyc_status);
  const latest = await latestSubmission(db, memberId);
  // Members approved or marked before submissions existed have no row: the status alone, except
  // that "pending" with no documents on file (set by the old apps) means there is nothing to
  // check yet, so the member is asked for them.
  if (!latest) {
    return {
      status: status === 'pending' ? 'not_submitted' : status,
      reason: null,
      submittedAt: null,
      decidedAt: null,
      submissionId: null,
      documentType: null,
      images: [],
    };
  }
  const images = await imageKindsOf(db, latest.id);
  return {
    status: status === 'pending' && latest.status !== 'pending' ? 'not_submitted' : status,
    reason: status === 'rejected' ? latest.reason : null,
    submittedAt: latest.submitted_at,
    decidedAt: latest.decided_at,
    submissionId: latest.id,
    documentType:
      latest.document_type === 'operator' ? null : (latest.document_type as KycDocumentType),
    images: images.map((i) => i.kind as KycImageKind),
  };
}
