/** Helpers for the KYC tests: generated document photos and the multipart form a browser sends. */
import sharp from 'sharp';
import type { TestApp } from '../../../test/harness';

/** A photo-like JPEG carrying EXIF that must not survive. */
export const docPhoto = (width = 2400, height = 1600, colour = '#0f766e') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .withExif({ IFD0: { Artist: 'Secret Artist', ImageDescription: 'GPS at home' } })
    .jpeg()
    .toBuffer();

export interface KycForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

export async function emiratesIdForm(overrides: Partial<KycForm['fields']> = {}): Promise<KycForm> {
  return {
    fields: {
      documentType: 'emirates_id',
      fullName: 'Sami Haddad',
      documentNumber: '784-1990-1234567-6',
      documentExpiry: '2030-01-31',
      dateOfBirth: '1990-05-01',
      ...overrides,
    },
    files: {
      idFront: await docPhoto(),
      idBack: await docPhoto(1600, 1000, '#334155'),
      selfie: await docPhoto(900, 1200, '#b45309'),
    },
  };
}

export async function postKyc(t: TestApp, token: string | null, form: KycForm) {
  const data = new FormData();
  for (const [k, v] of Object.entries(form.fields)) data.append(k, v);
  for (const [k, v] of Object.entries(form.files))
    data.append(k, new Blob([v], { type: 'image/jpeg' }), `${k}.jpg`);
  const encoded = new Response(data);
  return t.app.inject({
    method: 'POST',
    url: '/api/kyc',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

/** Whether bytes hold any image signature (JPEG, PNG, WebP, GIF), anywhere. */
export function holdsImageSignature(bytes: Buffer): boolean {
  return [
    Buffer.from([0xff, 0xd8, 0xff]),
    Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    Buffer.from('WEBP'),
    Buffer.from('JFIF'),
    Buffer.from('Exif'),
    Buffer.from('GIF8'),
  ].some((sig) => bytes.includes(sig));
}
