import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { purgeExpiredRetention } from './retention';

describe.each(DB_FLAVOURS)('retention purge (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour);
  });
  afterAll(async () => {
    await t.close();
  });

  it('deletes sealed payout records past their date only, and audits each', async () => {
    const db = t.app.ctx.db;
    const member = await addMember(db);
    const row = (id: string, until: string) => ({
      withdrawal_id: id,
      member_id: member,
      sealed: t.app.ctx.keyring.seal(Buffer.from('{}'), `payout:${id}`),
      key_id: t.app.ctx.keyring.currentId,
      retain_until: until,
    });
    await db
      .insertInto('retained_payout_accounts')
      .values([row('w-old', '2026-01-01T00:00:00.000Z'), row('w-new', '2031-11-26T00:00:00.000Z')])
      .execute();
    const now = new Date('2026-11-26T00:00:00.000Z');
    expect(await purgeExpiredRetention(db, { kind: 'system' }, now)).toBe(1);
    const left = await db.selectFrom('retained_payout_accounts').select('withdrawal_id').execute();
    expect(left).toEqual([{ withdrawal_id: 'w-new' }]);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('member_id', '=', member)
      .execute();
    expect(audit).toEqual([{ action: 'retention.purge', target_id: 'w-old' }]);
    expect(await purgeExpiredRetention(db, { kind: 'system' }, now)).toBe(0);
  });
});
