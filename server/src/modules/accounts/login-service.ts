/**
 * Login by e-mail, phone or username: only the identifier given is looked up (API-CONTRACT 9.10).
 * An unknown identifier and a wrong password get the same answer and take the same time
 * (DECISIONS 5). Failures count per IP and per account; a good login clears the account's count.
 */
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import { add, check, clear } from '../../lib/rate-limit';
import { loginRow } from './member-queries';
import { passwordHasher } from './passwords';
import { loginPhoneLookup } from './phone';

export const INVALID_CREDENTIALS = 'Invalid credentials';

export interface LoginInput {
  kind: 'email' | 'phoneNumber' | 'username';
  value: string;
  password: string;
}

async function findForLogin(
  db: Kysely<Database>,
  input: LoginInput,
): Promise<{ id: string; password_hash: string } | undefined> {
  if (input.kind === 'email')
    return loginRow(db).where('email', '=', input.value.toLowerCase()).executeTakeFirst();
  if (input.kind === 'username')
    return loginRow(db).where('username_lower', '=', input.value.toLowerCase()).executeTakeFirst();
  const lookup = loginPhoneLookup(input.value);
  if (!lookup) return undefined;
  if ('e164' in lookup) return loginRow(db).where('phone', '=', lookup.e164).executeTakeFirst();
  // A national number counts only when exactly one member has it (DECISIONS 13).
  const rows = await loginRow(db).where('phone_national', '=', lookup.national).limit(2).execute();
  return rows.length === 1 ? rows[0] : undefined;
}

/** Checks the credentials and opens a session; returns the member id and its token. */
export async function login(
  ctx: AppContext,
  input: LoginInput,
  ip: string,
): Promise<{ memberId: string; token: string }> {
  const c = ctx.config;
  const ipLimit = {
    key: `login-ip:${ip}`,
    max: c.LOGIN_MAX_PER_IP,
    windowSeconds: c.LOGIN_WINDOW_SECONDS,
  };
  await check(ctx.db, ipLimit);

  const member = await findForLogin(ctx.db, input);
  // Unknown identifiers get their own counter, so they lock exactly like real accounts.
  const accountKey = member
    ? `login-acct:${member.id}`
    : `login-acct:${input.kind}:${input.value.toLowerCase()}`;
  const accountLimit = {
    key: accountKey,
    max: c.LOGIN_MAX_PER_ACCOUNT,
    windowSeconds: c.LOGIN_WINDOW_SECONDS,
  };
  await check(ctx.db, accountLimit);

  const hasher = passwordHasher(c.ARGON2_MEMORY_KIB);
  const ok = member
    ? await hasher.verify(member.password_hash, input.password)
    : await hasher.verifyNothing(input.password);
  if (!member || !ok) {
    await add(ctx.db, ipLimit.key, ipLimit.windowSeconds);
    await add(ctx.db, accountLimit.key, accountLimit.windowSeconds);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await clear(ctx.db, accountKey);
  const sessionId = await ctx.sessions.create(member.id);
  const token = await ctx.tokens.sign({ memberId: member.id, sessionId });
  return { memberId: member.id, token };
}
