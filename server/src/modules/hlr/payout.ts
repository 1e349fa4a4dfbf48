/**
 * Pays the HLR reward where it is due: once per member (hlr_awards primary key and the ledger
 * source key `hlr:<memberId>`), to the member at 55, or, for a member recorded as deceased, on
 * behalf of the recorded heir. Run by `set-birth-date`, `mark-deceased`, `hlr pay-due` (daily
 * by cron in production), the server's hourly job and the start of a demo server.
 */
import type { Db } from '../../db/database';
import { HLR_RULES } from '../bbr/figures';
import { credit } from '../wallet/ledger';
import { HLR_MEMBER_COLUMNS, loadFacts } from './facts';
import { hlrState } from './rules';

export interface PaidAward {
  memberId: string;
  reason: 'retirement' | 'deceased';
  heirName: string | null;
}

export async function payDueHlr(
  db: Db,
  memberIds?: readonly string[],
  now = new Date(),
): Promise<PaidAward[]> {
  let q = db
    .selectFrom('members')
    .select(HLR_MEMBER_COLUMNS)
    .where('pgp_total', '>=', HLR_RULES.requiredPgp * 100)
    .where('tgp_total', '>=', HLR_RULES.requiredTgp * 100)
    .where((eb) => eb.or([eb('date_of_birth', 'is not', null), eb('deceased_at', 'is not', null)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('hlr_awards as a')
            .select('a.member_id')
            .whereRef('a.member_id', '=', 'members.id'),
        ),
      ),
    );
  if (memberIds) {
    if (memberIds.length === 0) return [];
    q = q.where('id', 'in', memberIds);
  }
  const candidates = await q.execute();
  const facts = await loadFacts(db, candidates);
  const paid: PaidAward[] = [];
  for (const m of candidates) {
    const f = facts.get(m.id);
    const due = f ? hlrState(f, now).due : null;
    if (!due) continue;
    const heirName = due === 'deceased' ? m.heir_name : null;
    const written = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('hlr_awards')
        .values({
          member_id: m.id,
          reason: due,
          amount_fils: HLR_RULES.rewardFils,
          heir_name: heirName,
          awarded_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .returning('member_id')
        .executeTakeFirst();
      if (!inserted) return false;
      await credit(trx, {
        memberId: m.id,
        programme: 'hlr',
        amountFils: HLR_RULES.rewardFils,
        sourceKey: `hlr:${m.id}`,
        description:
          due === 'deceased'
            ? `HLR loyalty reward, paid to the heir ${heirName ?? ''}`.trim()
            : 'HLR loyalty reward (retirement at 55)',
        createdAt: now.toISOString(),
      });
      return true;
    });
    if (written) paid.push({ memberId: m.id, reason: due, heirName });
  }
  return paid;
}
