/**
 * The statement's opaque cursor: the posting sequence to continue below and the balance just
 * before it (a prefix sum that never changes once posted, as entries are only appended with
 * higher sequence numbers). Signed, so a forged cursor is a 400 and not a wrong balance.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../../lib/errors';

export interface StatementCursor {
  /** Continue with entries whose seq is below this. */
  beforeSeq: number;
  /** Sum of the member's entries with seq below `beforeSeq`, fils. */
  balanceFils: number;
}

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`statement:${body}`).digest('base64url').slice(0, 22);

export function encodeCursor(secret: string, memberId: string, c: StatementCursor): string {
  const body = Buffer.from(`${c.beforeSeq}.${c.balanceFils}`).toString('base64url');
  return `${body}.${sign(secret, `${memberId}:${body}`)}`;
}

/** Throws 400 for a cursor that is not ours or not the member's. */
export function decodeCursor(secret: string, memberId: string, text: string): StatementCursor {
  const invalid = () => badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
  const [body, mac] = text.split('.');
  if (!body || !mac) throw invalid();
  const want = Buffer.from(sign(secret, `${memberId}:${body}`));
  const got = Buffer.from(mac);
  if (want.length !== got.length || !timingSafeEqual(want, got)) throw invalid();
  const m = /^(\d{1,15})\.(-?\d{1,15})$/.exec(Buffer.from(body, 'base64url').toString());
  if (!m) throw invalid();
  return { beforeSeq: Number(m[1]), balanceFils: Number(m[2]) };
}
