/** The members desk's calls, through the console's own client (cookie only). */
import {
  OPS_MEMBERS_API,
  type OpsDownlinePage,
  type OpsMemberDetail,
  type OpsMemberSearchPage,
} from '@contract/ops-members';
import type { StatementResponse } from '@contract/wallet';
import { asciiDigits } from '@contract/phone-countries';
import { call } from '../api';

const BASE = `${window.location.origin}/api`;

const withQuery = (path: string, params: Record<string, string | null | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) p.set(k, v);
  const s = p.toString();
  return s ? `${path}?${s}` : path;
};

export const membersApi = {
  // Digits typed on an Arabic keyboard are made ASCII before sending (DECISIONS 46).
  search: (q: string, cursor?: string | null) =>
    call<OpsMemberSearchPage>(
      'GET',
      withQuery(OPS_MEMBERS_API.search, { q: asciiDigits(q).trim(), cursor }),
    ),
  member: (id: string) => call<{ member: OpsMemberDetail }>('GET', OPS_MEMBERS_API.member(id)),
  downline: (id: string, depth: number, cursor?: string | null) =>
    call<OpsDownlinePage>(
      'GET',
      withQuery(OPS_MEMBERS_API.downline(id), { depth: String(depth), cursor }),
    ),
  statement: (id: string, cursor?: string | null) =>
    call<StatementResponse>('GET', withQuery(OPS_MEMBERS_API.statement(id), { cursor })),
  addNote: (id: string, body: string) =>
    call<{ id: string }>('POST', OPS_MEMBERS_API.notes(id), { body }),
  lock: (id: string, reason: string) =>
    call<{ sessionsEnded: number }>('POST', OPS_MEMBERS_API.lock(id), { reason }),
  unlock: (id: string, reason: string) =>
    call<unknown>('POST', OPS_MEMBERS_API.unlock(id), { reason }),
  revokeSessions: (id: string) =>
    call<{ sessionsEnded: number }>('POST', OPS_MEMBERS_API.revokeSessions(id), {}),
};

/** The statement's CSV, downloaded by the browser with the cookie, in the page's language. */
export const memberStatementCsv = (id: string, lang: string) =>
  `${BASE}${withQuery(OPS_MEMBERS_API.statementCsv(id), { lang })}`;
