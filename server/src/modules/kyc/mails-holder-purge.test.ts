/** KYC decision mails in both languages, the account-holder check and the end of keeping. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { walletCommands } from '../../cli/wallet-commands';
import { cliActor } from '../audit/service';
import { credit } from '../wallet/ledger';
import { withHolderChecks, holderMatches } from './holder';
import { kycDecisionMail } from './mails';
import { decideForMember } from './member-decision';
import { purgeExpiredKyc } from './purge';
import { emiratesIdForm, postKyc } from './test-support';

describe('KYC decision mails', () => {
  const base = { to: 'a@b.test', publicUrl: 'https://rihla.example', reason: null };
  it('words each decision in English and Arabic, with the link to submit again', () => {
    const ok = kycDecisionMail({ ...base, decision: 'approved', language: 'ar' });
    expect(ok.subject).toBe('تم التحقق من هويتك');
    expect(ok.html).toContain('<html lang="ar" dir="rtl">');
    const no = kycDecisionMail({
      ...base,
      decision: 'rejected',
      reason: 'Expired card',
      language: 'en',
    });
    expect(no.subject).toBe('We could not verify your identity');
    expect(no.text).toContain('Reason: Expired card');
    expect(no.text).toContain('https://rihla.example/kyc');
  });
});

describe('account holder against the KYC name', () => {
  it('matches the same words in any order, case or accents, and needs two of them', () => {
    expect(holderMatches('Sami Haddad', 'HADDAD, Sami')).toBe(true);
    expect(holderMatches('Sami Yusuf Haddad', 'Sami Haddad')).toBe(true);
    expect(holderMatches('José Álvarez', 'jose alvarez')).toBe(true);
    expect(holderMatches('Sami Haddad', 'Sami')).toBe(false);
    expect(holderMatches('Sami Haddad', 'Omar Haddad')).toBe(false);
    expect(holderMatches('سامي حداد', 'سامي حداد')).toBe(true);
  });
});

describe.each(DB_FLAVOURS)('KYC name flag and purge (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour);
  });
  afterAll(() => t.close());

  it('flags a bank withdrawal whose holder is not the verified person', async () => {
    const username = `kh_${flavour}`;
    const id = await addMember(t.app.ctx.db, { username });
    expect((await postKyc(t, await tokenFor(t.app, id), await emiratesIdForm())).statusCode).toBe(
      201,
    );
    await decideForMember(t.app.ctx, username, 'approve', { actor: cliActor() });
    const row = (holder: string | null, method = 'bank') => ({
      member_id: id,
      method,
      account_holder: holder,
    });
    const checked = await withHolderChecks(t.app.ctx, [
      row('Sami Haddad'),
      row('Someone Else'),
      row(null, 'wallet'),
    ]);
    expect(checked.map((r) => r.holderCheck)).toEqual(['match', 'mismatch', 'unknown']);

    // `withdrawals list` shows the flag beside the request.
    await t.app.ctx.db.transaction().execute((trx) =>
      credit(trx, {
        memberId: id,
        programme: 'crr',
        amountFils: 500_00,
        sourceKey: `crr:${id}:challenger`,
        description: 'CRR Challenger rank bonus',
      }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      headers: { authorization: `Bearer ${await tokenFor(t.app, id)}` },
      payload: {
        amount: 60,
        method: 'bank',
        accountHolder: 'Someone Else',
        iban: 'AE070331234567890123456',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const lines: string[] = [];
    const list = walletCommands.find((c) => c.name === 'withdrawals');
    await list?.run(t.app.ctx, ['list'], (l) => lines.push(l));
    expect(lines.find((l) => l.includes(username))).toContain('[HOLDER DOES NOT MATCH KYC NAME]');
  });

  it('deletes only the records whose keeping period has ended, with their images', async () => {
    const db = t.app.ctx.db;
    const ids = await Promise.all([addMember(db), addMember(db), addMember(db)]);
    for (const id of ids)
      expect((await postKyc(t, await tokenFor(t.app, id), await emiratesIdForm())).statusCode).toBe(
        201,
      );
    const [past, future] = ids;
    const set = (memberId: string | undefined, until: string) =>
      db
        .updateTable('kyc_submissions')
        .set({ retain_until: until })
        .where('member_id', '=', memberId ?? '')
        .execute();
    await set(past, '2026-01-01T00:00:00.000Z');
    await set(future, '2031-01-01T00:00:00.000Z');
    const before = await db.selectFrom('kyc_submissions').select('id').execute();
    const r = await purgeExpiredKyc(db, new Date('2026-06-01T00:00:00Z'));
    expect(r).toEqual({ submissions: 1, images: 3 });
    const left = await db.selectFrom('kyc_submissions').select(['member_id']).execute();
    expect(left).toHaveLength(before.length - 1);
    expect(left.map((l) => l.member_id)).not.toContain(past);
    const orphans = await db
      .selectFrom('kyc_images')
      .leftJoin('kyc_submissions', 'kyc_submissions.id', 'kyc_images.submission_id')
      .select('kyc_submissions.id')
      .where('kyc_submissions.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
  });
});
