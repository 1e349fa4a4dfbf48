/** The referral tree of a member, one level page at a time (DECISIONS 11). */
import { DEFAULT_LANGUAGE, isLanguage } from '../../../../contract/language';
import { referralPath } from '../../../../contract/referrals';
import type { ReferralTree, TreeCounts, TreeOwner } from '../../../../contract/tree';
import type { AppContext } from '../../context';
import { userNotFound } from '../../lib/errors';
import { findMemberView } from '../accounts/member-queries';
import { toTreeOwner } from '../accounts/user-view';
import { assertCanView } from './access';
import { levelCounts, levelPageJson } from './queries';

export interface TreeRequest {
  viewerId: string;
  targetId: string;
  /** Absent: the first `limit` members of every level that has members (DECISIONS 11). */
  level?: number;
  page: number;
  limit: number;
}

/** A ReferralTree whose members are still JSON texts, as the database rendered them. */
export interface RenderedTree {
  user: TreeOwner;
  counts: TreeCounts;
  /** The levels shown, each with its page of members. */
  levels: { level: number; membersJson: string[] }[];
  page: ReferralTree['page'];
}

export async function referralTree(ctx: AppContext, req: TreeRequest): Promise<RenderedTree> {
  await assertCanView(ctx.db, req.viewerId, req.targetId);
  const owner = await findMemberView(ctx.db, req.targetId);
  if (!owner) throw userNotFound();

  const depths = await levelCounts(ctx.db, req.targetId);
  // level1 is always present so the screen has a first tab; deeper keys only when they hold members.
  const counts: TreeCounts = { totalReferrals: 0, level1: 0 };
  for (const d of depths) {
    counts[`level${d.depth}`] = d.count;
    counts.totalReferrals += d.count;
  }
  // Without `level`, as the old server did: every level that has members (its app makes its tabs
  // from these keys). One indexed query per level shown.
  const shown = req.level === undefined ? depths.map((d) => d.depth) : [req.level];
  const offset = (req.page - 1) * req.limit;
  const levels: RenderedTree['levels'] = [];
  for (const level of shown) {
    const total = counts[`level${level}`] ?? 0;
    const membersJson =
      offset < total ? await levelPageJson(ctx.db, req.targetId, level, req.limit, offset) : [];
    levels.push({ level, membersJson });
  }
  const first = req.level ?? 1;
  const firstTotal = counts[`level${first}`] ?? 0;
  const firstShown = levels.find((l) => l.level === first)?.membersJson.length ?? 0;
  return {
    user: toTreeOwner(owner),
    counts,
    levels: levels.length > 0 ? levels : [{ level: first, membersJson: [] }],
    page: {
      level: first,
      page: req.page,
      limit: req.limit,
      total: firstTotal,
      hasMore: offset + firstShown < firstTotal,
    },
  };
}

/** The member's own referral link, in the account's language (DECISIONS 50). */
export async function ownReferralLink(ctx: AppContext, memberId: string): Promise<string> {
  const row = await ctx.db
    .selectFrom('members')
    .select(['username', 'language'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw userNotFound();
  const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
  return `${ctx.config.publicUrl}${referralPath(row.username, language)}`;
}

/**
 * The tree call's answer as JSON text: the ReferralTreeResponse shape, key for key, with the
 * members spliced in as rendered rather than parsed and serialised again. The viewed member is
 * also at the top level, where the existing app's "View Detail" reads it (API-CONTRACT 3, 10).
 */
export function treeAnswerJson(tree: RenderedTree, message: string, link: string): string {
  const { counts, levels, page } = tree;
  const user = JSON.stringify(tree.user);
  const members = levels
    .map((l) => `"level${String(l.level)}":[${l.membersJson.join(',')}]`)
    .join(',');
  return (
    `{"success":true,"message":${JSON.stringify(message)},"user":${user},"referralTree":{` +
    `"user":${user},"counts":${JSON.stringify(counts)},"members":{${members}},` +
    `"page":${JSON.stringify(page)}},"referralLink":${JSON.stringify(link)}}`
  );
}
