/**
 * A member's page in the console (issue 30): profile, KYC status, the lock, the sponsor chain to
 * the top, team counts by level, wallet figures, CRR rank and points, withdrawals, live sessions
 * and internal notes. Every read writes an audit row (DECISIONS 48, 49). A closed member shows as
 * "Former member" with nothing of what was erased.
 */
import { FORMER_MEMBER_NAME } from '../../../../contract/member-rights';
import type {
  OpsDownlinePage,
  OpsMemberDetail,
  OpsMemberLink,
} from '../../../../contract/ops-members';
import { MEMBER_SEARCH_PAGE } from '../../../../contract/ops-members';
import type { Db } from '../../db/database';
import { userNotFound } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/service';
import { currentMonth } from '../accounts/member-queries';
import { kycStateOf } from '../kyc/state';
import { deviceHandle } from '../member-rights/security-service';
import { toAed } from '../wallet/money';
import { monthlyRow, totalsRow, walletFigures } from '../wallet/reads';

const WITHDRAWALS_SHOWN = 20;
const NOTES_SHOWN = 100;

const points = (hundredths: number) => hundredths / 100;

function linkName(r: { first_name: string; last_name: string; closed_at: string | null }) {
  return r.closed_at ? FORMER_MEMBER_NAME : `${r.first_name} ${r.last_name}`.trim();
}

async function sponsorChain(db: Db, memberId: string) {
  const rows = await db
    .selectFrom('referral_paths as rp')
    .innerJoin('members as a', 'a.id', 'rp.ancestor_id')
    .select(['a.id', 'a.username', 'a.first_name', 'a.last_name', 'a.closed_at', 'rp.depth'])
    .where('rp.descendant_id', '=', memberId)
    .where('rp.depth', '>', 0)
    .orderBy('rp.depth')
    .execute();
  return rows.map((r) => ({ id: r.id, username: r.username, name: linkName(r), depth: r.depth }));
}

/** Reads the page and records the view, one audit row. */
export async function memberDetail(
  db: Db,
  memberId: string,
  actor: AuditActor,
  ip: string | null,
): Promise<OpsMemberDetail> {
  const m = await db
    .selectFrom('members')
    .select([
      'id',
      'username',
      'first_name',
      'last_name',
      'email',
      'phone',
      'country',
      'gender',
      'language',
      'created_at',
      'closed_at',
      'kyc_status',
      'crr_rank',
      'crr_rank_at',
      'pgp_total',
      'tgp_total',
    ])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!m) throw userNotFound();
  const closed = m.closed_at !== null;
  const now = nowIso();
  const [lock, sponsors, levels, totals, month, withdrawals, sessions, notes] = await Promise.all([
    db
      .selectFrom('member_locks')
      .select(['reason', 'locked_at', 'locked_by'])
      .where('member_id', '=', memberId)
      .where('unlocked_at', 'is', null)
      .executeTakeFirst(),
    sponsorChain(db, memberId),
    db
      .selectFrom('level_counts')
      .select(['depth', 'count'])
      .where('member_id', '=', memberId)
      .where('count', '>', 0)
      .orderBy('depth')
      .execute(),
    totalsRow(db, memberId),
    monthlyRow(db, memberId, currentMonth()),
    db
      .selectFrom('withdrawals')
      .select(['id', 'reference', 'status', 'amount_fils', 'method', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .limit(WITHDRAWALS_SHOWN)
      .execute(),
    db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'expires_at', 'user_agent'])
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('member_notes')
      .select(['id', 'body', 'author', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(NOTES_SHOWN)
      .execute(),
  ]);
  const w = walletFigures(totals);
  await recordAudit(db, {
    actor,
    action: 'members.view',
    memberId,
    target: { type: 'member', id: memberId },
    ip,
  });
  return {
    id: m.id,
    username: m.username,
    name: linkName(m),
    firstName: closed ? FORMER_MEMBER_NAME : m.first_name,
    lastName: closed ? '' : m.last_name,
    email: closed ? null : m.email,
    phone: closed ? null : m.phone,
    country: m.country,
    gender: m.gender,
    language: m.language,
    joinedAt: m.created_at,
    closedAt: m.closed_at,
    kycStatus: kycStateOf(m.kyc_status),
    lock: lock ? { lockedAt: lock.locked_at, reason: lock.reason, by: lock.locked_by } : null,
    sponsors,
    levels: levels.map((l) => ({ depth: l.depth, count: l.count })),
    wallet: {
      balance: toAed(w.balanceFils),
      held: toAed(w.heldFils),
      earned: toAed(w.earnedFils),
      paidOut: toAed(w.paidOutFils),
    },
    crr: {
      rank: m.crr_rank,
      rankAt: m.crr_rank_at,
      pgpTotal: points(m.pgp_total),
      tgpTotal: points(m.tgp_total),
      monthPgp: points(month.pgp),
      monthTgp: points(month.tgp),
    },
    withdrawals: withdrawals.map((r) => ({
      id: r.id,
      reference: r.reference,
      status: r.status,
      amount: toAed(r.amount_fils),
      method: r.method,
      createdAt: r.created_at,
    })),
    sessions: sessions.map((s) => ({
      handle: deviceHandle(s.id),
      createdAt: s.created_at,
      expiresAt: s.expires_at,
      userAgent: s.user_agent,
    })),
    notes: notes.map((n) => ({ id: n.id, body: n.body, author: n.author, at: n.created_at })),
  };
}

const encodeDownCursor = (r: { joined_at: string; id: string }) =>
  Buffer.from(`${r.joined_at}|${r.id}`).toString('base64url');
function decodeDownCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  return at && id && /^[0-9a-f]{24}$/.test(id) && !Number.isNaN(Date.parse(at)) ? { at, id } : null;
}

/** The members at one depth under a member, in join order, keyset-paged (the level index). */
export async function memberDownline(
  db: Db,
  memberId: string,
  depth: number,
  cursor?: string,
): Promise<OpsDownlinePage> {
  const exists = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!exists) throw userNotFound();
  const after = decodeDownCursor(cursor);
  let q = db
    .selectFrom('referral_paths as rp')
    .innerJoin('members as d', 'd.id', 'rp.descendant_id')
    .select(['d.id', 'd.username', 'd.first_name', 'd.last_name', 'd.closed_at', 'rp.joined_at'])
    .where('rp.ancestor_id', '=', memberId)
    .where('rp.depth', '=', depth);
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('rp.joined_at', '>', after.at),
        eb.and([eb('rp.joined_at', '=', after.at), eb('rp.descendant_id', '>', after.id)]),
      ]),
    );
  }
  const rows = await q
    .orderBy('rp.joined_at')
    .orderBy('rp.descendant_id')
    .limit(MEMBER_SEARCH_PAGE + 1)
    .execute();
  const shown = rows.slice(0, MEMBER_SEARCH_PAGE);
  const last = shown.at(-1);
  const members: (OpsMemberLink & { joinedAt: string })[] = shown.map((r) => ({
    id: r.id,
    username: r.username,
    name: linkName(r),
    joinedAt: r.joined_at,
  }));
  return {
    members,
    nextCursor:
      rows.length > MEMBER_SEARCH_PAGE && last
        ? encodeDownCursor({ joined_at: last.joined_at, id: last.id })
        : null,
  };
}
