import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../test/harness';
import { insertMember } from '../modules/accounts/member-writer';
import { repairPhones } from './migrations/013-phone-repair';

describe.each(DB_FLAVOURS)('migration 013: phone numbers with a trunk 0 (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour);
  });
  afterAll(() => t.close());

  const withPhone = async (phone: string, national: string) => {
    const id = await addMember(t.app.ctx.db);
    await t.app.ctx.db
      .updateTable('members')
      .set({ phone, phone_national: national })
      .where('id', '=', id)
      .execute();
    return id;
  };
  const phoneOf = async (id: string) =>
    t.app.ctx.db
      .selectFrom('members')
      .select(['phone', 'phone_national'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('drops the trunk 0 after the calling code, unless the repaired number is taken', async () => {
    const uae = await withPhone('+9710501234567', '0501234567');
    const australia = await withPhone('+610412345678', '0412345678');
    const fine = await withPhone('+923001234567', '3001234567');
    const usa = await withPhone('+12015550123', '2015550123');
    // Both spellings of one number: the repaired one would collide.
    const holder = await withPhone('+971559876543', '559876543');
    const clash = await withPhone('+9710559876543', '0559876543');
    const warnings: string[] = [];

    // Migration 013's step again (later migrations have run, so not through the migrator).
    await repairPhones(t.app.ctx.db as unknown as Kysely<unknown>, {
      warn: (m) => warnings.push(m),
    });

    expect(await phoneOf(uae)).toEqual({ phone: '+971501234567', phone_national: '501234567' });
    expect(await phoneOf(australia)).toEqual({
      phone: '+61412345678',
      phone_national: '412345678',
    });
    expect(await phoneOf(fine)).toEqual({ phone: '+923001234567', phone_national: '3001234567' });
    expect(await phoneOf(usa)).toEqual({ phone: '+12015550123', phone_national: '2015550123' });
    expect(await phoneOf(holder)).toEqual({
      phone: '+971559876543',
      phone_national: '559876543',
    });
    expect(await phoneOf(clash)).toEqual({
      phone: '+9710559876543',
      phone_national: '0559876543',
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`member ${clash} keeps its number`);
    expect(warnings[0]).toContain(`member ${holder} already has it`);
    // The log names members, never their numbers.
    expect(warnings[0]).not.toMatch(/559876543|\+971/);

    // Running it again changes nothing and says the same.
    await repairPhones(t.app.ctx.db as unknown as Kysely<unknown>, {
      warn: (m) => warnings.push(m),
    });
    expect(await phoneOf(uae)).toEqual({ phone: '+971501234567', phone_national: '501234567' });
    expect(warnings).toHaveLength(2);
  });

  it('repairs a members table larger than one batch', async () => {
    const ids = await t.app.ctx.db.transaction().execute(async (trx) => {
      const out: string[] = [];
      for (let i = 0; i < 1005; i++) {
        const national = `05${String(i).padStart(8, '0')}`;
        out.push(
          await insertMember(trx, {
            username: `batch_${String(i)}`,
            first_name: 'Batch',
            last_name: String(i),
            email: `batch_${String(i)}@example.test`,
            phone: `+971${national}`,
            phone_national: national,
            country: 'UAE',
            gender: 'Other',
            password_hash: 'not-a-real-hash',
            sponsor_member_id: null,
            sponsor_by: null,
            role: 'customer',
            kyc_level: 0,
            kyc_status: null,
            selfie_image: null,
            date_of_birth: null,
            deceased_at: null,
            heir_name: null,
            crr_rank: 'None',
            crr_rank_at: null,
            pgp_total: 0,
            tgp_total: 0,
          }),
        );
      }
      return out;
    });
    await repairPhones(t.app.ctx.db as unknown as Kysely<unknown>, { warn: () => undefined });
    const after = await t.app.ctx.db
      .selectFrom('members')
      .select(['phone', 'phone_national'])
      .where('id', 'in', ids)
      .execute();
    expect(after).toHaveLength(1005);
    expect(after.filter((r) => !/^\+9715\d{8}$/.test(r.phone))).toEqual([]);
    expect(after.every((r) => r.phone === `+971${r.phone_national}`)).toBe(true);
  });
});
