/**
 * The set-up page's calls: read what the single-use link is for (the key to enrol), then set
 * the password, prove the authenticator with a current code and receive 10 recovery codes,
 * shown once. The link is spent by the set-up that succeeds.
 */
import type { SetupInfo } from '../../../../contract/ops';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { passwordHasher } from '../accounts/passwords';
import { recordAudit } from '../audit/service';
import { newRecoveryCode, RECOVERY_CODE_COUNT, recoveryHash, sha256 } from './secrets';
import { acceptedStep, totpUri } from './totp';
import { readTotpSecret } from './totp-secret';

const LINK_INVALID = 'This set-up link is not valid or has expired. Ask an admin for a new one.';
export const MIN_PASSWORD = 12;

async function byToken(ctx: AppContext, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound(LINK_INVALID);
  const o = await ctx.db
    .selectFrom('operators')
    .selectAll()
    .where('setup_token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!o?.setup_expires_at || o.setup_expires_at <= new Date().toISOString()) {
    throw notFound(LINK_INVALID);
  }
  const secret = await readTotpSecret(ctx.db, ctx.keyring, o);
  if (!secret) throw notFound(LINK_INVALID);
  return { ...o, totp_secret: secret };
}

export async function setupInfo(ctx: AppContext, token: string): Promise<SetupInfo> {
  const o = await byToken(ctx, token);
  return {
    email: o.email,
    name: o.name,
    secret: o.totp_secret,
    uri: totpUri(o.totp_secret, o.email),
  };
}

export function passwordProblem(password: string, email: string): string | null {
  if (password.length < MIN_PASSWORD || password.length > 200)
    return `The password must be ${MIN_PASSWORD}-200 characters`;
  if (!/[a-z]/i.test(password) || !/\d/.test(password))
    return 'The password must contain letters and digits';
  if (password.toLowerCase().includes(email.split('@')[0] ?? '\u0000'))
    return 'The password must not contain your e-mail name';
  return null;
}

export async function completeSetup(
  ctx: AppContext,
  input: { token: string; password: string; code: string },
  ip: string,
): Promise<{ recoveryCodes: string[] }> {
  const o = await byToken(ctx, input.token);
  const problem = passwordProblem(input.password, o.email);
  if (problem) throw badRequest(problem, { password: problem });
  const step = acceptedStep(o.totp_secret, input.code.trim(), null);
  if (step === null) {
    const text = 'The code is not right. Check the time on your phone and try the current code.';
    throw badRequest(text, { code: text });
  }
  const hash = await passwordHasher(ctx.config.ARGON2_MEMORY_KIB).hash(input.password);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const at = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    // Spent by exactly one set-up, even if two tabs submit at once.
    const done = await trx
      .updateTable('operators')
      .set({
        status: 'active',
        password_hash: hash,
        totp_last_step: step,
        setup_token_hash: null,
        setup_expires_at: null,
        updated_at: at,
      })
      .where('id', '=', o.id)
      .where('setup_token_hash', '=', sha256(input.token))
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw notFound(LINK_INVALID);
    await trx.deleteFrom('operator_recovery_codes').where('operator_id', '=', o.id).execute();
    await trx
      .insertInto('operator_recovery_codes')
      .values(
        codes.map((c) => ({
          id: newId(),
          operator_id: o.id,
          code_hash: recoveryHash(c),
          used_at: null,
        })),
      )
      .execute();
    await recordAudit(trx, {
      actor: { kind: 'operator', id: o.id, role: o.roles.split(',')[0] ?? 'unknown' },
      action: 'operator.setup',
      target: { type: 'operator', id: o.id },
      fields: ['password_hash', 'recovery_codes', 'status', 'totp_secret'],
      ip,
    });
  });
  return { recoveryCodes: codes };
}
