/**
 * The member's withdrawal calls (DECISIONS 39): ask (201, or the first answer again for a
 * retried Idempotency-Key), list, cancel. Own requests only: another member's id is 403.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API } from '../../../../contract/api-paths';
import { WITHDRAWAL_MIN_AED } from '../../../../contract/wallet';
import { say, wrongType } from '../../../../contract/zod-messages';
import { parseInput } from '../../lib/validate';
import { currentMember, requireMember } from '../accounts/auth-guard';
import { toAed } from '../wallet/money';
import { totalsRow, walletFigures } from '../wallet/reads';
import { IdempotencyKey, WithdrawalBody } from './rules';
import { cancelWithdrawal, isKycApproved, listWithdrawals, requestWithdrawal } from './service';
import { withdrawalDetail, withdrawalView } from './views';

export const IdParams = z.object({
  id: z
    .string({ error: wrongType('Withdrawal ID') })
    .min(1, say.required('Withdrawal ID'))
    .max(64, say.atMostChars('Withdrawal ID', 64)),
});

export default function withdrawalRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: requireMember };

  app.post(API.withdrawals, auth, async (request, reply) => {
    const input = parseInput(WithdrawalBody, request.body);
    const header = request.headers['idempotency-key'];
    const key = header === undefined ? undefined : parseInput(IdempotencyKey, header);
    const { withdrawal } = await requestWithdrawal(app.ctx, currentMember(request).id, input, key);
    return reply.status(201).send({ success: true, withdrawal: withdrawalView(withdrawal) });
  });

  app.get(API.withdrawals, auth, async (request) => {
    const me = currentMember(request).id;
    const [rows, totals, canWithdraw] = await Promise.all([
      listWithdrawals(app.ctx, me),
      totalsRow(app.ctx.db, me),
      isKycApproved(app.ctx, me),
    ]);
    const w = walletFigures(totals);
    return {
      success: true,
      withdrawals: rows.map(withdrawalDetail),
      wallet: {
        availableBalance: toAed(w.balanceFils),
        held: toAed(w.heldFils),
        paidOut: toAed(w.paidOutFils),
        minimum: WITHDRAWAL_MIN_AED,
      },
      canWithdraw,
    };
  });

  app.post('/wallet/withdrawals/:id/cancel', auth, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const w = await cancelWithdrawal(app.ctx, currentMember(request).id, id);
    return { success: true, withdrawal: withdrawalDetail(w) };
  });
  return Promise.resolve();
}
