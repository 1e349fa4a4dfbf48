/**
 * Appending to and reading the audit trail. Callers pass the executor of the transaction that
 * makes the change, so an action and its audit row commit together or not at all.
 */
import { userInfo } from 'node:os';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import type { AuditLogTable } from './tables';

export type AuditActor =
  | { kind: 'operator'; id: string; role: string }
  | { kind: 'cli'; user: string }
  | { kind: 'member'; id: string }
  | { kind: 'system' };

export interface AuditEntry {
  actor: AuditActor;
  /** Dotted verb, e.g. `kyc.approve`. */
  action: string;
  memberId?: string | null;
  target?: { type: string; id: string } | null;
  /** Names of the fields that changed: identifiers only, never values. */
  fields?: readonly string[];
  ip?: string | null;
  /** For tests and imports; defaults to now. */
  at?: Date;
}

/** The CLI acts as the system user who runs it (DECISIONS 49). */
export function cliActor(): AuditActor {
  let user = process.env.SUDO_USER ?? process.env.USER ?? '';
  if (!user) {
    try {
      user = userInfo().username;
    } catch {
      user = 'unknown';
    }
  }
  return { kind: 'cli', user };
}

// A field name is an identifier; anything else could carry a personal value into the log.
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]{0,59}$/;
const ACTION = /^[a-z][a-z0-9_.-]{0,59}$/;

function actorColumns(
  actor: AuditActor,
): Pick<AuditLogTable, 'actor_kind' | 'actor_id' | 'actor_role'> {
  switch (actor.kind) {
    case 'operator':
      return { actor_kind: 'operator', actor_id: actor.id, actor_role: actor.role };
    case 'cli':
      return { actor_kind: 'cli', actor_id: `cli:${actor.user}`.slice(0, 80), actor_role: null };
    case 'member':
      return { actor_kind: 'member', actor_id: actor.id, actor_role: null };
    case 'system':
      return { actor_kind: 'system', actor_id: null, actor_role: null };
  }
}

let lastAt = 0;

/**
 * Now, but never the same millisecond as this process's previous audit row: the trail lists
 * newest first by time, and two actions one after the other (a role change, then a reset) must
 * not come out in a random order because they fell in one millisecond. Rows of two processes in
 * one millisecond were concurrent, so either order is true.
 */
function auditTime(): Date {
  lastAt = Math.max(Date.now(), lastAt + 1);
  return new Date(lastAt);
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  if (!ACTION.test(entry.action)) throw new Error(`audit: bad action name ${entry.action}`);
  const fields = entry.fields ?? [];
  for (const f of fields) if (!FIELD_NAME.test(f)) throw new Error('audit: bad field name');
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      at: (entry.at ?? auditTime()).toISOString(),
      ...actorColumns(entry.actor),
      action: entry.action,
      member_id: entry.memberId ?? null,
      target_type: entry.target?.type ?? null,
      target_id: entry.target?.id ?? null,
      fields: fields.length > 0 ? [...new Set(fields)].sort().join(',') : null,
      ip: entry.ip ?? null,
    })
    .execute();
}

export interface AuditFilter {
  memberId?: string;
  actorId?: string;
  /** The request or record acted on (e.g. a withdrawal's id). */
  targetId?: string;
  /** Matches the action exactly, or every action under it when it ends with `.` (`kyc.`). */
  action?: string;
  /** ISO bounds on `at`, inclusive from, exclusive to. */
  from?: string;
  to?: string;
}

export interface AuditRow {
  id: string;
  at: string;
  actorKind: string;
  actorId: string | null;
  actorRole: string | null;
  action: string;
  memberId: string | null;
  targetType: string | null;
  targetId: string | null;
  fields: string[];
  ip: string | null;
}

export interface AuditPage {
  rows: AuditRow[];
  /** Pass back as `cursor` for the next (older) page; null at the end. */
  nextCursor: string | null;
}

const encodeCursor = (r: { at: string; id: string }) =>
  Buffer.from(`${r.at}|${r.id}`).toString('base64url');

function decodeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  return at && id && /^[0-9a-f]{24}$/.test(id) && !Number.isNaN(Date.parse(at)) ? { at, id } : null;
}

/** Newest first, keyset-paged by (at, id). A bad cursor starts from the newest. */
export async function listAudit(
  db: Db,
  filter: AuditFilter = {},
  page: { cursor?: string; limit?: number } = {},
): Promise<AuditPage> {
  const limit = Math.min(Math.max(page.limit ?? 50, 1), 500);
  let q = db.selectFrom('audit_log').selectAll();
  if (filter.memberId) q = q.where('member_id', '=', filter.memberId);
  if (filter.actorId) q = q.where('actor_id', '=', filter.actorId);
  if (filter.targetId) q = q.where('target_id', '=', filter.targetId);
  if (filter.action) {
    q = filter.action.endsWith('.')
      ? q.where('action', 'like', `${filter.action.replace(/[%_\\]/g, '')}%`)
      : q.where('action', '=', filter.action);
  }
  if (filter.from) q = q.where('at', '>=', filter.from);
  if (filter.to) q = q.where('at', '<', filter.to);
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  if (after) {
    q = q.where((eb) =>
      eb.or([eb('at', '<', after.at), eb.and([eb('at', '=', after.at), eb('id', '<', after.id)])]),
    );
  }
  const rows = await q
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    rows: shown.map((r) => ({
      id: r.id,
      at: r.at,
      actorKind: r.actor_kind,
      actorId: r.actor_id,
      actorRole: r.actor_role,
      action: r.action,
      memberId: r.member_id,
      targetType: r.target_type,
      targetId: r.target_id,
      fields: r.fields ? r.fields.split(',') : [],
      ip: r.ip,
    })),
    nextCursor: more && last ? encodeCursor(last) : null,
  };
}
