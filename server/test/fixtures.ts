/**
 * Quick members for tests of other modules: inserted straight through the member writer (with
 * their closure rows), with a password hash that is never checked.
 */
import type { Db } from '../src/db/database';
import { insertMember } from '../src/modules/accounts/member-writer';

let counter = 0;

export interface FixtureMember {
  username?: string;
  sponsorId?: string | null;
  country?: string;
  createdAt?: string;
  kycStatus?: 'pending' | 'approved' | 'rejected' | null;
  firstName?: string;
  lastName?: string;
}

export async function addMember(db: Db, m: FixtureMember = {}): Promise<string> {
  counter += 1;
  const n = `${process.pid % 1000}${counter}`.padStart(10, '0').slice(-10);
  const username = m.username ?? `member_${counter}_${process.pid}`;
  return db.transaction().execute((trx) =>
    insertMember(trx, {
      username,
      first_name: m.firstName ?? `First${counter}`,
      last_name: m.lastName ?? `Last${counter}`,
      email: `${username.toLowerCase()}@example.test`,
      phone: `+971${n}`,
      phone_national: n,
      country: m.country ?? 'UAE',
      gender: 'Other',
      password_hash: 'not-a-real-hash',
      sponsor_member_id: m.sponsorId ?? null,
      sponsor_by: null,
      role: 'customer',
      kyc_level: m.kycStatus === 'approved' ? 1 : 0,
      kyc_status: m.kycStatus ?? null,
      selfie_image: null,
      date_of_birth: null,
      deceased_at: null,
      heir_name: null,
      crr_rank: 'None',
      crr_rank_at: null,
      pgp_total: 0,
      tgp_total: 0,
      ...(m.createdAt ? { created_at: m.createdAt } : {}),
    }),
  );
}

/** Signs a token for a member the way login does (a live session). */
export async function tokenFor(
  app: import('fastify').FastifyInstance,
  memberId: string,
): Promise<string> {
  const sessionId = await app.ctx.sessions.create(memberId);
  return app.ctx.tokens.sign({ memberId, sessionId });
}
