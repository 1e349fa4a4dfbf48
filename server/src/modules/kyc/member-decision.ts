/**
 * A decision named by username (the CLI): the member's pending submission when there is one,
 * otherwise a record of a decision made outside the site (an operator who saw the documents in
 * person), so every decision has a row, an audit entry and a mail.
 */
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { checkReason, decideKyc, type KycDecisionOptions } from './decide';
import { latestSubmission, memberForKyc } from './queries';

export async function decideForMember(
  ctx: AppContext,
  username: string,
  decision: 'approve' | 'reject',
  opts: KycDecisionOptions & { reason?: string | null },
) {
  const member = await memberForKyc(ctx.db, { username });
  if (!member) throw notFound(`No member named ${username}`);
  const reason = decision === 'reject' ? checkReason(opts.reason ?? '') : null;
  const latest = await latestSubmission(ctx.db, member.id);
  return decideKyc(
    ctx,
    {
      memberId: member.id,
      submissionId: latest?.status === 'pending' ? latest.id : null,
      status: decision === 'approve' ? 'approved' : 'rejected',
      reason,
    },
    opts,
  );
}
