/**
 * The console's own calls under `/api/ops`: sign in and out, who am I (with the role matrix),
 * and the set-up link's two calls. Desks' routes live with their modules (withdrawals,
 * audit) behind the same guard.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPS_API, PERMISSIONS } from '../../../../contract/ops';
import { parseInput } from '../../lib/validate';
import { recordAudit } from '../audit/service';
import { currentOperator, opsGuard } from './guard';
import { loginOperator } from './login';
import { operatorView } from './roles';
import { endOpsSession, opsCookie, SESSION_ABSOLUTE_MS } from './sessions';
import { completeSetup, setupInfo } from './setup';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(max);

export const LoginBody = z.strictObject({
  email: text('E-mail', 254),
  password: text('Password', 200),
  code: text('Code', 20),
});
export const TokenBody = z.strictObject({ token: text('Token', 100) });
export const SetupBody = z.strictObject({
  token: text('Token', 100),
  password: text('Password', 200),
  code: text('Code', 6),
});

export default function operatorRoutes(app: FastifyInstance): Promise<void> {
  const secure = app.ctx.config.publicUrl.startsWith('https://');

  app.post(OPS_API.login, async (request, reply) => {
    const input = parseInput(LoginBody, request.body);
    const { token, operator } = await loginOperator(app.ctx, input, request.ip);
    void reply.header('set-cookie', opsCookie(token, secure, SESSION_ABSOLUTE_MS / 1000));
    return { success: true, operator: operatorView(operator) };
  });

  app.post(OPS_API.logout, { preHandler: opsGuard() }, async (request, reply) => {
    const o = currentOperator(request);
    await endOpsSession(app.ctx.db, o.sessionId);
    await recordAudit(app.ctx.db, {
      actor: { kind: 'operator', id: o.id, role: o.roles[0] ?? 'unknown' },
      action: 'operator.logout',
      target: { type: 'operator', id: o.id },
      ip: request.ip,
    });
    void reply.header('set-cookie', opsCookie('', secure, 0));
    return { success: true };
  });

  app.get(OPS_API.me, { preHandler: opsGuard() }, (request) => {
    const o = currentOperator(request);
    return Promise.resolve({
      success: true,
      operator: operatorView({ ...o, roles: o.roles.join(',') }),
      matrix: PERMISSIONS,
    });
  });

  app.post(OPS_API.setupInfo, async (request) => {
    const { token } = parseInput(TokenBody, request.body);
    return { success: true, setup: await setupInfo(app.ctx, token) };
  });

  app.post(OPS_API.setup, async (request) => {
    const input = parseInput(SetupBody, request.body);
    const { recoveryCodes } = await completeSetup(app.ctx, input, request.ip);
    return { success: true, recoveryCodes };
  });
  return Promise.resolve();
}
