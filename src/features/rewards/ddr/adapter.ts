/** Reads the DDR leaderboard answer, ours or the old server's (DECISIONS 10). */
import { cleanTitle, num, obj, text, type Loose } from '../shared/loose';

/** Shown when the server sends no tip (spec section 2). */
export const DDR_FALLBACK_TIP =
  'Help every level of your team stay active: rides anywhere in your L1–L4 network add to your DDR income.';
export const DDR_FALLBACK_TITLE = 'Leaderboard – Top Earners';

export interface DdrRow {
  rank: number;
  name: string;
  username: string;
  earnings: number;
  isCurrentUser: boolean;
}
export interface DdrBoard {
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
    name: text(e.name, username || 'Member'),
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
    title: cleanTitle(board.title, DDR_FALLBACK_TITLE),
    tip: text(board.tip, DDR_FALLBACK_TIP),
    rows,
    you: you ? { ...you, isCurrentUser: true } : null,
  };
}
