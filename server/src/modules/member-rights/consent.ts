/** Accepting the current terms and privacy policy (DECISIONS 48): the version and the time. */
import { TERMS_VERSION } from '../../../../contract/member-rights';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit/service';

export async function acceptTerms(ctx: AppContext, memberId: string, ip: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const at = nowIso();
    await trx
      .updateTable('members')
      .set({ terms_version: TERMS_VERSION, terms_accepted_at: at, updated_at: at })
      .where('id', '=', memberId)
      .where('closed_at', 'is', null)
      .execute();
    await recordAudit(trx, {
      actor: { kind: 'member', id: memberId },
      action: 'member.terms.accept',
      memberId,
      fields: ['terms_version', 'terms_accepted_at'],
      ip,
    });
  });
}
