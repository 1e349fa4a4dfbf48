/**
 * The one door of `/api/ops` (DECISIONS 49): the `rihla_ops` cookie only (an `Authorization`
 * header is never read, so a member's token opens nothing here), a same-site request only, a
 * live session of an active operator, and the permission the route names, from the role matrix
 * (contract/ops.ts). Sets `request.operator` with the role the action is recorded under.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { grantingRole, type OperatorRole, type Permission } from '../../../../contract/ops';
import { forbidden, unauthorized } from '../../lib/errors';
import type { AuditActor } from '../audit/service';
import { isCrossSite } from '../accounts/device-cookie';
import { parseRoles } from './roles';
import { opsCookieValue, readOpsSession } from './sessions';

export interface AuthedOperator {
  id: string;
  name: string;
  email: string;
  roles: OperatorRole[];
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator?: AuthedOperator;
  }
}

const SIGNED_OUT = () => unauthorized('Not signed in to the console', 'NOT_SIGNED_IN');

export async function requireOperator(request: FastifyRequest): Promise<AuthedOperator> {
  const { ctx } = request.server;
  if (isCrossSite(request, ctx.config.publicUrl)) throw forbidden('Cross-site request refused');
  const value = opsCookieValue(request.headers.cookie);
  const session = value ? await readOpsSession(ctx.db, value) : null;
  if (!session) throw SIGNED_OUT();
  const o = await ctx.db
    .selectFrom('operators')
    .select(['id', 'name', 'email', 'roles', 'status'])
    .where('id', '=', session.operatorId)
    .executeTakeFirst();
  if (o?.status !== 'active') throw SIGNED_OUT();
  request.operator = { ...o, roles: parseRoles(o.roles), sessionId: session.sessionId };
  return request.operator;
}

/** A preHandler: signed in, and holding `permission` when one is named. */
export const opsGuard =
  (permission?: Permission) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const o = await requireOperator(request);
    if (permission && !grantingRole(o.roles, permission)) {
      throw forbidden('Your role does not allow this');
    }
  };

/** The operator of a guarded route. */
export function currentOperator(request: FastifyRequest): AuthedOperator {
  if (!request.operator) throw SIGNED_OUT();
  return request.operator;
}

/** The audit actor of a guarded route, under the role that grants `permission`. */
export function operatorActor(request: FastifyRequest, permission: Permission): AuditActor {
  const o = currentOperator(request);
  return { kind: 'operator', id: o.id, role: grantingRole(o.roles, permission) ?? 'unknown' };
}
