/**
 * Profile photos (DECISIONS 16, 37): `POST /api/user/profile/photo` takes a JPEG, PNG or WebP of
 * at most 5 MB in the multipart field `photo`, re-encodes it into 512 px without metadata and
 * keeps it in the database; `/uploads/<name>` serves it with a long cache and an ETag.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../../../contract/profile';
import type { ProfileResponse } from '../../../../contract/user';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import type { Fail } from '../accounts/test-support';

interface Part {
  field: string;
  bytes?: Buffer;
  filename?: string;
  type?: string;
  value?: string;
}

/** A multipart body as a browser's FormData would send it. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if (p.bytes) form.append(p.field, new Blob([p.bytes], { type: p.type }), p.filename);
    else form.append(p.field, p.value ?? '');
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } });

/** A real PNG, 1200x800, carrying EXIF that must not survive. */
const exifPng = () =>
  solid(1200, 800)
    .withExif({ IFD0: { Artist: 'Secret Artist', ImageDescription: 'Taken at home' } })
    .png()
    .toBuffer();

describe.each(DB_FLAVOURS)('profile photos (%s)', (flavour) => {
  let t: TestApp;
  let memberId: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(flavour, { PHOTO_MAX_PER_MEMBER: '4' });
  });
  // A member per test: each test's uploads count against its own limit.
  beforeEach(async () => {
    memberId = await addMember(t.app.ctx.db, { firstName: 'Layla', lastName: 'Haddad' });
    token = await tokenFor(t.app, memberId);
  });
  afterAll(() => t.close());

  async function upload(parts: Part[], auth: string | null = token) {
    const { payload, contentType } = await multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/profile/photo',
      payload,
      headers: {
        'content-type': contentType,
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      },
    });
  }
  const photo = (bytes: Buffer, filename = 'me.png', type = 'image/png') =>
    upload([{ field: 'photo', bytes, filename, type }]);
  const serve = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/${path}`, headers });
  const photoRows = () =>
    t.app.ctx.db.selectFrom('photos').select('name').where('member_id', '=', memberId).execute();

  it('accepts a real PNG, re-encoded into 512 px with its metadata stripped', async () => {
    const original = await exifPng();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await photo(original);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProfileResponse>();
    expect(body.message).toBe('Profile photo updated successfully');
    expect(body.user.id).toBe(memberId);
    expect(body.user.selfieImage).toMatch(/^uploads\/[0-9a-f]{32}\.webp$/);

    const served = await serve(body.user.selfieImage!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.rawPayload.includes('Secret Artist')).toBe(false);
    // The member's current answer carries the same photo.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/drivers/get-current-user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json<ProfileResponse>().user.selfieImage).toBe(body.user.selfieImage);
  });

  it('turns a JPEG upright by its EXIF orientation, and never enlarges a small image', async () => {
    const sideways = await solid(1200, 800).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const res = await photo(sideways, 'camera.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const served = await serve(res.json<ProfileResponse>().user.selfieImage!);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 341, height: 512 });

    const small = await solid(64, 48).webp().toBuffer();
    const tiny = await photo(small, 'small.webp', 'image/webp');
    expect(tiny.statusCode, tiny.body).toBe(200);
    const kept = await serve(tiny.json<ProfileResponse>().user.selfieImage!);
    expect(await sharp(kept.rawPayload).metadata()).toMatchObject({ width: 64, height: 48 });
  });

  it('replaces the old photo: its address is gone and the member keeps one photo', async () => {
    const first = (await photo(await exifPng())).json<ProfileResponse>().user.selfieImage!;
    const second = (await photo(await solid(300, 300).png().toBuffer())).json<ProfileResponse>()
      .user.selfieImage!;
    expect(second).not.toBe(first);
    expect((await serve(first)).statusCode).toBe(404);
    expect((await serve(second)).statusCode).toBe(200);
    expect(await photoRows()).toEqual([{ name: second.slice('uploads/'.length) }]);
  });

  it('serves photos with a long cache and an ETag, and answers 304 when it matches', async () => {
    const path = (await photo(await exifPng())).json<ProfileResponse>().user.selfieImage!;
    const first = await serve(path);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const again = await serve(path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await serve(path, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await serve(path, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('refuses a renamed text file, an SVG, a GIF and a damaged PNG with a clear 400', async () => {
    const before = await photoRows();
    const text = Buffer.from('These are my notes, not a photo.\n');
    const gif = await solid(20, 20).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
    const png = await exifPng();
    const cases: [Buffer, string, string, string][] = [
      [text, 'holiday.png', 'image/png', PROFILE_MESSAGES.photoType],
      [svg, 'me.svg', 'image/svg+xml', PROFILE_MESSAGES.photoType],
      [gif, 'me.gif', 'image/gif', PROFILE_MESSAGES.photoType],
      [
        png.subarray(0, Math.floor(png.length / 2)),
        'cut.png',
        'image/png',
        PROFILE_MESSAGES.photoDamaged,
      ],
    ];
    for (const [bytes, name, type, message] of cases) {
      const res = await photo(bytes, name, type);
      expect(res.statusCode, name).toBe(400);
      expect(res.json<Fail>(), name).toMatchObject({
        success: false,
        message,
        errors: { photo: message },
      });
    }
    expect(await photoRows()).toEqual(before);
  });

  it('refuses a 6 MB image with 413 and our message', async () => {
    const big = await sharp({
      create: {
        width: 1450,
        height: 1450,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6_000_000);
    const res = await photo(big, 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json<Fail>()).toMatchObject({
      success: false,
      message: 'The photo must be at most 5 MB.',
    });
  });

  it('needs the field `photo`; other fields are ignored', async () => {
    const png = await solid(100, 100).png().toBuffer();
    const wrong = await upload([
      { field: 'file', bytes: png, filename: 'a.png', type: 'image/png' },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<Fail>().message).toBe(PROFILE_MESSAGES.photoMissing);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile/photo',
      payload: { photo: 'x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json.statusCode).toBe(400);

    const extra = await upload([
      { field: 'userId', value: 'someone-else' },
      { field: 'photo', bytes: png, filename: 'a.png', type: 'image/png' },
      { field: 'note', bytes: Buffer.from('x'), filename: 'n.txt', type: 'text/plain' },
    ]);
    expect(extra.statusCode, extra.body).toBe(200);
    expect(extra.json<ProfileResponse>().user.id).toBe(memberId);
  });

  it('takes at most PHOTO_MAX_PER_MEMBER uploads per member in a window (429 after)', async () => {
    const png = await solid(50, 50).png().toBuffer();
    for (let i = 0; i < 4; i++) expect((await photo(png)).statusCode).toBe(200);
    const over = await photo(png);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.json<Fail>().message).toBe('Too many photo uploads. Please try again later.');
    // Another member is not held back.
    const other = await tokenFor(t.app, await addMember(t.app.ctx.db));
    const theirs = await upload(
      [{ field: 'photo', bytes: png, filename: 'a.png', type: 'image/png' }],
      other,
    );
    expect(theirs.statusCode).toBe(200);
  });

  it('is for signed-in members only', async () => {
    const res = await upload(
      [{ field: 'photo', bytes: await exifPng(), filename: 'a.png', type: 'image/png' }],
      null,
    );
    expect(res.statusCode).toBe(401);
  });
});
