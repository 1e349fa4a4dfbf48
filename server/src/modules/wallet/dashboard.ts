/**
 * GET /mlm/user-dashboard/:userId — the member's wallet and earnings by programme. Totals come
 * from the stored per-member totals, which every ledger row moves in its own transaction, so a
 * credit of any programme shows here at once.
 */
import type { Kysely } from 'kysely';
import type { DashboardData, Programme } from '../../../../contract/rewards';
import type { Database } from '../../db/schema';
import { toAed } from './money';
import { currentRankName, nextRankRule } from './ranks';
import {
  daysUntilReset,
  displayName,
  memberRow,
  monthlyRow,
  totalsRow,
  walletFigures,
} from './reads';

export async function buildDashboard(
  db: Kysely<Database>,
  memberId: string,
): Promise<DashboardData> {
  const m = await memberRow(db, memberId);
  const [t, monthly, recent] = await Promise.all([
    totalsRow(db, memberId),
    monthlyRow(db, memberId),
    db
      .selectFrom('ledger')
      .select(['amount_fils', 'programme', 'description', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('source_key', 'desc')
      .limit(10)
      .execute(),
  ]);
  const w = walletFigures(t);
  const days = daysUntilReset();
  return {
    user: {
      id: m.id,
      _id: m.id,
      username: m.username,
      firstName: m.first_name,
      lastName: m.last_name,
      name: displayName(m.first_name, m.last_name, m.username),
      email: m.email,
      country: m.country,
      sponsorId: m.sponsor_code,
      joinedAt: m.created_at,
    },
    wallet: {
      currentBalance: toAed(w.balanceFils),
      totalEarned: toAed(w.earnedFils),
      totalEarnings: toAed(w.earnedFils),
      totalPaidOut: toAed(w.paidOutFils),
    },
    summary: {
      totalEarnings: {
        ddr: toAed(t.ddr_fils),
        crr: toAed(t.crr_fils),
        bbr: toAed(t.bbr_fils),
        hlr: toAed(t.hlr_fils),
        regionalAmbassador: toAed(t.regional_fils),
        countryAmbassador: toAed(t.regional_fils),
        total: toAed(w.earnedFils),
      },
      totalEarned: toAed(w.earnedFils),
    },
    ddr: {
      earnings: {
        total: toAed(t.ddr_fils),
        level1: toAed(t.ddr_l1_fils),
        level2: toAed(t.ddr_l2_fils),
        level3: toAed(t.ddr_l3_fils),
        level4: toAed(t.ddr_l4_fils),
      },
    },
    crr: {
      earnings: {
        totalEarnings: toAed(t.crr_fils),
        currentRank: currentRankName(m.crr_rank),
        nextRank: nextRankRule(m.crr_rank)?.name ?? null,
      },
      qualificationPoints: {
        pgp: { monthly: toAed(monthly.pgp), accumulated: toAed(m.pgp_total), daysUntilReset: days },
        tgp: { monthly: toAed(monthly.tgp), accumulated: toAed(m.tgp_total), daysUntilReset: days },
      },
    },
    recentTransactions: recent.map((r) => {
      const amount = r.amount_fils;
      return {
        amount: toAed(Math.abs(amount)),
        type: amount < 0 ? ('debit' as const) : ('credit' as const),
        programme: r.programme as Programme | 'payout' | 'withdrawal',
        description: r.description,
        timestamp: r.created_at,
      };
    }),
  };
}
