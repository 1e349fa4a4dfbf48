import type { Kysely } from 'kysely';
import { PHONE_COUNTRIES, withoutTrunkZero } from '../../../../contract/phone';
import type { MigrationLog } from '../migration-log';

/**
 * Issue 14 / DECISIONS 31: the old sign-up form joined the calling code and the ten digits a
 * member typed, so UAE numbers written with their trunk 0 were stored as +9710501234567. Each
 * such number becomes E.164 (+971501234567, phone_national 501234567), unless another member
 * already has the repaired number: that row is left as it is and the log names both members
 * (never the number). Read in primary-key order in batches; only changed rows are written.
 */

const BATCH = 1000;

interface Row {
  id: string;
  phone: string;
}
// Migrations see the schema as it was, not today's types: one loose table shape.
type Loose = Kysely<{ members: { id: string; phone: string; phone_national: string } }>;

// Only the eight calling codes were ever accepted; the US has no trunk 0.
const PREFIXES = PHONE_COUNTRIES.filter((c) => c.code !== 'US').map((c) => `${c.dialCode}0%`);

async function repairRow(db: Loose, row: Row, log: MigrationLog): Promise<void> {
  const fixed = withoutTrunkZero(row.phone);
  if (!fixed) return;
  const owner = await db
    .selectFrom('members')
    .select('id')
    .where('phone', '=', fixed.e164)
    .executeTakeFirst();
  if (owner) {
    log.warn(
      `phone repair: member ${row.id} keeps its number with the trunk 0, because member ${owner.id} already has it without`,
    );
    return;
  }
  await db
    .updateTable('members')
    .set({ phone: fixed.e164, phone_national: fixed.national })
    .where('id', '=', row.id)
    .execute();
}

export async function repairPhones(db: Kysely<unknown>, log: MigrationLog): Promise<void> {
  const loose = db as unknown as Loose;
  let after = '';
  for (;;) {
    const rows = await loose
      .selectFrom('members')
      .select(['id', 'phone'])
      .where('id', '>', after)
      .where((eb) => eb.or(PREFIXES.map((p) => eb('phone', 'like', p))))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) await repairRow(loose, row, log);
    const last = rows.at(-1)?.id;
    if (rows.length < BATCH || !last) return;
    after = last;
  }
}

export async function down(): Promise<void> {
  // The trunk 0 carried no information; there is nothing to put back.
}
