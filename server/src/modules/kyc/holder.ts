/**
 * Whether a withdrawal's account holder is the person whose identity was verified (DECISIONS 48):
 * operators see a flag beside a request whose holder does not match the KYC name. Names are
 * compared as sets of words, ignoring case, accents, punctuation and order, so "HADDAD, Sami"
 * matches "Sami Haddad"; a holder may leave out middle names, but needs at least two of them.
 */
import type { AppContext } from '../../context';
import { openDetails } from './details';

export type HolderCheck = 'match' | 'mismatch' | 'unknown';

const words = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w.length > 0);

/** Pure: the holder's name against the verified name. */
export function holderMatches(kycName: string, holder: string): boolean {
  const verified = new Set(words(kycName));
  const given = [...new Set(words(holder))];
  if (given.length === 0 || verified.size === 0) return false;
  if (given.length < Math.min(2, verified.size)) return false;
  return given.every((w) => verified.has(w));
}

/** The verified name of each member: their latest approved submission's, or null. */
export async function kycNamesOf(
  ctx: AppContext,
  memberIds: readonly string[],
): Promise<Map<string, string | null>> {
  const names = new Map<string, string | null>(memberIds.map((id) => [id, null]));
  if (memberIds.length === 0) return names;
  const rows = await ctx.db
    .selectFrom('kyc_submissions')
    .select(['id', 'member_id', 'details', 'decided_at'])
    .where('member_id', 'in', [...new Set(memberIds)])
    .where('status', '=', 'approved')
    .where('details', 'is not', null)
    .orderBy('decided_at')
    .execute();
  // Ordered oldest first, so the latest approval wins.
  for (const r of rows)
    names.set(r.member_id, openDetails(ctx.keyring, r.id, r.details)?.fullName ?? null);
  return names;
}

/** The flag for one request: only bank transfers name a holder. */
export function holderCheck(kycName: string | null, holder: string | null): HolderCheck {
  if (!holder) return 'unknown';
  if (!kycName) return 'unknown';
  return holderMatches(kycName, holder) ? 'match' : 'mismatch';
}

/** Adds `holderCheck` to withdrawal rows (bank transfers name a holder; wallets do not). */
export async function withHolderChecks<
  T extends { member_id: string; method: string; account_holder: string | null },
>(ctx: AppContext, rows: readonly T[]): Promise<(T & { holderCheck: HolderCheck })[]> {
  const names = await kycNamesOf(
    ctx,
    rows.map((r) => r.member_id),
  );
  return rows.map((r) => ({
    ...r,
    holderCheck:
      r.method === 'bank'
        ? holderCheck(names.get(r.member_id) ?? null, r.account_holder)
        : 'unknown',
  }));
}
