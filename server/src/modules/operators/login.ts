/**
 * Operator sign-in: e-mail, password and a current authenticator code (or one recovery code,
 * which is then spent). The member login's limits guard it (per address and per account, with
 * growing locks), under the operator's own account key. Every failure is the same 401, so the
 * answer never tells which part was wrong or whether the address is an operator's.
 */
import type { AppContext } from '../../context';
import { unauthorized } from '../../lib/errors';
import { enterUntrusted } from '../accounts/login-guard';
import { passwordHasher } from '../accounts/passwords';
import { recordAudit } from '../audit/service';
import { parseRoles } from './roles';
import { recoveryHash } from './secrets';
import { createOpsSession } from './sessions';
import type { OperatorsTable } from './tables';
import { acceptedStep } from './totp';
import { readTotpSecret } from './totp-secret';

const INVALID = 'Invalid credentials';

export interface OpsLoginInput {
  email: string;
  password: string;
  code: string;
}

/** Spends a TOTP step or a recovery code; false when neither matches (or was used already). */
async function spendSecondFactor(ctx: AppContext, o: OperatorsTable, code: string) {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    const secret = await readTotpSecret(ctx.db, ctx.keyring, o);
    if (!secret) return false;
    const step = acceptedStep(secret, typed, o.totp_last_step);
    if (step === null) return false;
    // Only a step newer than the stored one moves it: two logins with one code, one wins.
    const moved = await ctx.db
      .updateTable('operators')
      .set({ totp_last_step: step })
      .where('id', '=', o.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }
  const spent = await ctx.db
    .updateTable('operator_recovery_codes')
    .set({ used_at: new Date().toISOString() })
    .where('operator_id', '=', o.id)
    .where('code_hash', '=', recoveryHash(typed))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? 'recovery' : false;
}

export async function loginOperator(ctx: AppContext, input: OpsLoginInput, ip: string) {
  const email = input.email.trim().toLowerCase();
  const gate = await enterUntrusted(ctx, ip, `ops-login:${email}`);
  let passwordRight = false;
  try {
    const o = await ctx.db
      .selectFrom('operators')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    const hasher = passwordHasher(ctx.config.ARGON2_MEMORY_KIB);
    passwordRight =
      o?.password_hash && o.status === 'active'
        ? await hasher.verify(o.password_hash, input.password)
        : await hasher.verifyNothing(input.password);
    if (!o || !passwordRight) throw unauthorized(INVALID, 'INVALID_CREDENTIALS');
    const factor = await spendSecondFactor(ctx, o, input.code);
    const role = parseRoles(o.roles)[0] ?? 'unknown';
    if (!factor) {
      passwordRight = false;
      await recordAudit(ctx.db, {
        actor: { kind: 'operator', id: o.id, role },
        action: 'operator.login.refused',
        target: { type: 'operator', id: o.id },
        ip,
      });
      throw unauthorized(INVALID, 'INVALID_CREDENTIALS');
    }
    const token = await createOpsSession(ctx.db, o.id, ip);
    await recordAudit(ctx.db, {
      actor: { kind: 'operator', id: o.id, role },
      action: factor === 'recovery' ? 'operator.login.recovery' : 'operator.login',
      target: { type: 'operator', id: o.id },
      ...(factor === 'recovery' ? { fields: ['recovery_codes'] } : {}),
      ip,
    });
    return { token, operator: o };
  } finally {
    await gate.finish(passwordRight);
  }
}
