/** Test-only: referral-tree answers in the contract's shape (one level page per answer). */
import type { ReferralTreeResponse, TreeMember, TreeOwner } from '@contract/tree';
import { MEMBER_ID } from '@/test/members';

const points = (pgp: number, tgp: number) => ({
  pgp: { monthly: pgp, accumulated: pgp * 3 },
  tgp: { monthly: tgp, accumulated: tgp * 3 },
  total: { monthly: pgp + tgp, accumulated: (pgp + tgp) * 3 },
});

export function owner(id = MEMBER_ID, name = 'Demo Member', username = 'demo'): TreeOwner {
  const [firstName = '', lastName = ''] = name.split(' ');
  return {
    _id: id,
    id,
    username,
    name,
    firstName,
    lastName,
    email: `${username}@example.com`,
    sponsorId: 'RH-000001',
    sponsorBy: null,
    kycStatus: 'approved',
    country: 'UAE',
    selfieImage: null,
    qualificationPoints: points(500, 12000),
    crrRank: { current: 'Challenger', lastUpdated: null, rewardAmount: 1000, rewardClaimed: true },
  };
}

export function treeMember(level: number, n: number): TreeMember {
  const id = `m${String(level)}x${String(n).padStart(4, '0')}`;
  return {
    _id: id,
    id,
    username: `l${String(level)}member${String(n)}`,
    name: `Level${String(level)} Member${String(n)}`,
    email: `l${String(level)}m${String(n)}@example.com`,
    sponsorId: 'RH-000002',
    level,
    kycLevel: 1,
    kycStatus: n % 2 ? 'approved' : 'pending',
    role: 'customer',
    country: 'Pakistan',
    joinedDate: '2026-04-02T09:00:00.000Z',
    selfieImage: null,
    qualificationPoints: points(100 + n, 2000 + n),
    crrRank: { current: 'None', lastUpdated: null, rewardAmount: 0, rewardClaimed: false },
  };
}

/** A tree whose level n holds `counts[n-1]` members; answers `level` / `page` like the server. */
export function treeAnswer(
  counts: number[],
  { level = 1, page = 1, limit = 50, user = owner() } = {},
): ReferralTreeResponse {
  const total = counts[level - 1] ?? 0;
  const offset = (page - 1) * limit;
  const rows = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
    treeMember(level, offset + i + 1),
  );
  const levelCounts = Object.fromEntries(counts.map((c, i) => [`level${String(i + 1)}`, c]));
  return {
    success: true,
    message: 'Referral tree retrieved successfully',
    user,
    referralTree: {
      user,
      counts: { totalReferrals: counts.reduce((a, b) => a + b, 0), level1: 0, ...levelCounts },
      members: { [`level${String(level)}`]: rows },
      page: { level, page, limit, total, hasMore: offset + rows.length < total },
    },
    referralLink: 'https://rihla.example/signup?ref=demo',
  };
}
