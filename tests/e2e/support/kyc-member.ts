/**
 * KYC in end-to-end tests: generated document photos written to disk for the form's file inputs,
 * and members made through the real sign-up calls.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { readCodeFromOutbox } from './outbox';

export const PASSWORD = 'KycPass123';
const photoDir = mkdtempSync(path.join(tmpdir(), 'rihla-kyc-e2e-'));

/** A JPEG that looks enough like a card or a face for the server's decoder, written to disk. */
export async function photo(name: string, width: number, height: number, colour: string) {
  const file = path.join(photoDir, name);
  const label = Buffer.from(
    `<svg width="${width}" height="${height}"><rect x="40" y="40" width="${width - 80}" height="${height / 3}" fill="#fff"/></svg>`,
  );
  writeFileSync(
    file,
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .composite([{ input: label }])
      .jpeg()
      .toBuffer(),
  );
  return file;
}

let counter = 0;
/** A member made through the real sign-up calls (a mailed code), optionally under a sponsor. */
export async function newMember(request: APIRequestContext, language: 'en' | 'ar', sponsor = '') {
  counter += 1;
  const stamp = `${Date.now() % 1_000_000}${counter}`.slice(-7).padStart(7, '0');
  const username = `kyc${language}${stamp}`;
  const email = `${username}@example.test`;
  const after = Date.now() - 1000;
  expect((await request.post('/api/email-verification/send-otp', { data: { email } })).ok()).toBe(
    true,
  );
  const otp = await readCodeFromOutbox(email, { after });
  const res = await request.post('/api/user/signup', {
    data: {
      username,
      firstName: 'Mona',
      lastName: 'Saeed',
      email,
      countryCode: '+971',
      phoneNumber: `+97152${stamp}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      sponsorBy: sponsor,
      gender: 'Female',
      otp,
      language,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return username;
}
