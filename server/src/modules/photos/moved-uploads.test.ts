/**
 * Migration 014 (DECISIONS 37): photos the server once wrote to `<DATA_DIR>/uploads` move into the
 * database with their owners, and keep their `/uploads/<name>` addresses.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../db/migrate';
import { addMember } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';

describe.each(DB_FLAVOURS)('moving uploaded photos into the database (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour);
  });
  afterAll(() => t.close());

  it('copies every server-made file in, owned by the member who shows it, and serves it', async () => {
    const db = t.app.ctx.db;
    // The database as it was before 014, with photos on disk: 014 and every later migration
    // undone by its own `down`, since kysely runs them in order only.
    await migrateTo(db, '013-phone-repair');

    const dir = path.join(t.config.DATA_DIR, 'uploads');
    mkdirSync(dir, { recursive: true });
    const jpeg = await sharp({
      create: { width: 90, height: 60, channels: 3, background: '#b45309' },
    })
      .jpeg()
      .toBuffer();
    const owned = `${'a1'.repeat(16)}.jpg`;
    const loose = `${'b2'.repeat(16)}.svg`;
    writeFileSync(path.join(dir, owned), jpeg);
    writeFileSync(path.join(dir, loose), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dir, 'notes.txt'), 'not ours');
    writeFileSync(path.join(dir, `${'c3'.repeat(16)}.exe`), 'not ours either');
    mkdirSync(path.join(dir, `${'d4'.repeat(16)}.png`));
    const member = await addMember(db);
    await db
      .updateTable('members')
      .set({ selfie_image: `uploads/${owned}` })
      .where('id', '=', member)
      .execute();

    await migrateToLatest(db, { dataDir: t.config.DATA_DIR });

    const rows = await db
      .selectFrom('photos')
      .select(['name', 'member_id', 'content_type', 'etag'])
      .orderBy('name')
      .execute();
    expect(rows.map(({ etag: _etag, ...row }) => row)).toEqual([
      { name: owned, member_id: member, content_type: 'image/jpeg' },
      { name: loose, member_id: null, content_type: 'image/svg+xml' },
    ]);
    expect(rows.every((row) => /^"[\w-]{40,}"$/.test(row.etag))).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: `/uploads/${owned}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(jpeg)).toBe(true);
    const etag = String(served.headers.etag);
    const cached = await t.app.inject({
      method: 'GET',
      url: `/uploads/${owned}`,
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/notes.txt' })).statusCode).toBe(404);
    // The folder stays for the operator to remove once the photos show.
    expect(existsSync(path.join(dir, owned))).toBe(true);
  });
});
