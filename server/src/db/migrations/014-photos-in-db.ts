import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PostgresAdapter, type Kysely, type Migration } from 'kysely';

/**
 * DECISIONS 37: member photos live in the database, so several server hosts serve the same ones.
 * Creates `photos` and copies in every photo the server wrote to `<DATA_DIR>/uploads` (files whose
 * names it made), owned by the member whose `selfie_image` names it. `/uploads/<name>` addresses
 * stay as they were. The folder itself is left untouched: on PostgreSQL this runs inside the
 * migration's transaction, and a rollback must not find the files gone. Once the photos show,
 * an operator may delete it.
 *
 * The constants below are this migration's own copies, so later changes to the photos module
 * never change what it does.
 */

const FILE_RE = /^[a-f0-9]{32}\.(jpg|jpeg|png|webp|svg)$/;
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
const PREFIX = 'uploads/';
const BATCH = 1000;

type Loose = Kysely<Record<string, Record<string, unknown>>>;

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url')}"`;

async function createTable(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('photos')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('member_id', 'varchar(24)', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('etag', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('photos_member').on('photos').column('member_id').execute();
}

/** File name → member, for every member whose photo is one of our uploads (keyset batches). */
async function owners(db: Loose): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('members')
      .select(['id', 'selfie_image'])
      .where('id', '>', after)
      .where('selfie_image', 'like', `${PREFIX}%`)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const id = String(row.id);
      found.set(String(row.selfie_image).slice(PREFIX.length), id);
      after = id;
    }
    if (rows.length < BATCH) return found;
  }
}

async function moveFilesIn(db: Loose, dataDir: string): Promise<void> {
  const dir = path.join(dataDir, 'uploads');
  const names = await readdir(dir).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'ENOENT') return [];
    throw error;
  });
  const ours = names.filter((name) => FILE_RE.test(name)).sort();
  if (ours.length === 0) return;
  const memberOf = await owners(db);
  for (const name of ours) {
    const file = path.join(dir, name);
    const info = await stat(file);
    if (!info.isFile()) continue;
    const bytes = await readFile(file);
    const ext = name.slice(name.lastIndexOf('.') + 1);
    await db
      .insertInto('photos')
      .values({
        name,
        member_id: memberOf.get(name) ?? null,
        content_type: TYPES[ext] ?? 'application/octet-stream',
        bytes,
        etag: etagOf(bytes),
        created_at: info.mtime.toISOString(),
      })
      // SQLite runs migrations without a transaction: a second try after a failure goes on.
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
}

/** The migration, moving files in from `<dataDir>/uploads` when it is given. */
export function photosInDb(dataDir: string | null): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await createTable(db);
      if (dataDir) await moveFilesIn(db as unknown as Loose, dataDir);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      // The files were never removed, so dropping the table loses nothing that was there before.
      await db.schema.dropTable('photos').execute();
    },
  };
}
