/**
 * Test helpers of the wallet module (imported by its tests only): members in a chain or tree,
 * and reads of a member's figures in AED and points.
 */
import type { Db } from '../../db/database';
import { addMember } from '../../../test/fixtures';

/** A sponsor chain, top first: chain[0] is the root, chain[n-1] the deepest member. */
export async function addChain(
  db: Db,
  length: number,
  top: string | null = null,
): Promise<string[]> {
  const ids: string[] = [];
  let sponsor = top;
  for (let i = 0; i < length; i++) {
    sponsor = await addMember(db, { sponsorId: sponsor });
    ids.push(sponsor);
  }
  return ids;
}

export async function makeDriver(db: Db, sponsorId: string | null = null): Promise<string> {
  const id = await addMember(db, { sponsorId });
  await db.updateTable('members').set({ role: 'driver' }).where('id', '=', id).execute();
  return id;
}

export async function pointsOf(db: Db, id: string): Promise<{ pgp: number; tgp: number }> {
  const m = await db
    .selectFrom('members')
    .select(['pgp_total', 'tgp_total'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { pgp: m.pgp_total / 100, tgp: m.tgp_total / 100 };
}

/** The member's ledger rows as `{programme, level, aed}`, in source-key order. */
export async function ledgerOf(db: Db, id: string) {
  const rows = await db
    .selectFrom('ledger')
    .select(['programme', 'level', 'amount_fils', 'description', 'source_key'])
    .where('member_id', '=', id)
    .orderBy('source_key')
    .execute();
  return rows.map((r) => ({
    programme: r.programme,
    level: r.level,
    aed: r.amount_fils / 100,
    description: r.description,
  }));
}

/**
 * A tree shaped like the demo seed's: a 3-member sponsor chain above `demo`, four legs of 15
 * members each reaching 6 levels below demo, and 8 drivers.
 */
export async function addDemoTree(
  db: Db,
): Promise<{ demo: string; chain: string[]; drivers: string[] }> {
  const chain = await addChain(db, 3);
  const demo = await addMember(db, {
    sponsorId: chain[2] ?? null,
    username: 'demo',
    firstName: 'Demo',
    lastName: 'Member',
  });
  for (let leg = 0; leg < 4; leg++) {
    const l = await addMember(db, { sponsorId: demo });
    for (let i = 0; i < 3; i++) {
      const c2 = await addMember(db, { sponsorId: l });
      for (let j = 0; j < 2; j++) {
        const c3 = await addMember(db, { sponsorId: c2 });
        if (j > 0) continue;
        const c4 = await addMember(db, { sponsorId: c3 });
        if (i > 0) continue;
        const c5 = await addMember(db, { sponsorId: c4 });
        await addMember(db, { sponsorId: c5 });
      }
    }
  }
  const drivers: string[] = [];
  for (let i = 0; i < 8; i++) drivers.push(await makeDriver(db, chain[0] ?? null));
  return { demo, chain, drivers };
}
