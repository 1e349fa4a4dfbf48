/**
 * What "Download my data" holds (DECISIONS 48): the member's own records as plain objects, read
 * in a handful of indexed queries. No KYC image and no password hash ever goes in.
 */
import { FORMER_MEMBER_NAME } from '../../../../contract/member-rights';
import type { AppContext } from '../../context';
import { userNotFound } from '../../lib/errors';
import { toAed } from '../wallet/money';

export interface ExportData {
  exportedAt: string;
  profile: Record<string, string | number | null>;
  consents: { termsVersion: string | null; acceptedAt: string | null };
  sponsor: { username: string } | null;
  directTeam: { username: string; joinedAt: string }[];
  withdrawals: Record<string, string | number | null>[];
  sessions: {
    device: string | null;
    createdAt: string;
    expiresAt: string;
    endedAt: string | null;
  }[];
}

/** Most recent sessions kept in the export; older ones are long expired. */
const SESSION_LIMIT = 1000;

async function profileOf(ctx: AppContext, memberId: string) {
  const m = await ctx.db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', memberId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (!m) throw userNotFound();
  return m;
}

export async function exportData(ctx: AppContext, memberId: string): Promise<ExportData> {
  const m = await profileOf(ctx, memberId);
  const sponsor = m.sponsor_member_id
    ? await ctx.db
        .selectFrom('members')
        .select(['username', 'closed_at'])
        .where('id', '=', m.sponsor_member_id)
        .executeTakeFirst()
    : undefined;
  const team = await ctx.db
    .selectFrom('referral_paths as rp')
    .innerJoin('members as d', 'd.id', 'rp.descendant_id')
    .select(['d.username', 'd.closed_at', 'rp.joined_at'])
    .where('rp.ancestor_id', '=', memberId)
    .where('rp.depth', '=', 1)
    .orderBy('rp.joined_at')
    .execute();
  const withdrawals = await ctx.db
    .selectFrom('withdrawals')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .execute();
  const sessions = await ctx.db
    .selectFrom('sessions')
    .select(['user_agent', 'created_at', 'expires_at', 'revoked_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .limit(SESSION_LIMIT)
    .execute();
  // A closed sponsor or team member is shown as the tree shows them.
  const nameOf = (r: { username: string; closed_at: string | null }) =>
    r.closed_at ? FORMER_MEMBER_NAME : r.username;
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: m.id,
      username: m.username,
      firstName: m.first_name,
      lastName: m.last_name,
      email: m.email,
      phoneNumber: m.phone,
      country: m.country,
      gender: m.gender,
      language: m.language,
      dateOfBirth: m.date_of_birth,
      sponsorCode: m.sponsor_code,
      sponsorTypedAtSignup: m.sponsor_by,
      role: m.role,
      kycStatus: m.kyc_status,
      kycLevel: m.kyc_level,
      crrRank: m.crr_rank,
      createdAt: m.created_at,
      updatedAt: m.updated_at,
    },
    consents: { termsVersion: m.terms_version, acceptedAt: m.terms_accepted_at },
    sponsor: sponsor ? { username: nameOf(sponsor) } : null,
    directTeam: team.map((t) => ({ username: nameOf(t), joinedAt: t.joined_at })),
    withdrawals: withdrawals.map((w) => ({
      reference: w.reference,
      amountAed: toAed(w.amount_fils),
      method: w.method,
      accountHolder: w.account_holder,
      iban: w.iban,
      phoneNumber: w.phone,
      status: w.status,
      reason: w.reason,
      transferReference: w.transfer_ref,
      createdAt: w.created_at,
      updatedAt: w.updated_at,
    })),
    sessions: sessions.map((s) => ({
      device: s.user_agent,
      createdAt: s.created_at,
      expiresAt: s.expires_at,
      endedAt: s.revoked_at,
    })),
  };
}
