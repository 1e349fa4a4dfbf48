/**
 * Hidden characters in names and display text (DECISIONS 42, issue 19): refused at sign-up and
 * on the contact form with a clear message, Arabic and other scripts accepted, and rows stored
 * before the rule cleaned by migration 011.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as cleanDisplayText } from '../../db/migrations/011-clean-display-text';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { GENEROUS_LIMITS, post, requestCode, signupBody } from './test-support';
import type { Fail } from './test-support';

describe.each(DB_FLAVOURS)('hidden characters in display text (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour, GENEROUS_LIMITS);
  });
  afterAll(() => t.close());

  const signUpWith = async (names: { firstName: string; lastName: string }) => {
    const body = signupBody(names);
    body.otp = await requestCode(t, body.email);
    return post(t, '/user/signup', body);
  };

  it('refuses a first name with a right-to-left override', async () => {
    const res = await signUpWith({ firstName: 'Layla\u202Edrah', lastName: 'Haddad' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Fail>().errors.firstName).toBe(
      'First name contains characters that are not allowed.',
    );
  });

  it('refuses a last name with a zero-width space and a NUL', async () => {
    const res = await signUpWith({ firstName: 'Layla', lastName: 'Had\u200Bdad\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Fail>().errors.lastName).toBe(
      'Last name contains characters that are not allowed.',
    );
  });

  it('accepts Arabic names, and Persian ones with a non-joiner between letters', async () => {
    const res = await signUpWith({ firstName: 'ليلى', lastName: 'می\u200Cخواهم' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ user: { firstName: string } }>().user.firstName).toBe('ليلى');
  });

  it('refuses hidden characters on the contact form but keeps line breaks in the message', async () => {
    const bad = await post(t, '/contact', { name: 'x\u2066y', email: 'a@b.co', message: 'Hi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Fail>().errors.name).toBe('Name contains characters that are not allowed.');
    const ok = await post(t, '/contact', { name: 'سارة', email: 'a@b.co', message: 'Hi,\nthanks' });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses a hidden character in a country-request reason, keeping line breaks', async () => {
    const token = await tokenFor(t.app, await addMember(t.app.ctx.db, { country: 'UAE' }));
    const ask = (reason: string) =>
      post(t, '/mlm/regional/country-update-request', { newCountry: 'Oman', reason }, token);
    const bad = await ask('Moving\u202E soon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Fail>().errors.reason).toBe('Reason contains characters that are not allowed.');
    expect((await ask('Moving soon.\nNew job in Muscat.')).statusCode).toBe(201);
  });

  it('migration 011 cleans names and messages stored before the rule', async () => {
    const db = t.app.ctx.db;
    // PostgreSQL cannot store a NUL in text at all; another control character stands in.
    const nul = flavour === 'sqlite' ? '\u0000' : '\u0007';
    const spoofed = await addMember(db, {
      firstName: '\u202Eevil',
      lastName: `Had\u200Bdad${nul}`,
    });
    const joined = await addMember(db, { firstName: 'می\u200Cخواهم', lastName: 'Haddad' });
    await db
      .updateTable('members')
      .set({ heir_name: 'Sa\u2067ra' })
      .where('id', '=', spoofed)
      .execute();
    await db
      .insertInto('contact_messages')
      .values({
        id: 'c'.repeat(24),
        name: 'Omar\u200F',
        email: 'omar@example.test',
        message: 'Line one\nLine\u202E two',
        created_at: new Date().toISOString(),
      })
      .execute();

    await cleanDisplayText(db as unknown as Kysely<unknown>);

    const rows = await db
      .selectFrom('members')
      .select(['id', 'first_name', 'last_name', 'heir_name'])
      .where('id', 'in', [spoofed, joined])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(spoofed)).toMatchObject({
      first_name: 'evil',
      last_name: 'Haddad',
      heir_name: 'Sara',
    });
    expect(byId.get(joined)?.first_name).toBe('می\u200Cخواهم');
    const message = await db
      .selectFrom('contact_messages')
      .select(['name', 'message'])
      .where('id', '=', 'c'.repeat(24))
      .executeTakeFirst();
    expect(message).toEqual({ name: 'Omar', message: 'Line one\nLine two' });
  });
});
