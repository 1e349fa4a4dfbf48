/**
 * `npm run admin -- kyc …` (DECISIONS 48, 49): list, show (images written out, audited), approve
 * and reject with a mail in the member's language and an audit row, `--selfie` stored encrypted
 * (never the public photo), `--driver`, and a rejected member submitting again.
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycStatusResponse } from '../../../contract/kyc';
import { addMember, tokenFor } from '../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../test/harness';
import { listAudit } from '../modules/audit/service';
import {
  docPhoto,
  emiratesIdForm,
  holdsImageSignature,
  postKyc,
} from '../modules/kyc/test-support';
import { kycCommand } from './kyc-commands';

describe.each(DB_FLAVOURS)('kyc commands (%s)', (flavour) => {
  let t: TestApp;
  const dir = mkdtempSync(path.join(tmpdir(), 'rihla-kyc-cli-'));
  beforeAll(async () => {
    t = await createTestApp(flavour);
  });
  afterAll(() => t.close());
  const db = () => t.app.ctx.db;
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    await kycCommand.run(t.app.ctx, args, (l) => lines.push(l));
    return lines.join('\n');
  };
  const member = (id: string) =>
    db().selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  async function submitted(username: string, language: 'en' | 'ar' = 'en') {
    const id = await addMember(db(), { username, firstName: 'Sami', lastName: 'Haddad' });
    await db().updateTable('members').set({ language }).where('id', '=', id).execute();
    const token = await tokenFor(t.app, id);
    const res = await postKyc(t, token, await emiratesIdForm());
    expect(res.statusCode, res.body).toBe(201);
    return { id, token };
  }

  it('lists the queue oldest first and shows a submission, writing its images with a warning', async () => {
    const first = await submitted(`kq1_${flavour}`);
    await submitted(`kq2_${flavour}`);
    const list = await run('list');
    expect(list.indexOf(`kq1_${flavour}`)).toBeLessThan(list.indexOf(`kq2_${flavour}`));
    expect(list).toMatch(/2 submission\(s\)/);

    const out = path.join(dir, `out-${flavour}`);
    const shown = await run('show', `kq1_${flavour}`, '--out', out);
    expect(shown).toContain('784-1990-1234567-6');
    expect(shown).toContain('WARNING');
    const files = readdirSync(out).sort();
    expect(files).toHaveLength(3);
    expect(files[0]).toMatch(/id_back\.jpg$/);
    const audit = await listAudit(db(), { memberId: first.id, action: 'kyc.' });
    expect(audit.rows.map((r) => r.action)).toEqual(['kyc.image.read', 'kyc.read', 'kyc.submit']);
    expect(audit.rows[0]?.actorId).toMatch(/^cli:.+/);
    expect(audit.rows[0]?.fields).toEqual(['id_back', 'id_front', 'selfie']);
  });

  it('approves: status, date of birth for the HLR age rule, English mail, audit row', async () => {
    const m = await submitted(`ka_${flavour}`);
    const out = await run('approve', `ka_${flavour}`, '--driver');
    expect(out).toContain('KYC approved, level 2, role driver');
    expect(await member(m.id)).toMatchObject({
      kyc_status: 'approved',
      kyc_level: 2,
      role: 'driver',
      date_of_birth: '1990-05-01',
    });
    const mail = t.mailer.sent.at(-1);
    expect(mail).toMatchObject({
      to: `ka_${flavour}@example.test`,
      subject: 'Your identity is verified',
      language: 'en',
    });
    const audit = await listAudit(db(), { memberId: m.id, action: 'kyc.approve' });
    expect(audit.rows[0]?.fields).toEqual(
      expect.arrayContaining(['date_of_birth', 'kyc_level', 'kyc_status', 'role', 'status']),
    );
    // Ids and field names only, never the values.
    expect(JSON.stringify(audit.rows)).not.toMatch(/1990|Haddad|784-/);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/kyc',
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(status.json<KycStatusResponse>().kyc.status).toBe('approved');
    expect((await postKyc(t, m.token, await emiratesIdForm())).statusCode).toBe(409);
  });

  it('rejects with the reason in Arabic, and the member can submit again', async () => {
    const m = await submitted(`kr_${flavour}`, 'ar');
    await expect(run('reject', `kr_${flavour}`)).rejects.toThrow(/reason/);
    await run('reject', `kr_${flavour}`, '--reason', 'The photo of the back is blurred');
    const mail = t.mailer.sent.at(-1);
    expect(mail?.language).toBe('ar');
    expect(mail?.subject).toBe('لم نتمكن من التحقق من هويتك');
    expect(mail?.text).toContain('The photo of the back is blurred');
    expect(mail?.html).toContain('dir="rtl"');
    const kyc = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/kyc',
          headers: { authorization: `Bearer ${m.token}` },
        })
      ).json<KycStatusResponse>().kyc;
    expect(await kyc()).toMatchObject({
      status: 'rejected',
      reason: 'The photo of the back is blurred',
    });
    expect((await member(m.id)).kyc_status).toBe('rejected');
    expect((await listAudit(db(), { memberId: m.id, action: 'kyc.reject' })).rows).toHaveLength(1);
    expect((await postKyc(t, m.token, await emiratesIdForm())).statusCode).toBe(201);
    expect(await kyc()).toMatchObject({ status: 'pending', reason: null });
  });

  it('--selfie stores an encrypted selfie, never the public photo', async () => {
    const id = await addMember(db(), { username: `ks_${flavour}` });
    const file = path.join(dir, `selfie-${flavour}.png`);
    writeFileSync(file, await docPhoto(300, 400));
    const out = await run('approve', `ks_${flavour}`, '--selfie', file);
    expect(out).toContain('selfie stored encrypted');
    const row = await member(id);
    expect(row).toMatchObject({ kyc_status: 'approved', kyc_level: 1, selfie_image: null });
    expect(await db().selectFrom('photos').select('name').execute()).toEqual([]);
    const images = await db()
      .selectFrom('kyc_images')
      .innerJoin('kyc_submissions', 'kyc_submissions.id', 'kyc_images.submission_id')
      .select(['kyc_images.image', 'kyc_images.kind', 'kyc_submissions.document_type'])
      .where('kyc_submissions.member_id', '=', id)
      .execute();
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ kind: 'selfie', document_type: 'operator' });
    expect(holdsImageSignature(Buffer.from(images[0]?.image ?? []))).toBe(false);

    const fake = path.join(dir, 'fake.png');
    writeFileSync(fake, '<svg onload="alert(1)"></svg>');
    await expect(run('approve', `ks_${flavour}`, '--selfie', fake)).rejects.toThrow(
      /JPEG, PNG or WebP/,
    );
    await expect(run('approve', 'nobody_zz')).rejects.toThrow(/No member/);
    await expect(run('bless', 'demo')).rejects.toThrow(/list, show, approve, reject or purge/);
    expect(await sharp(await docPhoto(10, 10)).metadata()).toMatchObject({ format: 'jpeg' });
  });
});
