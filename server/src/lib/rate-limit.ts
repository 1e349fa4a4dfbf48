/**
 * Fixed-window rate limits kept in the database, so every server process behind a load
 * balancer shares the same counters. A limit that is reached throws 429 with Retry-After.
 */
import { sql } from 'kysely';
import type { ErrorCode } from '../../../contract/error-codes';
import type { Db } from '../db/database';
import { tooManyRequests } from './errors';

export interface Limit {
  /** e.g. `login-ip:203.0.113.9`; callers normalise what goes in it. */
  key: string;
  max: number;
  windowSeconds: number;
  /** Message of the 429; the generic one by default. */
  message?: string;
  /** Code of the 429; RATE_LIMITED by default. */
  code?: ErrorCode;
}

// Expired rows are swept now and then rather than by a job.
const SWEEP_EVERY = 500;
let sinceSweep = 0;

/** Counts one hit and throws 429 when it goes over `max` in the current window. */
export async function hit(db: Db, limit: Limit): Promise<void> {
  const { hits, expiresAt } = await add(db, limit.key, limit.windowSeconds);
  if (hits > limit.max)
    throw tooManyRequests((expiresAt - Date.now()) / 1000, limit.message, limit.code);
}

/** Throws 429 when `max` hits are already counted, without counting one (failures-only limits). */
export async function check(db: Db, limit: Limit): Promise<void> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'expires_at'])
    .where('key', '=', limit.key)
    .executeTakeFirst();
  const now = Date.now();
  if (row && row.expires_at > now && row.hits >= limit.max) {
    throw tooManyRequests((row.expires_at - now) / 1000, limit.message, limit.code);
  }
}

/** Counts one hit (a failure, for `check`-style limits) and returns the window's state. */
export async function add(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; expiresAt: number }> {
  const now = Date.now();
  const end = now + windowSeconds * 1000;
  // One statement, so concurrent processes never lose a hit.
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, window_start: now, expires_at: end })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.expires_at <= ${now} then 1 else rate_limits.hits + 1 end`,
        window_start: sql<number>`case when rate_limits.expires_at <= ${now} then ${now} else rate_limits.window_start end`,
        expires_at: sql<number>`case when rate_limits.expires_at <= ${now} then ${end} else rate_limits.expires_at end`,
      }),
    )
    .returning(['hits', 'expires_at'])
    .executeTakeFirstOrThrow();
  if (++sinceSweep >= SWEEP_EVERY) {
    sinceSweep = 0;
    await sweep(db);
  }
  return { hits: row.hits, expiresAt: row.expires_at };
}

/** Takes back one hit of each key (a login that succeeded, requests no longer in flight). */
export async function release(db: Db, ...keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`hits - 1` })
    .where('key', 'in', keys)
    .where('hits', '>', 0)
    .execute();
}

/** Forgets a key, e.g. the failure count of an account after a good login. */
export async function clear(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

export async function sweep(db: Db): Promise<void> {
  await db.deleteFrom('rate_limits').where('expires_at', '<', Date.now()).execute();
}
