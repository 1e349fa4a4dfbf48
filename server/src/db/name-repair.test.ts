import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../test/harness';
import { repairNames } from './migrations/018-repair-names';

describe.each(DB_FLAVOURS)('migration 018: names that read as names (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour);
  });
  afterAll(() => t.close());

  const namesOf = (id: string) =>
    t.app.ctx.db
      .selectFrom('members')
      .select(['first_name', 'last_name', 'heir_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const run = async () => {
    const log: string[] = [];
    // Migration 018's step again (the test database is already migrated).
    await repairNames(t.app.ctx.db as unknown as Kysely<unknown>, { warn: (m) => log.push(m) });
    return log;
  };

  it('repairs stored names, logs each change by id and column, and changes nothing twice', async () => {
    const spaced = await addMember(t.app.ctx.db, {
      firstName: 'Layla\u3000\u3000Mae',
      lastName: ' Haddad\u00A0',
    });
    const blank = await addMember(t.app.ctx.db, { firstName: '\u3164', lastName: '\u2800\u2800' });
    const marked = await addMember(t.app.ctx.db, {
      firstName: '\u0301Amal\uFE0F',
      lastName: 'Nour',
    });
    const fine = await addMember(t.app.ctx.db, { firstName: 'مُحَمَّد', lastName: 'Ali' });
    await t.app.ctx.db
      .updateTable('members')
      .set({ heir_name: 'Sara\uE000 Haddad' })
      .where('id', '=', fine)
      .execute();
    await t.app.ctx.db
      .insertInto('contact_messages')
      .values(
        [
          { id: `c1${flavour}`, name: '\u2800', email: 'a@example.test', message: 'Hi' },
          {
            id: `c2${flavour}`,
            name: 'Omar\u2003\u2003Ali',
            email: 'b@example.test',
            message: 'Hi',
          },
        ].map((row) => ({ ...row, created_at: new Date().toISOString(), mailed_at: null })),
      )
      .execute();

    const log = await run();

    expect(await namesOf(spaced)).toMatchObject({ first_name: 'Layla Mae', last_name: 'Haddad' });
    expect(await namesOf(blank)).toMatchObject({ first_name: 'Member', last_name: '' });
    expect(await namesOf(marked)).toMatchObject({ first_name: 'Amal', last_name: 'Nour' });
    expect(await namesOf(fine)).toEqual({
      first_name: 'مُحَمَّد',
      last_name: 'Ali',
      heir_name: 'Sara Haddad',
    });
    const contacts = await t.app.ctx.db
      .selectFrom('contact_messages')
      .select(['id', 'name'])
      .where('id', 'in', [`c1${flavour}`, `c2${flavour}`])
      .orderBy('id')
      .execute();
    expect(contacts.map((c) => c.name)).toEqual(['\u2800', 'Omar Ali']);

    expect(log).toContain(`name repair: members ${spaced} first_name repaired`);
    expect(log).toContain(`name repair: members ${spaced} last_name repaired`);
    expect(log).toContain(`name repair: members ${blank} first_name repaired`);
    expect(log).toContain(`name repair: members ${fine} heir_name repaired`);
    expect(log).toContain(
      `name repair: contact_messages c1${flavour} name has no letter; left as stored`,
    );
    expect(log.filter((line) => line.includes(fine))).toHaveLength(1);
    expect(log.join('\n')).not.toMatch(/Layla|Haddad|Amal|Omar/);

    const again = await run();
    expect(again).toEqual([
      `name repair: contact_messages c1${flavour} name has no letter; left as stored`,
    ]);
  });
});
