/**
 * The withdrawals desk under `/api/ops` (DECISIONS 49): the queue by status and the dashboard's
 * figures (any operator who reads queues), approve with four eyes, reject, mark paid one by one
 * or from the bank's CSV, and "Export approved" (finance). Every action is audited.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OPS_API, WITHDRAWAL_QUEUE_STATUSES, type Permission } from '../../../../contract/ops';
import { parseInput } from '../../lib/validate';
import { recordAudit } from '../audit/service';
import { currentOperator, opsGuard, operatorActor } from '../operators/guard';
import { approvedBankFile, markPaidBatch } from './bank-file';
import { approveInConsole, markPaidInConsole, type ConsoleDecider } from './four-eyes';
import { rejectWithdrawal } from './operator';
import { consoleDashboard, consoleQueue } from './ops-queries';
import { IdParams } from './routes';
import { withdrawalDetail } from './views';

export const Queue = z.object({
  status: z
    .enum(WITHDRAWAL_QUEUE_STATUSES, 'Status is one of pending, approved, paid or rejected')
    .default('pending'),
});
export const RejectBody = z.strictObject({
  reason: z.string({ error: 'Reason is required' }).max(300),
});
export const PaidBody = z.strictObject({
  transferReference: z.string({ error: 'Transfer reference is required' }).max(100),
});
export const BatchBody = z.strictObject({
  csv: z
    .string({ error: 'The CSV file is required' })
    .min(1, 'The CSV file is required')
    .max(60_000),
});

function decider(request: FastifyRequest, permission: Permission): ConsoleDecider {
  const o = currentOperator(request);
  return {
    operatorId: o.id,
    label: `ops:${o.id}`,
    actor: operatorActor(request, permission),
    ip: request.ip,
  };
}

async function referenceOf(app: FastifyInstance, id: string): Promise<string> {
  const w = await app.ctx.db
    .selectFrom('withdrawals')
    .select('reference')
    .where('id', '=', id)
    .executeTakeFirst();
  // An unknown id reads as an unknown reference: the same 404 as the CLI's.
  return w?.reference ?? id;
}

export default function withdrawalOpsRoutes(app: FastifyInstance): Promise<void> {
  app.get(OPS_API.dashboard, { preHandler: opsGuard('queues.read') }, async () => ({
    success: true,
    dashboard: await consoleDashboard(app.ctx),
  }));

  app.get(OPS_API.withdrawals, { preHandler: opsGuard('withdrawals.read') }, async (request) => {
    const { status } = parseInput(Queue, request.query);
    return { success: true, withdrawals: await consoleQueue(app.ctx, status) };
  });

  const decide = { preHandler: opsGuard('withdrawals.decide') };
  app.post('/ops/withdrawals/:id/approve', decide, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const r = await approveInConsole(app.ctx, id, decider(request, 'withdrawals.decide'));
    return { success: true, withdrawal: withdrawalDetail(r.withdrawal), mailed: r.mailed };
  });

  app.post('/ops/withdrawals/:id/reject', decide, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const { reason } = parseInput(RejectBody, request.body);
    const r = await rejectWithdrawal(
      app.ctx,
      await referenceOf(app, id),
      decider(request, 'withdrawals.decide'),
      reason,
    );
    return { success: true, withdrawal: withdrawalDetail(r.withdrawal), mailed: r.mailed };
  });

  const pay = { preHandler: opsGuard('withdrawals.pay') };
  app.post('/ops/withdrawals/:id/paid', pay, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const { transferReference } = parseInput(PaidBody, request.body);
    const r = await markPaidInConsole(
      app.ctx,
      await referenceOf(app, id),
      transferReference,
      decider(request, 'withdrawals.pay'),
    );
    return { success: true, withdrawal: withdrawalDetail(r.withdrawal), mailed: r.mailed };
  });

  app.post(OPS_API.withdrawalsPaidBatch, pay, async (request) => {
    const { csv } = parseInput(BatchBody, request.body);
    const results = await markPaidBatch(app.ctx, csv, decider(request, 'withdrawals.pay'));
    return { success: true, results };
  });

  app.get(
    OPS_API.withdrawalsExport,
    { preHandler: opsGuard('withdrawals.export') },
    async (request, reply) => {
      const { csv, count } = await approvedBankFile(app.ctx);
      await recordAudit(app.ctx.db, {
        actor: operatorActor(request, 'withdrawals.export'),
        action: count > 0 ? 'withdrawal.export' : 'withdrawal.export.empty',
        ip: request.ip,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="approved-withdrawals.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  return Promise.resolve();
}
