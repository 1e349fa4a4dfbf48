/**
 * The end of the five years (DECISIONS 48): a closed member's sealed payout details are deleted
 * once their `retain_until` has passed. Run by operators (`npm run admin -- retention purge`),
 * e.g. daily from cron, which also runs the KYC purge; audited as the system's action.
 */
import type { Db } from '../../db/database';
import { recordAudit, type AuditActor } from '../audit/service';

export async function purgeExpiredRetention(
  db: Db,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom('retained_payout_accounts')
      .select(['withdrawal_id', 'member_id'])
      .where('retain_until', '<=', now.toISOString())
      .execute();
    if (expired.length === 0) return 0;
    await trx
      .deleteFrom('retained_payout_accounts')
      .where(
        'withdrawal_id',
        'in',
        expired.map((r) => r.withdrawal_id),
      )
      .execute();
    for (const r of expired)
      await recordAudit(trx, {
        actor,
        action: 'retention.purge',
        memberId: r.member_id,
        target: { type: 'withdrawal', id: r.withdrawal_id },
        fields: ['sealed_payout_account'],
      });
    return expired.length;
  });
}
