/** The referral tree of a member, one level page at a time (DECISIONS 11). */
import type { ReferralTree, TreeCounts, TreeOwner } from '../../../../contract/tree';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { findMemberView } from '../accounts/member-queries';
import { toTreeOwner } from '../accounts/user-view';
import { assertCanView } from './access';
import { levelCounts, levelPageJson } from './queries';

export interface TreeRequest {
  viewerId: string;
  targetId: string;
  level: number;
  page: number;
  limit: number;
}

/** A ReferralTree whose members are still JSON texts, as the database rendered them. */
export interface RenderedTree {
  user: TreeOwner;
  counts: TreeCounts;
  level: number;
  membersJson: string[];
  page: ReferralTree['page'];
}

export async function referralTree(ctx: AppContext, req: TreeRequest): Promise<RenderedTree> {
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
  const membersJson =
    offset < total ? await levelPageJson(ctx.db, req.targetId, req.level, req.limit, offset) : [];
  return {
    user: toTreeOwner(owner),
    counts,
    level: req.level,
    membersJson,
    page: {
      level: req.level,
      page: req.page,
      limit: req.limit,
      total,
      hasMore: offset + membersJson.length < total,
    },
  };
}

export const referralLink = (ctx: AppContext, username: string) =>
  `${ctx.config.publicUrl}/signup?ref=${encodeURIComponent(username)}`;

/**
 * The tree call's answer as JSON text: the ReferralTreeResponse shape, key for key, with the
 * members spliced in as rendered rather than parsed and serialised again.
 */
export function treeAnswerJson(tree: RenderedTree, message: string, link: string): string {
  const { user, counts, level, membersJson, page } = tree;
  return (
    `{"success":true,"message":${JSON.stringify(message)},"referralTree":{` +
    `"user":${JSON.stringify(user)},"counts":${JSON.stringify(counts)},` +
    `"members":{"level${String(level)}":[${membersJson.join(',')}]},` +
    `"page":${JSON.stringify(page)}},"referralLink":${JSON.stringify(link)}}`
  );
}
