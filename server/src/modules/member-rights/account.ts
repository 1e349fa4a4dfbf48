/**
 * The reads and the password check every member-rights call starts with. A wrong current
 * password is a 400 (a 401 would end the SPA's session) and counts against a per-member limit,
 * so a stolen session cannot guess the password that closing or changing it needs.
 */
import type { Language } from '../../../../contract/language';
import { isLanguage } from '../../../../contract/language';
import { RIGHTS_MESSAGES } from '../../../../contract/member-rights';
import type { AppContext } from '../../context';
import { badRequest, userNotFound } from '../../lib/errors';
import { hit } from '../../lib/rate-limit';
import { passwordHasher } from '../accounts/passwords';

export interface Account {
  id: string;
  username: string;
  email: string;
  language: Language;
  passwordHash: string;
}

export async function loadAccount(ctx: AppContext, memberId: string): Promise<Account> {
  const row = await ctx.db
    .selectFrom('members')
    .select(['id', 'username', 'email', 'language', 'password_hash', 'closed_at'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row || row.closed_at) throw userNotFound();
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    language: isLanguage(row.language) ? row.language : 'en',
    passwordHash: row.password_hash,
  };
}

/** Checks the member's password (the field named `field` in the answer) or throws 400. */
export async function checkPassword(
  ctx: AppContext,
  account: Account,
  password: string,
  field: string,
): Promise<void> {
  await hit(ctx.db, {
    key: `rights-pw:${account.id}`,
    max: ctx.config.LOGIN_MAX_PER_ACCOUNT,
    windowSeconds: ctx.config.LOGIN_WINDOW_SECONDS,
  });
  const ok = await passwordHasher(ctx.config.ARGON2_MEMORY_KIB).verify(
    account.passwordHash,
    password,
  );
  if (!ok) {
    const message = RIGHTS_MESSAGES.currentPasswordWrong;
    throw badRequest(message, { [field]: message }, 'CURRENT_PASSWORD_WRONG');
  }
}
