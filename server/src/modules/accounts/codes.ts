/**
 * E-mailed one-time codes: 6 digits from the cryptographic generator, stored as an HMAC bound to
 * purpose and e-mail, valid OTP_TTL_SECONDS, one per e-mail and purpose at a time (a new send
 * replaces the old one), locked after OTP_MAX_ATTEMPTS wrong tries, consumed on use.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId, newOtp } from '../../lib/ids';
import type { CodePurpose } from './tables';

export interface CodeSettings {
  secret: string;
  ttlSeconds: number;
  maxAttempts: number;
}

function codeHash(secret: string, purpose: CodePurpose, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

/** Replaces any code for (purpose, e-mail) with a new one; returns the row id and the code. */
export async function issueCode(
  db: Kysely<Database>,
  settings: CodeSettings,
  input: { purpose: CodePurpose; email: string; memberId: string | null },
): Promise<{ id: string; code: string }> {
  const id = newId();
  const code = newOtp();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('email_codes')
      .where('purpose', '=', input.purpose)
      .where('email', '=', input.email)
      .execute();
    await trx
      .insertInto('email_codes')
      .values({
        id,
        purpose: input.purpose,
        email: input.email,
        member_id: input.memberId,
        code_hash: codeHash(settings.secret, input.purpose, input.email, code),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + settings.ttlSeconds * 1000).toISOString(),
        attempts: 0,
        consumed_at: null,
      })
      .execute();
  });
  return { id, code };
}

export type CodeCheck =
  | { status: 'ok'; id: string; memberId: string | null; email: string }
  | { status: 'missing' | 'expired' | 'wrong' }
  | { status: 'locked'; sentAt: number };

/**
 * Checks a code found by e-mail (sign-up) or by its row id (reset handle). A wrong code counts
 * one attempt; `consume` marks a good code used, in the caller's transaction when one is given.
 * The check and the count are one conditional UPDATE (issue 27): under a burst of concurrent
 * tries, no more than `maxAttempts` wrong ones are ever counted, and a try that arrives after
 * the limit is refused even with the right code, on every database.
 */
export async function checkCode(
  db: Kysely<Database>,
  settings: CodeSettings,
  input: { purpose: CodePurpose; code: string; consume: boolean } & (
    { email: string } | { id: string }
  ),
): Promise<CodeCheck> {
  let query = db
    .selectFrom('email_codes')
    .selectAll()
    .where('purpose', '=', input.purpose)
    .where('consumed_at', 'is', null);
  query =
    'email' in input ? query.where('email', '=', input.email) : query.where('id', '=', input.id);
  const row = await query.executeTakeFirst();
  if (!row) return { status: 'missing' };
  const locked = { status: 'locked', sentAt: Date.parse(row.created_at) } as const;
  if (row.attempts >= settings.maxAttempts) return locked;
  if (Date.parse(row.expires_at) <= Date.now()) return { status: 'expired' };

  const given = codeHash(settings.secret, input.purpose, row.email, input.code);
  // Counts a wrong code only while under the limit; the row lock (PostgreSQL) or the single
  // writer (SQLite) makes each try see the count of the ones before it.
  const counted = await db
    .updateTable('email_codes')
    .set({
      attempts: sql<number>`attempts + case when code_hash = ${given} then 0 else 1 end`,
    })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', settings.maxAttempts)
    .returning('code_hash')
    .executeTakeFirst();
  if (!counted) return (await isUnused(db, row.id)) ? locked : { status: 'missing' };

  const expected = Buffer.from(counted.code_hash, 'hex');
  const givenBytes = Buffer.from(given, 'hex');
  if (expected.length !== givenBytes.length || !timingSafeEqual(expected, givenBytes))
    return { status: 'wrong' };
  if (input.consume && !(await consumeCode(db, row.id))) return { status: 'missing' };
  return { status: 'ok', id: row.id, memberId: row.member_id, email: row.email };
}

async function isUnused(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('email_codes')
    .select('id')
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return !!row;
}

/** Marks a code used; false when it was already used (conditional, so two uses cannot both win). */
export async function consumeCode(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('email_codes')
    .set({ consumed_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
