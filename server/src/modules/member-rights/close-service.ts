/**
 * Closing an account (DECISIONS 48) in two steps: the password asks for a mailed code (and
 * answers what would be forfeited), then the password, the code and, for a small balance, the
 * member's consent to give it up close it. The rules are checked again inside the closing's
 * transaction, with the member's money locked, so a withdrawal requested meanwhile wins.
 */
import type { CloseRequest } from '../../../../contract/member-rights';
import { RIGHTS_MESSAGES } from '../../../../contract/member-rights';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { hit } from '../../lib/rate-limit';
import { sendTracked } from '../../mail/send';
import type { AuthedMember } from '../accounts/auth-guard';
import { SIGNUP_CODE_MESSAGES, failCode } from '../accounts/code-errors';
import { checkCode, consumeCode, issueCode } from '../accounts/codes';
import { codeSettings } from '../accounts/otp-service';
import { recordAudit } from '../audit/service';
import { toAed } from '../wallet/money';
import { lockMemberMoney } from '../withdrawals/lock';
import { checkPassword, loadAccount } from './account';
import { closingAllowed } from './close-rules';
import { ERASED_FIELDS, eraseMember } from './close-erase';
import { accountClosedMail, closeCodeMail } from './mails';

const CODE_MESSAGES = { ...SIGNUP_CODE_MESSAGES, field: 'code' };

/** Step 1: returns the AED that closing would forfeit; mails the code. */
export async function requestCloseCode(
  ctx: AppContext,
  me: AuthedMember,
  password: string,
): Promise<number> {
  const account = await loadAccount(ctx, me.id);
  await checkPassword(ctx, account, password, 'password');
  const forfeitFils = await closingAllowed(ctx.db, me.id);
  await hit(ctx.db, {
    key: `close-code:${me.id}`,
    max: 1,
    windowSeconds: ctx.config.OTP_RESEND_SECONDS,
    message: 'Please wait before requesting another code.',
    code: 'CODE_RESEND_WAIT',
  });
  const { code } = await issueCode(ctx.db, codeSettings(ctx), {
    purpose: 'close',
    email: account.email,
    memberId: me.id,
  });
  const minutes = Math.round(ctx.config.OTP_TTL_SECONDS / 60);
  await sendTracked(
    ctx,
    'close-code',
    closeCodeMail(account.email, code, minutes, account.language),
  );
  return toAed(forfeitFils);
}

/** Step 2: closes the account for good. */
export async function closeAccount(
  ctx: AppContext,
  me: AuthedMember,
  input: Required<CloseRequest>,
  ip: string,
): Promise<void> {
  const account = await loadAccount(ctx, me.id);
  await checkPassword(ctx, account, input.password, 'password');
  const check = await checkCode(ctx.db, codeSettings(ctx), {
    purpose: 'close',
    email: account.email,
    code: input.code,
    consume: false,
  });
  if (check.status !== 'ok') failCode(check, CODE_MESSAGES, ctx.config.OTP_RESEND_SECONDS);
  const closedAt = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await lockMemberMoney(trx, ctx.dbKind, me.id);
    const forfeitFils = await closingAllowed(trx, me.id);
    if (forfeitFils > 0 && !input.acceptForfeit)
      throw badRequest(
        RIGHTS_MESSAGES.forfeitRequired,
        { acceptForfeit: RIGHTS_MESSAGES.forfeitRequired },
        'CLOSE_FORFEIT_REQUIRED',
      );
    if (!(await consumeCode(trx, check.id))) failCode({ status: 'missing' }, CODE_MESSAGES, 0);
    await eraseMember(trx, ctx.keyring, me.id, closedAt);
    await recordAudit(trx, {
      actor: { kind: 'member', id: me.id },
      action: 'member.close',
      memberId: me.id,
      fields: [...ERASED_FIELDS, 'closed_at'],
      ip,
    });
  });
  await sendTracked(ctx, 'account-closed', accountClosedMail(account.email, account.language));
  // The delivery log is the last place the address was kept.
  await ctx.db
    .updateTable('mail_outbox')
    .set({ to_address: '' })
    .where('to_address', '=', account.email)
    .execute();
}
