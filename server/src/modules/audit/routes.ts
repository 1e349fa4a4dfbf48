/**
 * The audit page's calls (DECISIONS 49): `/api/ops/audit` newest first with filters, keyset
 * paged, and the same as CSV. Reading the trail is itself recorded when it is exported.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OPS_API, type AuditEntryView } from '../../../../contract/ops';
import { csvLine } from '../../lib/csv';
import { parseInput, wholeNumber } from '../../lib/validate';
import { opsGuard, operatorActor } from '../operators/guard';
import { listAudit, recordAudit, type AuditFilter, type AuditRow } from './service';

export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .optional();
export const Query = z.object({
  actor: z.string().max(80, 'The actor filter is at most 80 characters').optional(),
  action: z.string().max(60, 'The action filter is at most 60 characters').optional(),
  member: z.string().max(24, 'The member filter is at most 24 characters').optional(),
  target: z.string().max(40, 'The target filter is at most 40 characters').optional(),
  from: day,
  to: day,
  cursor: z.string().max(200, 'This page link is not valid').optional(),
  limit: wholeNumber('limit', 1, 200).optional(),
});

// Dates are Dubai days (UTC+4 all year).
const dubaiStart = (d: string, plusDays = 0) =>
  new Date(Date.parse(`${d}T00:00:00+04:00`) + plusDays * 86_400_000).toISOString();

function filterOf(q: z.output<typeof Query>): AuditFilter {
  return {
    ...(q.actor ? { actorId: q.actor.trim() } : {}),
    ...(q.action ? { action: q.action.trim() } : {}),
    ...(q.member ? { memberId: q.member.trim() } : {}),
    ...(q.target ? { targetId: q.target.trim() } : {}),
    ...(q.from ? { from: dubaiStart(q.from) } : {}),
    ...(q.to ? { to: dubaiStart(q.to, 1) } : {}),
  };
}

async function withNames(app: FastifyInstance, rows: AuditRow[]): Promise<AuditEntryView[]> {
  const ids = [
    ...new Set(rows.filter((r) => r.actorKind === 'operator').map((r) => r.actorId ?? '')),
  ].filter(Boolean);
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const ops = await app.ctx.db
      .selectFrom('operators')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .execute();
    for (const o of ops) names.set(o.id, o.name);
  }
  return rows.map((r) => ({ ...r, actorName: r.actorId ? (names.get(r.actorId) ?? null) : null }));
}

const CSV_MAX_ROWS = 20_000;

export default function auditRoutes(app: FastifyInstance): Promise<void> {
  const guard = { preHandler: opsGuard('audit.read') };

  app.get(OPS_API.audit, guard, async (request) => {
    const q = parseInput(Query, request.query);
    const page = await listAudit(app.ctx.db, filterOf(q), {
      limit: q.limit ?? 50,
      ...(q.cursor ? { cursor: q.cursor } : {}),
    });
    return { success: true, entries: await withNames(app, page.rows), nextCursor: page.nextCursor };
  });

  app.get(OPS_API.auditCsv, guard, async (request: FastifyRequest, reply) => {
    const q = parseInput(Query, request.query);
    const filter = filterOf(q);
    const lines = [
      csvLine([
        'time',
        'actor_kind',
        'actor_id',
        'actor_name',
        'role',
        'action',
        'member_id',
        'target_type',
        'target_id',
        'fields',
        'ip',
      ]),
    ];
    let cursor: string | undefined;
    let count = 0;
    do {
      const page = await listAudit(app.ctx.db, filter, {
        limit: 500,
        ...(cursor ? { cursor } : {}),
      });
      for (const r of await withNames(app, page.rows)) {
        lines.push(
          csvLine([
            r.at,
            r.actorKind,
            r.actorId,
            r.actorName,
            r.actorRole,
            r.action,
            r.memberId,
            r.targetType,
            r.targetId,
            r.fields.join(' '),
            r.ip,
          ]),
        );
      }
      count += page.rows.length;
      cursor = page.nextCursor ?? undefined;
    } while (cursor && count < CSV_MAX_ROWS);
    await recordAudit(app.ctx.db, {
      actor: operatorActor(request, 'audit.read'),
      action: 'audit.export',
      ip: request.ip,
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit.csv"')
      .header('cache-control', 'no-store')
      .send(`${lines.join('\r\n')}\r\n`);
  });
  return Promise.resolve();
}
