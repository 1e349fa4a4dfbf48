/** Reads the DDR leaderboard answer, ours or the old server's (DECISIONS 10). */
import { cleanTitle, num, obj, text, type Loose } from '../shared/loose';
import en from './messages.en';

/** Shown when the server sends no tip (spec section 2); the screen words it per language. */
export const DDR_FALLBACK_TIP: string = en.fallbackTip;

export interface DdrRow {
  rank: number;
  name: string;
  username: string;
  earnings: number;
  isCurrentUser: boolean;
}
export interface DdrBoard {
  /** The server's title and tip (English), '' when it sent none. */
  title: string;
  tip: string;
  rows: DdrRow[];
  /** The caller's standing when outside the rows shown. */
  you: DdrRow | null;
}

function readRow(e: Loose, index: number, callerUsername: string | null): DdrRow {
  const username = text(e.username, '');
  return {
    rank: num(e.rank) || num(e.position) || index + 1,
    // '' when neither is sent: the screen names the row.
    name: text(e.name, username),
    username,
    earnings: num(e.earnings),
    isCurrentUser:
      e.isCurrentUser === true || (!!callerUsername && !!username && username === callerUsername),
  };
}

export function readDdrBoard(body: unknown): DdrBoard {
  const board = obj(obj(obj(body).data).leaderboard);
  const current = board.currentUser ? obj(board.currentUser) : null;
  const caller = current ? text(current.username, '') || null : null;
  const list = Array.isArray(board.topEarners) ? board.topEarners.map(obj) : [];
  const rows = list.map((e, i) => readRow(e, i, caller));
  const you = current && !rows.some((r) => r.isCurrentUser) ? readRow(current, 0, null) : null;
  return {
    title: cleanTitle(board.title, ''),
    tip: text(board.tip, ''),
    rows,
    you: you ? { ...you, isCurrentUser: true } : null,
  };
}
