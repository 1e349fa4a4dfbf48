/** A member's own thumbnails: only the member whose submission it is may open them. */
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import { KYC_MESSAGES } from '../../../../contract/kyc';
import { thumbContext } from './details';
import { imageRow, submissionById } from './queries';

export async function readOwnThumb(
  ctx: AppContext,
  memberId: string,
  submissionId: string,
  kind: string,
): Promise<Buffer> {
  const submission = await submissionById(ctx.db, submissionId);
  if (!submission) throw notFound('No such image');
  if (submission.member_id !== memberId) throw forbidden(KYC_MESSAGES.notYours, 'NOT_YOUR_DATA');
  const row = await imageRow(ctx.db, submissionId, kind);
  if (!row) throw notFound('No such image');
  return ctx.keyring.open(row.thumb, thumbContext(submissionId, kind));
}
