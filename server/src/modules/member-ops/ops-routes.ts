/**
 * The members desk under `/api/ops/members` (issue 30, DECISIONS 49): search and a member's page
 * (`members.read`, each page view audited), the member's statement through the member's own
 * statement service (same lines, same CSV), internal notes (`members.note`), the sign-in lock
 * (`members.lock`) and ending every session (`members.sessions`).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  LOCK_REASON_MAX,
  MEMBER_QUERY_MAX,
  NOTE_MAX,
  OPS_MEMBERS_API,
} from '../../../../contract/ops-members';
import { parseInput, wholeNumber } from '../../lib/validate';
import { currentOperator, opsGuard, operatorActor } from '../operators/guard';
import type { Permission } from '../../../../contract/ops';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/service';
import { statementPage } from '../wallet/statement';
import { statementCsv } from '../wallet/statement-csv';
import { StatementCsvQuery, StatementPageQuery } from '../wallet/statement-routes';
import { userNotFound } from '../../lib/errors';
import {
  addMemberNote,
  lockMember,
  revokeMemberSessions,
  unlockMember,
  type MemberOpsActor,
} from './actions';
import { memberDetail, memberDownline } from './detail';
import { searchMembers } from './search';

export const SearchQuery = z.object({
  q: z.string().max(MEMBER_QUERY_MAX, 'The search is too long').default(''),
  cursor: z.string().max(200, 'Invalid cursor').optional(),
});
export const IdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'User not found') });
export const DownlineQuery = z.object({
  depth: wholeNumber('depth', 1, 1000),
  cursor: z.string().max(200, 'Invalid cursor').optional(),
});
export const NoteBody = z.strictObject({
  body: z.string({ error: 'Note is required' }).max(NOTE_MAX * 2),
});
export const ReasonBody = z.strictObject({
  reason: z.string({ error: 'Reason is required' }).max(LOCK_REASON_MAX * 2),
});

function actorOf(request: FastifyRequest, permission: Permission): MemberOpsActor {
  return { audit: operatorActor(request, permission), name: currentOperator(request).name };
}

export default function memberOpsRoutes(app: FastifyInstance): Promise<void> {
  const read = { preHandler: opsGuard('members.read') };
  const db = app.ctx.db;
  const memberExists = async (id: string) => {
    const row = await db.selectFrom('members').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw userNotFound();
  };

  app.get(OPS_MEMBERS_API.search, read, async (request) => {
    const { q, cursor } = parseInput(SearchQuery, request.query);
    return { success: true, ...(await searchMembers(db, q, { cursor })) };
  });

  app.get('/ops/members/:id', read, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const actor = operatorActor(request, 'members.read');
    return { success: true, member: await memberDetail(db, id, actor, request.ip) };
  });

  app.get('/ops/members/:id/downline', read, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const { depth, cursor } = parseInput(DownlineQuery, request.query);
    return { success: true, ...(await memberDownline(db, id, depth, cursor)) };
  });

  // The member's own statement service; the read is audited like the page.
  app.get('/ops/members/:id/statement', read, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const q = parseInput(StatementPageQuery, request.query);
    await memberExists(id);
    const page = await statementPage(db, app.ctx.config.jwtSecret, id, q);
    await recordAudit(db, {
      actor: operatorActor(request, 'members.read'),
      action: 'members.statement.view',
      memberId: id,
      target: { type: 'member', id },
      ip: request.ip,
    });
    return { success: true, ...page };
  });

  app.get('/ops/members/:id/statement.csv', read, async (request, reply) => {
    const { id } = parseInput(IdParams, request.params);
    const q = parseInput(StatementCsvQuery, request.query);
    await memberExists(id);
    await recordAudit(db, {
      actor: operatorActor(request, 'members.read'),
      action: 'members.statement.export',
      memberId: id,
      target: { type: 'member', id },
      ip: request.ip,
    });
    const name = `rihla-statement-${id}-${q.month ?? 'all'}${q.programme ? `-${q.programme}` : ''}.csv`;
    const stream = Readable.from(statementCsv(db, id, q, q.lang), { objectMode: false });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(stream);
  });

  app.post('/ops/members/:id/notes', { preHandler: opsGuard('members.note') }, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const { body } = parseInput(NoteBody, request.body);
    const noteId = await addMemberNote(db, id, body, actorOf(request, 'members.note'), {
      ip: request.ip,
    });
    return { success: true, id: noteId };
  });

  const lock = { preHandler: opsGuard('members.lock') };
  app.post('/ops/members/:id/lock', lock, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const { reason } = parseInput(ReasonBody, request.body);
    const r = await lockMember(db, id, reason, actorOf(request, 'members.lock'), {
      ip: request.ip,
    });
    return { success: true, ...r };
  });

  app.post('/ops/members/:id/unlock', lock, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const { reason } = parseInput(ReasonBody, request.body);
    await unlockMember(db, id, reason, actorOf(request, 'members.lock'), { ip: request.ip });
    return { success: true };
  });

  app.post(
    '/ops/members/:id/sessions/revoke',
    { preHandler: opsGuard('members.sessions') },
    async (request) => {
      const { id } = parseInput(IdParams, request.params);
      const ended = await revokeMemberSessions(db, id, actorOf(request, 'members.sessions'), {
        ip: request.ip,
      });
      return { success: true, sessionsEnded: ended };
    },
  );
  return Promise.resolve();
}
