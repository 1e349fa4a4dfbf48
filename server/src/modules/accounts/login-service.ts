/**
 * Login by e-mail, phone or username: only the identifier given is looked up (API-CONTRACT 9.10).
 * An unknown identifier and a wrong password get the same answer and take the same time
 * (DECISIONS 5). Attempts count per IP and per account before the password check (issue 19).
 * A sign-in lock is told only to whoever gave the right password (DECISIONS 49).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { loginPhoneCandidates } from '../../../../contract/phone';
import { USERNAME_RE } from '../../../../contract/validation';
import { AppError, unauthorized } from '../../lib/errors';
import { openLock } from '../member-ops/actions';
import { deviceKey, issueDevice, type Device } from './device-cookie';
import { enterTrusted, enterUntrusted } from './login-guard';
import { loginRow } from './member-queries';
import { passwordHasher } from './passwords';

export const INVALID_CREDENTIALS = 'Invalid credentials';

/**
 * A locked account's answer (DECISIONS 49), given only after the right password: the reason the
 * operator wrote, in the message and as `errors.lockReason` for pages that word it themselves.
 */
export const accountLocked = (reason: string) =>
  new AppError(
    403,
    `Sign-in to this account is locked: ${reason}`,
    { lockReason: reason },
    undefined,
    'ACCOUNT_LOCKED',
    { lockReason: 'ACCOUNT_LOCKED' },
  );

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
  const byUsername = () =>
    loginRow(db).where('username_lower', '=', input.value.toLowerCase()).executeTakeFirst();
  if (input.kind === 'username') return byUsername();
  // E.164 as typed or as read, or a national number of each of the eight countries: it counts
  // only when exactly one member has one of them (DECISIONS 13). The unique phone index serves it.
  const candidates = loginPhoneCandidates(input.value);
  if (candidates.length) {
    const rows = await loginRow(db).where('phone', 'in', candidates).limit(2).execute();
    if (rows.length === 1) return rows[0];
  }
  // Otherwise it may be a username of digits.
  return USERNAME_RE.test(input.value) ? byUsername() : undefined;
}

export interface LoginClient {
  ip: string;
  /** The device its cookie names, already checked (signature, age, same-site). */
  device: Device | null;
  /** The browser or app, for the signed-in devices list. */
  userAgent?: string;
}

/**
 * Unknown identifiers get their own counter, so they lock exactly like real accounts; hashed, so
 * any identifier fits the key column whatever lower-casing does to its length.
 */
function accountKey(input: LoginInput, memberId: string | undefined): string {
  if (memberId) return `login-acct:${memberId}`;
  const digest = createHash('sha256').update(input.value.toLowerCase()).digest('base64url');
  return `login-acct:${input.kind}:${digest}`;
}

async function enter(
  ctx: AppContext,
  client: LoginClient,
  memberId: string | undefined,
  account: string,
) {
  if (client.device && memberId && client.device.memberId === memberId) {
    const gate = await enterTrusted(ctx, client.device);
    if (gate) return gate;
  }
  return enterUntrusted(ctx, client.ip, account);
}

/**
 * Checks the credentials and opens a session; returns the member id, its token and a fresh
 * device cookie value. The limits are passed before any password work (login-guard.ts).
 */
export async function login(
  ctx: AppContext,
  input: LoginInput,
  client: LoginClient,
): Promise<{ memberId: string; token: string; device: string }> {
  const member = await findForLogin(ctx.db, input);
  const gate = await enter(ctx, client, member?.id, accountKey(input, member?.id));
  let ok = false;
  try {
    const hasher = passwordHasher(ctx.config.ARGON2_MEMORY_KIB);
    ok = member
      ? await hasher.verify(member.password_hash, input.password)
      : await hasher.verifyNothing(input.password);
  } finally {
    await gate.finish(ok);
  }
  if (!member || !ok) throw unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
  // Only now, so a lock tells nothing to someone guessing passwords.
  const lock = await openLock(ctx.db, member.id);
  if (lock) throw accountLocked(lock.reason);
  const sessionId = await ctx.sessions.create(member.id, client.userAgent);
  const token = await ctx.tokens.sign({ memberId: member.id, sessionId });
  return {
    memberId: member.id,
    token,
    device: issueDevice(deviceKey(ctx.config.jwtSecret), member.id),
  };
}
