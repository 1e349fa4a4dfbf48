/**
 * Operator sessions (DECISIONS 49): a random cookie value, stored only as its SHA-256, ending 8
 * hours after sign-in or after 30 minutes without a call, whichever comes first. Kept in the
 * database, so every server process knows them and a disable or reset ends them at once.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { sha256 } from './secrets';

export const OPS_COOKIE = 'rihla_ops';
export const SESSION_ABSOLUTE_MS = 8 * 3600_000;
export const SESSION_IDLE_MS = 30 * 60_000;
// A live session's last call is written at most this often (a call is not a write each time).
const TOUCH_EVERY_MS = 30_000;

export async function createOpsSession(db: Db, operatorId: string, ip: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('operator_sessions')
    .values({
      id: sha256(token),
      operator_id: operatorId,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + SESSION_ABSOLUTE_MS).toISOString(),
      ip,
    })
    .execute();
  return token;
}

/** The operator a cookie value signs in, touching the session; null when ended or unknown. */
export async function readOpsSession(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<{ sessionId: string; operatorId: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const id = sha256(token);
  const s = await db
    .selectFrom('operator_sessions')
    .select(['operator_id', 'last_seen_at', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!s) return null;
  const lastSeen = Date.parse(s.last_seen_at);
  if (Date.parse(s.expires_at) <= now || now - lastSeen >= SESSION_IDLE_MS) {
    await db.deleteFrom('operator_sessions').where('id', '=', id).execute();
    return null;
  }
  if (now - lastSeen >= TOUCH_EVERY_MS) {
    await db
      .updateTable('operator_sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return { sessionId: id, operatorId: s.operator_id };
}

export async function endOpsSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('operator_sessions').where('id', '=', sessionId).execute();
}

export function opsCookie(value: string, secure: boolean, maxAgeSeconds: number): string {
  return [
    `${OPS_COOKIE}=${value}`,
    // Sent only to the console's API, never with a member's calls.
    'Path=/api/ops',
    `Max-Age=${String(maxAgeSeconds)}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The raw `rihla_ops` value of the Cookie header. */
export function opsCookieValue(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === OPS_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}
