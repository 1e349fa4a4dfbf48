/** The referral tree of a member, one level page at a time (DECISIONS 11). */
import type { ReferralTree, TreeCounts } from '../../../../contract/tree';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { findMemberView } from '../accounts/member-queries';
import { toTreeMember, toTreeOwner } from '../accounts/user-view';
import { assertCanView } from './access';
import { levelCounts, levelPage } from './queries';

export interface TreeRequest {
  viewerId: string;
  targetId: string;
  level: number;
  page: number;
  limit: number;
}

export async function referralTree(ctx: AppContext, req: TreeRequest): Promise<ReferralTree> {
  await assertCanView(ctx.db, req.viewerId, req.targetId);
  const owner = await findMemberView(ctx.db, req.targetId);
  if (!owner) throw notFound('User not found');

  const depths = await levelCounts(ctx.db, req.targetId);
  // level1 is always present so the screen has a first tab; deeper keys only when they hold members.
  const counts: TreeCounts = { totalReferrals: 0, level1: 0 };
  for (const d of depths) {
    counts[`level${d.depth}`] = d.count;
    counts.totalReferrals += d.count;
  }
  const total = counts[`level${req.level}`] ?? 0;
  const offset = (req.page - 1) * req.limit;
  const rows =
    offset < total ? await levelPage(ctx.db, req.targetId, req.level, req.limit, offset) : [];
  return {
    user: toTreeOwner(owner),
    counts,
    members: { [`level${req.level}`]: rows.map((r) => toTreeMember(r, req.level)) },
    page: {
      level: req.level,
      page: req.page,
      limit: req.limit,
      total,
      hasMore: offset + rows.length < total,
    },
  };
}

export const referralLink = (ctx: AppContext, username: string) =>
  `${ctx.config.publicUrl}/signup?ref=${encodeURIComponent(username)}`;
