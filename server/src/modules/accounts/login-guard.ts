/**
 * The limits in front of the password check (issue 19). Every attempt is counted by one atomic
 * upsert that returns the new count, before any password work, so concurrent tries on any
 * number of server processes cannot get past the limit: at most LOGIN_MAX_PER_ACCOUNT attempts
 * per account (and LOGIN_MAX_PER_IP per address) reach the check in a window. A success takes
 * its own attempt back. Going over locks the account for the window, doubled at each further
 * lock-out up to LOGIN_LOCK_MAX_SECONDS. A few logins per account and per address may be in
 * the password check at one time. A trusted device (DECISIONS 43) skips the account and address
 * limits but has its own.
 */
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import { add, clear, release } from '../../lib/rate-limit';
import type { Device } from './device-cookie';

/** What a login does once the password check is over. */
export interface Gate {
  /**
   * Always called, once: the login is no longer in flight, and a right password takes its
   * attempts back (one statement for both).
   */
  finish(passwordWasRight: boolean): Promise<void>;
}

// An in-flight mark outlives a crashed process by at most this long.
const IN_FLIGHT_SECONDS = 60;
const BUSY = 'One sign-in is already in progress. Please wait a moment.';

/** Marks the login in flight under each key; 429 (marks taken back) when one is over its max. */
async function occupy(ctx: AppContext, slots: [string, number][]): Promise<string[]> {
  const held: string[] = [];
  for (const [key, max] of slots) {
    const { hits } = await add(ctx.db, key, IN_FLIGHT_SECONDS);
    held.push(key);
    if (hits > max) {
      await release(ctx.db, ...held);
      throw tooManyRequests(1, BUSY, 'LOGIN_IN_PROGRESS');
    }
  }
  return held;
}

const gate = (ctx: AppContext, inFlight: string[], attempts: string[]): Gate => ({
  finish: (right) => release(ctx.db, ...inFlight, ...(right ? attempts : [])),
});

async function countAccountAttempt(ctx: AppContext, key: string): Promise<void> {
  const c = ctx.config;
  const { hits, expiresAt } = await add(ctx.db, key, c.LOGIN_WINDOW_SECONDS);
  if (hits <= c.LOGIN_MAX_PER_ACCOUNT) return;
  if (hits === c.LOGIN_MAX_PER_ACCOUNT + 1) {
    // Exactly one attempt sees the count go over: it sets the lock, longer at each lock-out.
    const memory = Math.max(86_400, 2 * c.LOGIN_LOCK_MAX_SECONDS);
    const { hits: lockOuts } = await add(ctx.db, `login-lockouts:${key}`, memory);
    const seconds = Math.min(
      c.LOGIN_WINDOW_SECONDS * 2 ** (lockOuts - 1),
      c.LOGIN_LOCK_MAX_SECONDS,
    );
    const until = Date.now() + seconds * 1000;
    await ctx.db
      .updateTable('rate_limits')
      .set({ expires_at: until })
      .where('key', '=', key)
      .execute();
    throw tooManyRequests(seconds);
  }
  throw tooManyRequests((expiresAt - Date.now()) / 1000);
}

/** A client without a trusted device: the address and account limits apply. */
export async function enterUntrusted(ctx: AppContext, ip: string, account: string): Promise<Gate> {
  const c = ctx.config;
  const ipKey = `login-ip:${ip}`;
  const ipCount = await add(ctx.db, ipKey, c.LOGIN_WINDOW_SECONDS);
  if (ipCount.hits > c.LOGIN_MAX_PER_IP)
    throw tooManyRequests((ipCount.expiresAt - Date.now()) / 1000);
  await countAccountAttempt(ctx, account);
  const inFlight = await occupy(ctx, [
    [`login-busy:${account}`, c.LOGIN_IN_FLIGHT_PER_ACCOUNT],
    [`login-busy-ip:${ip}`, c.LOGIN_IN_FLIGHT_PER_IP],
  ]);
  return gate(ctx, inFlight, [ipKey, account]);
}

/**
 * A valid device cookie for this member: only the device's own limit applies. Null once the
 * device has used up its tries; the caller then treats it as any other client.
 */
export async function enterTrusted(ctx: AppContext, device: Device): Promise<Gate | null> {
  const c = ctx.config;
  const key = `login-device:${device.id}`;
  const { hits } = await add(ctx.db, key, c.LOGIN_WINDOW_SECONDS);
  if (hits > c.LOGIN_MAX_PER_DEVICE) return null;
  const inFlight = await occupy(ctx, [
    [`login-busy-device:${device.id}`, c.LOGIN_IN_FLIGHT_PER_ACCOUNT],
  ]);
  return gate(ctx, inFlight, [key]);
}

/**
 * After a password reset (the owner proved the mailbox) the current lock no longer applies; the
 * lock-out count stays, so an attacker who keeps guessing still meets longer locks.
 */
export async function liftLock(ctx: Pick<AppContext, 'db'>, memberId: string): Promise<void> {
  await clear(ctx.db, `login-acct:${memberId}`);
}
