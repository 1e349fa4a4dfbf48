/**
 * The ledger desk under `/api/ops` (DECISIONS 49): the proposals (pending and recently
 * decided), propose, approve and reject, all with `ledger.post` (finance). Four eyes is the
 * service's rule; every action is audited there.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPS_LEDGER_API } from '../../../../contract/ops-ledger';
import { parseInput } from '../../lib/validate';
import { currentOperator, opsGuard, operatorActor } from '../operators/guard';
import { ProposalBody, ProposalParams, RejectBody } from './input';
import { listProposals } from './queries';
import { approveProposal, proposeLedger, rejectProposal, type LedgerOperator } from './service';

function operatorOf(request: FastifyRequest): LedgerOperator {
  return {
    operatorId: currentOperator(request).id,
    actor: operatorActor(request, 'ledger.post'),
    ip: request.ip,
  };
}

export default function ledgerOpsRoutes(app: FastifyInstance): Promise<void> {
  const guard = { preHandler: opsGuard('ledger.post') };

  app.get(OPS_LEDGER_API.proposals, guard, async () => ({
    success: true,
    ...(await listProposals(app.ctx.db)),
  }));

  app.post(OPS_LEDGER_API.proposals, guard, async (request, reply) => {
    const input = parseInput(ProposalBody, request.body);
    const id = await proposeLedger(app.ctx, input, operatorOf(request));
    return reply.code(201).send({ success: true, id });
  });

  app.post('/ops/ledger/proposals/:id/approve', guard, async (request) => {
    const { id } = parseInput(ProposalParams, request.params);
    await approveProposal(app.ctx, id, operatorOf(request));
    return { success: true };
  });

  app.post('/ops/ledger/proposals/:id/reject', guard, async (request) => {
    const { id } = parseInput(ProposalParams, request.params);
    const { note } = parseInput(RejectBody, request.body);
    await rejectProposal(app.ctx, id, note, operatorOf(request));
    return { success: true };
  });
  return Promise.resolve();
}
