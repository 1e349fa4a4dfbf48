/**
 * Members submit KYC (DECISIONS 48): images are checked, kept readable without metadata and
 * stored encrypted; the member reads their own thumbnails, no one else does, nothing is public.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_MESSAGES, type KycStatusResponse } from '../../../../contract/kyc';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { createKeyring } from '../../lib/sealed';
import { cliActor, listAudit } from '../audit/service';
import type { Fail } from '../accounts/test-support';
import { readKycImages } from './review';
import { docPhoto, emiratesIdForm, holdsImageSignature, postKyc } from './test-support';

describe.each(DB_FLAVOURS)('KYC submission (%s)', (flavour) => {
  let t: TestApp;
  let memberId: string;
  let token: string;
  let submissionId: string;
  beforeAll(async () => {
    t = await createTestApp(flavour);
    memberId = await addMember(t.app.ctx.db, { firstName: 'Sami', lastName: 'Haddad' });
    token = await tokenFor(t.app, memberId);
  });
  afterAll(() => t.close());
  const status = async (auth = token) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/kyc',
        headers: { authorization: `Bearer ${auth}` },
      })
    ).json<KycStatusResponse>().kyc;

  it('starts as not submitted, and only for a signed-in member', async () => {
    expect((await status()).status).toBe('not_submitted');
    expect((await t.app.inject({ method: 'GET', url: '/api/kyc' })).statusCode).toBe(401);
    expect((await postKyc(t, null, await emiratesIdForm())).statusCode).toBe(401);
  });

  it('refuses a bad check digit, an expired card, a minor, a missing side and a fake image', async () => {
    const fail = async (form: Awaited<ReturnType<typeof emiratesIdForm>>) => {
      const res = await postKyc(t, token, form);
      expect(res.statusCode).toBe(400);
      return res.json<Fail>().errors;
    };
    expect(await fail(await emiratesIdForm({ documentNumber: '784-1990-1234567-1' }))).toEqual({
      documentNumber: KYC_MESSAGES.emiratesId,
    });
    expect(await fail(await emiratesIdForm({ documentExpiry: '2020-01-01' }))).toEqual({
      documentExpiry: KYC_MESSAGES.expired,
    });
    const minor = new Date();
    minor.setUTCFullYear(minor.getUTCFullYear() - 17);
    expect(
      await fail(await emiratesIdForm({ dateOfBirth: minor.toISOString().slice(0, 10) })),
    ).toEqual({ dateOfBirth: KYC_MESSAGES.underage });
    const noBack = await emiratesIdForm();
    delete noBack.files.idBack;
    expect(await fail(noBack)).toEqual({ idBack: KYC_MESSAGES.imageMissing });
    const fake = await emiratesIdForm();
    fake.files.selfie = Buffer.from('<svg onload="alert(1)"></svg>');
    expect(await fail(fake)).toEqual({ selfie: KYC_MESSAGES.imageType });
    expect((await status()).status).toBe('not_submitted');
  });

  it('stores the images encrypted, readable and without metadata, and shows pending', async () => {
    const res = await postKyc(t, token, await emiratesIdForm());
    expect(res.statusCode, res.body).toBe(201);
    const kyc = res.json<KycStatusResponse>().kyc;
    expect(kyc).toMatchObject({ status: 'pending', documentType: 'emirates_id', reason: null });
    expect(kyc.images.sort()).toEqual(['id_back', 'id_front', 'selfie']);
    submissionId = kyc.submissionId ?? '';

    const rows = await t.app.ctx.db.selectFrom('kyc_images').selectAll().execute();
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(holdsImageSignature(Buffer.from(r.image))).toBe(false);
      expect(holdsImageSignature(Buffer.from(r.thumb))).toBe(false);
    }
    const sub = await t.app.ctx.db
      .selectFrom('kyc_submissions')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(Buffer.from(sub.details ?? []).includes(Buffer.from('784'))).toBe(false);
    expect(Buffer.from(sub.details ?? []).includes(Buffer.from('Haddad'))).toBe(false);

    const [front] = await readKycImages(t.app.ctx, submissionId, cliActor(), {
      kinds: ['id_front'],
    });
    const meta = await sharp(front?.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2000, height: 1333 });
    expect(meta.exif).toBeUndefined();
    const member = await t.app.ctx.db
      .selectFrom('members')
      .select(['kyc_status', 'selfie_image'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ kyc_status: 'pending', selfie_image: null });
    const audit = await listAudit(t.app.ctx.db, { memberId });
    expect(audit.rows.map((r) => r.action)).toEqual(['kyc.image.read', 'kyc.submit']);
    expect(audit.rows[0]?.fields).toEqual(['id_front']);
  });

  it('refuses a second submission while one is pending', async () => {
    const res = await postKyc(t, token, await emiratesIdForm());
    expect(res.statusCode).toBe(409);
    expect(res.json<Fail>().message).toBe(KYC_MESSAGES.alreadyPending);
  });

  it('lets the member read their own thumbnails, never anyone else, and serves nothing publicly', async () => {
    const url = `/api/kyc/submissions/${submissionId}/images/selfie`;
    const own = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toContain('no-store');
    expect((await sharp(own.rawPayload).metadata()).format).toBe('webp');

    const other = await tokenFor(t.app, await addMember(t.app.ctx.db));
    const theirs = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(theirs.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const photos = await t.app.ctx.db.selectFrom('photos').select('name').execute();
    expect(photos).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/uploads/${submissionId}` })).statusCode,
    ).toBe(404);
  });

  it('fails loudly with a wrong key, and still reads old blobs after the key is rotated', async () => {
    const oldKey = t.config.encryption.current;
    const otherKey = 'ab'.repeat(32);
    const wrong = { ...t.app.ctx, keyring: createKeyring(otherKey) };
    await expect(readKycImages(wrong, submissionId, cliActor())).rejects.toThrow(/No key with id/);
    const rotated = { ...t.app.ctx, keyring: createKeyring(otherKey, [oldKey]) };
    const images = await readKycImages(rotated, submissionId, cliActor());
    expect(images.map((i) => i.kind)).toEqual(['id_back', 'id_front', 'selfie']);
    expect((await sharp(images[2]?.bytes).metadata()).width).toBe(900);
  });

  it('asks a member the old apps marked pending, with no documents on file, for them', async () => {
    const legacy = await addMember(t.app.ctx.db, { kycStatus: 'pending' });
    const legacyToken = await tokenFor(t.app, legacy);
    expect((await status(legacyToken)).status).toBe('not_submitted');
    expect((await postKyc(t, legacyToken, await emiratesIdForm())).statusCode).toBe(201);
    expect((await status(legacyToken)).status).toBe('pending');
  });

  it('accepts a passport with its nationality', async () => {
    const other = await addMember(t.app.ctx.db);
    const form = await emiratesIdForm({
      documentType: 'passport',
      documentNumber: 'n1234567',
      nationality: 'pk',
    });
    form.files = { passportPage: await docPhoto(1400, 1000), selfie: await docPhoto(600, 800) };
    const res = await postKyc(t, await tokenFor(t.app, other), form);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<KycStatusResponse>().kyc.images.sort()).toEqual(['passport', 'selfie']);
  });
});
