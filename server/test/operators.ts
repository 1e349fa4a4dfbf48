/**
 * Operators for tests: made the way the CLI makes them (add, then the set-up link's calls), with
 * a helper that signs one in through `/api/ops/login` with a computed TOTP code, and one that
 * opens a session directly (for tests about something else than signing in).
 */
import type { FastifyInstance } from 'fastify';
import type { OperatorRole } from '../../contract/ops';
import { cliActor } from '../src/modules/audit/service';
import { addOperator } from '../src/modules/operators/accounts';
import { completeSetup, setupInfo } from '../src/modules/operators/setup';
import { createOpsSession, OPS_COOKIE } from '../src/modules/operators/sessions';
import { totpNow } from '../src/modules/operators/totp';

export const OPS_PASSWORD = 'Console-pass-2026';

export interface TestOperator {
  id: string;
  email: string;
  secret: string;
  recoveryCodes: string[];
}

let n = 0;

export async function makeOperator(
  app: FastifyInstance,
  roles: OperatorRole[],
  name?: string,
): Promise<TestOperator> {
  n += 1;
  const email = `op${String(n)}-${String(process.pid)}-${roles.join('-')}@rihla.test`;
  const { id, link } = await addOperator(
    app.ctx,
    { email, name: name ?? `Operator ${String(n)}`, roles },
    cliActor(),
  );
  const token = link.split('#')[1] ?? '';
  // The key as the set-up page shows it (stored sealed).
  const { secret } = await setupInfo(app.ctx, token);
  const { recoveryCodes } = await completeSetup(
    app.ctx,
    { token, password: OPS_PASSWORD, code: totpNow(secret) },
    '127.0.0.1',
  );
  return { id, email, secret, recoveryCodes };
}

/** A `Cookie` header for a fresh session of the operator. */
export async function opsCookieFor(app: FastifyInstance, operatorId: string): Promise<string> {
  return `${OPS_COOKIE}=${await createOpsSession(app.ctx.db, operatorId, '127.0.0.1')}`;
}

/** The `rihla_ops=…` pair a login answer set. */
export function cookieFromAnswer(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  const m = new RegExp(`${OPS_COOKIE}=([^;]+)`).exec(header);
  if (!m?.[1]) throw new Error('no ops cookie set');
  return `${OPS_COOKIE}=${m[1]}`;
}
