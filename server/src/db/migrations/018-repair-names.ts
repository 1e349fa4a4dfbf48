import type { Kysely } from 'kysely';
import { repairedName } from '../../../../contract/person-name';
import type { MigrationLog } from '../migration-log';

/**
 * Issue 27 / DECISIONS 42, 47: names stored before names had to read as names are repaired with
 * the rule the schemas now apply (space characters as one ordinary space, runs collapsed, ends
 * trimmed; Hangul fillers, blank Braille, variation selectors, private-use and unassigned code
 * points and marks with no letter removed). A member's first name that keeps no letter becomes
 * "Member" and a last name "" (the member can edit both); any other name that keeps no letter is
 * left as stored. Each change is logged by row id and column, never by value (the names are
 * personal). Batches in primary-key order, as migration 011 does; nothing to undo.
 */

interface Target {
  table: string;
  key: string;
  columns: string[];
}

const TARGETS: Target[] = [
  { table: 'members', key: 'id', columns: ['first_name', 'last_name', 'heir_name'] },
  { table: 'hlr_awards', key: 'member_id', columns: ['heir_name'] },
  { table: 'contact_messages', key: 'id', columns: ['name'] },
];

/** What a name with no letter left becomes; absent: it stays as stored. */
const NO_LETTER: Record<string, string> = {
  'members.first_name': 'Member',
  'members.last_name': '',
};

const BATCH = 1000;

type Row = Record<string, string | null>;
type Loose = Kysely<Record<string, Row>>;

function changesOf(target: Target, row: Row, log: MigrationLog): Row | null {
  const changes: Row = {};
  const id = row[target.key] ?? '';
  for (const column of target.columns) {
    const value = row[column];
    if (typeof value !== 'string' || value === '') continue;
    const repaired = repairedName(value) ?? NO_LETTER[`${target.table}.${column}`];
    if (repaired === undefined) {
      log.warn(`name repair: ${target.table} ${id} ${column} has no letter; left as stored`);
    } else if (repaired !== value) {
      changes[column] = repaired;
      log.warn(`name repair: ${target.table} ${id} ${column} repaired`);
    }
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

async function repairTable(db: Loose, target: Target, log: MigrationLog): Promise<void> {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom(target.table)
      .select([target.key, ...target.columns])
      .where(target.key, '>', after)
      .orderBy(target.key)
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const changes = changesOf(target, row, log);
      if (!changes) continue;
      await db
        .updateTable(target.table)
        .set(changes)
        .where(target.key, '=', row[target.key] ?? '')
        .execute();
    }
    const last = rows.at(-1)?.[target.key];
    if (rows.length < BATCH || !last) return;
    after = last;
  }
}

export async function repairNames(db: Kysely<unknown>, log: MigrationLog): Promise<void> {
  for (const target of TARGETS) await repairTable(db as unknown as Loose, target, log);
}

export async function down(): Promise<void> {
  // Removed characters are not kept anywhere; there is nothing to restore.
}
