/** Reads the CRR leaderboard answer, ours or the old server's (DECISIONS 9, 10). */
import type { CurrentRank } from '@contract/user';
import { cleanTitle, num, obj, text, type Loose } from '../shared/loose';
import { normalizeRank } from '../shared/rank';

export interface CrrRow {
  position: number;
  name: string;
  username: string;
  rank: CurrentRank;
  /** Points (PGP + TGP), not AED. */
  points: number;
  isCurrentUser: boolean;
}
export interface CrrBoard {
  /** The server's title and tip (English), '' when it sent none; the screen words its own. */
  title: string;
  tip: string;
  rows: CrrRow[];
  you: CrrRow | null;
}

function readRow(e: Loose, index: number, caller: string | null): CrrRow {
  const username = text(e.username, '');
  // Ours and the old server: rank = name, position = number. Ours before the change sent
  // rank = position number and the name in crrRank; both still read.
  const position = num(e.position) || (typeof e.rank === 'number' ? e.rank : 0) || index + 1;
  return {
    position,
    // '' when neither is sent: the screen names the row.
    name: text(e.name, username),
    username,
    rank: normalizeRank(e.crrRank ?? (typeof e.rank === 'string' ? e.rank : null)),
    points: num(e.earnings),
    isCurrentUser: e.isCurrentUser === true || (!!caller && username === caller),
  };
}

export function readCrrBoard(body: unknown): CrrBoard {
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
