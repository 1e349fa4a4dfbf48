import type { Kysely } from 'kysely';
import { stripHiddenCharacters } from '../../../../contract/display-text';

/**
 * Issue 19 / DECISIONS 42: rows stored before names and display text refused control and format
 * characters are cleaned with the same rule the schemas now apply (bidi overrides, zero-width
 * spaces, NULs and other Cc/Cf removed; joiners between letters and line breaks in multi-line
 * fields kept). Read in primary-key order in batches, so a large members table never sits in
 * memory; only changed rows are written. Nothing to undo on the way down.
 */

interface Field {
  column: string;
  multiline?: boolean;
}

interface Target {
  table: string;
  key: string;
  fields: Field[];
}

const TARGETS: Target[] = [
  {
    table: 'members',
    key: 'id',
    fields: [{ column: 'first_name' }, { column: 'last_name' }, { column: 'heir_name' }],
  },
  { table: 'hlr_awards', key: 'member_id', fields: [{ column: 'heir_name' }] },
  { table: 'country_requests', key: 'id', fields: [{ column: 'reason', multiline: true }] },
  {
    table: 'contact_messages',
    key: 'id',
    fields: [{ column: 'name' }, { column: 'message', multiline: true }],
  },
];

const BATCH = 1000;

type Row = Record<string, string | null>;
// Migrations see the schema as it was, not today's types: one loose table shape.
type Loose = Kysely<Record<string, Row>>;

function cleaned(row: Row, fields: Field[]): Row | null {
  const changes: Row = {};
  for (const { column, multiline } of fields) {
    const value = row[column];
    if (typeof value !== 'string') continue;
    const clean = stripHiddenCharacters(value, { multiline }).trim();
    if (clean !== value) changes[column] = clean;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

async function cleanTable(db: Loose, target: Target): Promise<void> {
  const columns = [target.key, ...target.fields.map((f) => f.column)];
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom(target.table)
      .select(columns)
      .where(target.key, '>', after)
      .orderBy(target.key)
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const changes = cleaned(row, target.fields);
      if (!changes) continue;
      // A name made only of hidden characters must not become empty.
      if (target.table === 'members' && changes.first_name === '') changes.first_name = '-';
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

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const target of TARGETS) await cleanTable(db as unknown as Loose, target);
}

export async function down(): Promise<void> {
  // Removed characters are not kept anywhere; there is nothing to restore.
}
