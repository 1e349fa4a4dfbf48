/**
 * What operators (and the CLI, through the same functions) do to a member (DECISIONS 49):
 * internal notes, the sign-in lock with its reason, lifting it, and ending every session. Each
 * action writes one audit row in its own transaction (field names only, never the texts).
 */
import { LOCK_REASON_MAX, NOTE_MAX } from '../../../../contract/ops-members';
import type { Db } from '../../db/database';
import { badRequest, conflict, userNotFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/service';

/** Who acts: the audit actor, and the name notes and locks are signed with. */
export interface MemberOpsActor {
  audit: AuditActor;
  name: string;
}

export const actorName = (a: AuditActor, operatorName?: string): string =>
  a.kind === 'cli' ? `cli:${a.user}`.slice(0, 120) : (operatorName ?? a.kind).slice(0, 120);

/** Any space run becomes one space; ends trimmed. */
const cleanText = (text: string) => text.replace(/\s+/g, ' ').trim();

function requiredText(text: string, max: number, field: string, what: string): string {
  const clean = field === 'body' ? text.trim() : cleanText(text);
  if (!clean) throw badRequest(`${what} is required`, { [field]: `${what} is required` });
  if (clean.length > max) {
    const m = `${what} must be at most ${String(max)} characters`;
    throw badRequest(m, { [field]: m });
  }
  return clean;
}

async function existingMember(db: Db, memberId: string): Promise<{ closed: boolean }> {
  const row = await db
    .selectFrom('members')
    .select(['id', 'closed_at'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw userNotFound();
  return { closed: row.closed_at !== null };
}

interface ActionOptions {
  ip?: string | null;
}

export async function addMemberNote(
  db: Db,
  memberId: string,
  text: string,
  by: MemberOpsActor,
  o: ActionOptions = {},
): Promise<string> {
  const body = requiredText(text, NOTE_MAX, 'body', 'Note');
  await existingMember(db, memberId);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('member_notes')
      .values({
        id,
        member_id: memberId,
        operator_id: by.audit.kind === 'operator' ? by.audit.id : null,
        author: by.name,
        body,
        created_at: nowIso(),
      })
      .execute();
    await recordAudit(trx, {
      actor: by.audit,
      action: 'members.note.add',
      memberId,
      target: { type: 'member_note', id },
      fields: ['body'],
      ip: o.ip ?? null,
    });
  });
  return id;
}

/** Ends every live session of the member; returns how many ended. */
async function endSessions(db: Db, memberId: string): Promise<number> {
  const now = nowIso();
  const r = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function revokeMemberSessions(
  db: Db,
  memberId: string,
  by: MemberOpsActor,
  o: ActionOptions = {},
): Promise<number> {
  await existingMember(db, memberId);
  return db.transaction().execute(async (trx) => {
    const ended = await endSessions(trx, memberId);
    await recordAudit(trx, {
      actor: by.audit,
      action: 'members.sessions.revoke',
      memberId,
      target: { type: 'member', id: memberId },
      fields: ['sessions.revoked_at'],
      ip: o.ip ?? null,
    });
    return ended;
  });
}

export const ALREADY_LOCKED = 'Sign-in is already locked for this member';
export const NOT_LOCKED = 'Sign-in is not locked for this member';

/** Locks sign-in with a reason the member reads after the right password; ends every session. */
export async function lockMember(
  db: Db,
  memberId: string,
  reasonText: string,
  by: MemberOpsActor,
  o: ActionOptions = {},
): Promise<{ sessionsEnded: number }> {
  const reason = requiredText(reasonText, LOCK_REASON_MAX, 'reason', 'Reason');
  const { closed } = await existingMember(db, memberId);
  if (closed) throw conflict('This account is closed');
  return db.transaction().execute(async (trx) => {
    const open = await openLock(trx, memberId);
    if (open) throw conflict(ALREADY_LOCKED);
    const id = newId();
    await trx
      .insertInto('member_locks')
      .values({
        id,
        member_id: memberId,
        reason,
        locked_by: by.name,
        locked_at: nowIso(),
        unlocked_by: null,
        unlocked_at: null,
        unlock_reason: null,
      })
      .execute();
    const sessionsEnded = await endSessions(trx, memberId);
    await recordAudit(trx, {
      actor: by.audit,
      action: 'members.lock',
      memberId,
      target: { type: 'member_lock', id },
      fields: ['locked_at', 'reason', 'sessions.revoked_at'],
      ip: o.ip ?? null,
    });
    return { sessionsEnded };
  });
}

export async function unlockMember(
  db: Db,
  memberId: string,
  reasonText: string,
  by: MemberOpsActor,
  o: ActionOptions = {},
): Promise<void> {
  const reason = requiredText(reasonText, LOCK_REASON_MAX, 'reason', 'Reason');
  await existingMember(db, memberId);
  await db.transaction().execute(async (trx) => {
    const open = await openLock(trx, memberId);
    if (!open) throw conflict(NOT_LOCKED);
    await trx
      .updateTable('member_locks')
      .set({ unlocked_at: nowIso(), unlocked_by: by.name, unlock_reason: reason })
      .where('id', '=', open.id)
      .execute();
    await recordAudit(trx, {
      actor: by.audit,
      action: 'members.unlock',
      memberId,
      target: { type: 'member_lock', id: open.id },
      fields: ['unlocked_at', 'unlock_reason'],
      ip: o.ip ?? null,
    });
  });
}

/** The member's open lock, if any (the login reads it after the right password). */
export function openLock(db: Db, memberId: string) {
  return db
    .selectFrom('member_locks')
    .select(['id', 'reason', 'locked_at', 'locked_by'])
    .where('member_id', '=', memberId)
    .where('unlocked_at', 'is', null)
    .executeTakeFirst();
}
