/**
 * Writes a new member and their place in the referral tree in one transaction: the member row,
 * one closure row per ancestor (depth 1 = sponsor), and +1 on each ancestor's per-depth count.
 * The sponsor never changes afterwards, so the tree has no loops (DECISIONS 3).
 * Used by signup, the demo seed and tests.
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { MembersTable } from '../../db/tables/core';
import { newId, nowIso } from '../../lib/ids';
import { randomBytes } from 'node:crypto';

export type NewMember = Omit<
  Insertable<MembersTable>,
  'id' | 'username_lower' | 'sponsor_code' | 'created_at' | 'updated_at'
> & { id?: string; created_at?: string; sponsor_code?: string };

/** `<8 hex>-<last 6 digits of the time in ms>`, the old system's sponsor id shape. */
export const newSponsorCode = () =>
  `${randomBytes(4).toString('hex')}-${String(Date.now()).slice(-6)}`;

export async function insertMember(trx: Transaction<Database>, input: NewMember): Promise<string> {
  const id = input.id ?? newId();
  const createdAt = input.created_at ?? nowIso();
  await trx
    .insertInto('members')
    .values({
      ...input,
      id,
      username_lower: input.username.toLowerCase(),
      sponsor_code: input.sponsor_code ?? newSponsorCode(),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();

  if (input.sponsor_member_id) {
    const sponsorId = input.sponsor_member_id;
    const ancestors = await trx
      .selectFrom('referral_paths')
      .select(['ancestor_id', 'depth'])
      .where('descendant_id', '=', sponsorId)
      .execute();
    const paths = [
      { ancestor_id: sponsorId, depth: 1 },
      ...ancestors.map((a) => ({ ancestor_id: a.ancestor_id, depth: a.depth + 1 })),
    ];
    await trx
      .insertInto('referral_paths')
      .values(paths.map((p) => ({ ...p, descendant_id: id, joined_at: createdAt })))
      .execute();
    for (const p of paths) {
      await trx
        .insertInto('level_counts')
        .values({ member_id: p.ancestor_id, depth: p.depth, count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['member_id', 'depth'])
            .doUpdateSet((eb) => ({ count: eb('level_counts.count', '+', 1) })),
        )
        .execute();
    }
  }
  return id;
}
