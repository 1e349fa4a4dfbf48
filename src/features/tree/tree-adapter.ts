/**
 * Reads a referral-tree answer (DECISIONS 10, 11): ours sends one level page with `page`; the
 * old server sent every member of every level (under `members` or `levels.members`), which is
 * paged here instead so a big level never renders thousands of rows.
 */
import type { ReferralTree, TreeMember } from '@contract/tree';
import { FORMER_MEMBER_NAME } from '@contract/terms';
import { translate } from '@/i18n/catalogue';
import { treeMessages } from './messages';

export const PAGE_SIZE = 50;

export interface LevelTab {
  level: number;
  count: number;
}
export interface LevelPage {
  rows: TreeMember[];
  /** Rows before this page: Member ID = offset + index + 1. */
  offset: number;
  total: number;
  page: number;
  pageCount: number;
}

type Loose = Partial<Record<string, unknown>>;
const obj = (value: unknown): Loose => (value && typeof value === 'object' ? value : {});

function countsOf(tree: ReferralTree): Loose {
  const t = tree as unknown as Loose;
  return t.counts ? obj(t.counts) : obj(obj(t.levels).counts);
}

/** Levels that have members, in order, from `counts.level<n>`. */
export function levelTabs(tree: ReferralTree): LevelTab[] {
  return Object.entries(countsOf(tree))
    .map(([key, value]) => ({ match: /^level(\d+)$/.exec(key), value }))
    .filter(({ match, value }) => match && typeof value === 'number' && value > 0)
    .map(({ match, value }) => ({ level: Number(match?.[1]), count: value as number }))
    .sort((a, b) => a.level - b.level);
}

export function totalReferrals(tree: ReferralTree): number {
  const total = countsOf(tree).totalReferrals;
  return typeof total === 'number' ? total : levelTabs(tree).reduce((s, t) => s + t.count, 0);
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const n = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const counter = (value: unknown) => {
  const c = obj(value);
  return { monthly: n(c.monthly), accumulated: n(c.accumulated) };
};

/** A closed account's placeholder name, in the page's language (DECISIONS 48). */
const shownName = (name: string) =>
  name === FORMER_MEMBER_NAME ? translate(treeMessages, 'formerMember') : name;

/** A member row with every field the table and dialog read, whatever the server left out. */
export function readMember(raw: unknown): TreeMember {
  const m = obj(raw);
  const id = str(m.id) || str(m._id);
  const points = obj(m.qualificationPoints);
  const rank = obj(m.crrRank);
  return {
    ...(m as unknown as TreeMember),
    id,
    _id: id,
    username: str(m.username),
    name: shownName(str(m.name) || [str(m.firstName), str(m.lastName)].filter(Boolean).join(' ')),
    email: str(m.email),
    country: str(m.country),
    kycStatus: (str(m.kycStatus) || null) as TreeMember['kycStatus'],
    joinedDate: str(m.joinedDate) || str(m.createdAt),
    qualificationPoints: {
      pgp: counter(points.pgp),
      tgp: counter(points.tgp),
      total: counter(points.total),
    },
    crrRank: {
      ...(rank as unknown as TreeMember['crrRank']),
      current: (str(rank.current) || 'None') as TreeMember['crrRank']['current'],
    },
  };
}

function membersOf(tree: ReferralTree, level: number): TreeMember[] {
  const t = tree as unknown as Loose;
  const key = `level${String(level)}`;
  const list = obj(t.members)[key] ?? obj(obj(t.levels).members)[key];
  return Array.isArray(list) ? list.map(readMember) : [];
}

export function readLevelPage(tree: ReferralTree, level: number, page: number): LevelPage {
  const members = membersOf(tree, level);
  const paged = (tree as Partial<ReferralTree>).page;
  if (paged && typeof paged.total === 'number') {
    const limit = paged.limit > 0 ? paged.limit : PAGE_SIZE;
    return {
      rows: members,
      offset: (paged.page - 1) * limit,
      total: paged.total,
      page: paged.page,
      pageCount: Math.max(1, Math.ceil(paged.total / limit)),
    };
  }
  const pageCount = Math.max(1, Math.ceil(members.length / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const offset = (current - 1) * PAGE_SIZE;
  return {
    rows: members.slice(offset, offset + PAGE_SIZE),
    offset,
    total: members.length,
    page: current,
    pageCount,
  };
}
