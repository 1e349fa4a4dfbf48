/**
 * The KYC desk under `/api/ops/kyc` (DECISIONS 48, 49): the queue and a submission's page
 * (`kyc.read`), its images one by one (each view audited, never cached, served nowhere else),
 * and the decision (`kyc.decide`): approve, or reject with the reason the member reads.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KYC_QUEUE_STATUSES } from '../../../../contract/ops-kyc';
import { OPS_API } from '../../../../contract/ops';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { opsGuard, operatorActor } from '../operators/guard';
import { approveKyc, rejectKyc } from './decide';
import { kycDeskQueue, kycDeskSubmission } from './ops-view';
import { readKycImages } from './review';

export const Queue = z.object({
  status: z
    .enum(KYC_QUEUE_STATUSES, 'Status is one of pending, approved or rejected')
    .default('pending'),
});
export const IdParams = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'No such KYC submission'),
});
const ImageParams = IdParams.extend({
  kind: z.enum(['id_front', 'id_back', 'passport', 'selfie']),
});
export const ApproveBody = z.strictObject({ driver: z.boolean().optional() });
export const RejectBody = z.strictObject({
  reason: z.string({ error: 'Reason is required' }).max(300),
});

export default function kycOpsRoutes(app: FastifyInstance): Promise<void> {
  const read = { preHandler: opsGuard('kyc.read') };
  const decide = { preHandler: opsGuard('kyc.decide') };

  app.get(OPS_API.kyc, read, async (request) => {
    const { status } = parseInput(Queue, request.query);
    return { success: true, submissions: await kycDeskQueue(app.ctx.db, status) };
  });

  app.get('/ops/kyc/:id', read, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const actor = operatorActor(request, 'kyc.read');
    return { success: true, submission: await kycDeskSubmission(app.ctx, id, actor, request.ip) };
  });

  app.get('/ops/kyc/:id/images/:kind', read, async (request, reply) => {
    const { id, kind } = parseInput(ImageParams, request.params);
    const [image] = await readKycImages(app.ctx, id, operatorActor(request, 'kyc.read'), {
      kinds: [kind],
      ip: request.ip,
    });
    if (!image) throw notFound('No such image');
    return reply
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .type(image.contentType)
      .send(image.bytes);
  });

  app.post('/ops/kyc/:id/approve', decide, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const { driver } = parseInput(ApproveBody, request.body ?? {});
    const r = await approveKyc(app.ctx, id, {
      actor: operatorActor(request, 'kyc.decide'),
      driver: driver === true,
      ip: request.ip,
    });
    return { success: true, status: r.status, mailed: r.mailed };
  });

  app.post('/ops/kyc/:id/reject', decide, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const { reason } = parseInput(RejectBody, request.body);
    const r = await rejectKyc(app.ctx, id, reason, {
      actor: operatorActor(request, 'kyc.decide'),
      ip: request.ip,
    });
    return { success: true, status: r.status, mailed: r.mailed };
  });
  return Promise.resolve();
}
