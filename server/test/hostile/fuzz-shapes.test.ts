/**
 * Hostile input, second probe (issue 27 item 2), on both databases: strings that grow under
 * case mapping (stored e-mails are lower-cased) and broken multipart bodies on the photo upload
 * answer 4xx, never 500.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/validation';
import { addMember, tokenFor } from '../fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../harness';

const SEED = 20261126;
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

/** Characters whose lower-case form has more code units or code points than they have. */
const GROWING = ['\u0130', '\u023A', '\u023E', '\u2C62', '\u2C64', '\u2C6D', '\uA7AE'];

/** E-mails that fit the limit as typed but not once lower-cased, and fuzzed cousins. */
const GROWING_EMAILS = [
  `${'\u0130'.repeat(240)}@example.test`,
  `a@${'\u0130'.repeat(245)}.ae`,
  `${'\u0130'.repeat(127)}@${'\u023A'.repeat(110)}.example`,
];
const growingEmail = fc
  .tuple(
    fc.array(fc.constantFrom(...GROWING, 'a', 'Z', '\u00DF'), { minLength: 100, maxLength: 250 }),
    fc.constantFrom('example.test', 'x.ae'),
  )
  .map(([local, domain]) => `${local.join('')}@${domain}`.slice(-254));

const EMAIL_ROUTES = [
  '/api/user/forgot-password',
  '/api/email-verification/send-otp',
  '/api/user/resend-otp',
  '/api/user/verify-otp',
  '/api/user/signup',
  '/api/user/login',
  '/api/contact',
];

const PART = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n` +
  `Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`;

/** [label, content-type, body] of multipart bodies a client can get wrong. */
const BROKEN_MULTIPART: [string, string, string][] = [
  ['no closing boundary', 'multipart/form-data; boundary=XyZ', PART('XyZ')],
  ['no boundary parameter', 'multipart/form-data', PART('XyZ') + '\r\n--XyZ--\r\n'],
  ['an empty boundary', 'multipart/form-data; boundary=', PART('') + '\r\n----\r\n'],
  ['a quoted empty boundary', 'multipart/form-data; boundary=""', PART('') + '\r\n----\r\n'],
  ['a boundary that never appears', 'multipart/form-data; boundary=abc', 'hello'],
  ['an empty body', 'multipart/form-data; boundary=abc', ''],
  ['headers without a blank line', 'multipart/form-data; boundary=b', '--b\r\nContent-Disp'],
  ['a boundary over 70 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
  ['mixed instead of form-data', 'multipart/mixed; boundary=XyZ', PART('XyZ')],
];

function assertSafe(status: number, payload: string, label: string): void {
  expect(
    status,
    `${label} answered ${String(status)}: ${payload.slice(0, 200)}`,
  ).toBeGreaterThanOrEqual(400);
  expect(status, `${label} answered ${String(status)}: ${payload.slice(0, 200)}`).toBeLessThan(500);
  expect(payload, label).not.toMatch(
    /\n\s+at .+\(.+:\d+:\d+\)|SQLITE_|value too long|node_modules/,
  );
}

describe.each(DB_FLAVOURS)('hostile shapes (%s)', (flavour) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(flavour, {
      LOGIN_MAX_PER_IP: '100000',
      LOGIN_MAX_PER_ACCOUNT: '100000',
      OTP_SEND_MAX_PER_IP: '100000',
      SIGNUP_MAX_PER_IP: '100000',
      CONTACT_MAX_PER_IP: '100000',
      CODE_CHECK_MAX_PER_IP: '100000',
      PHOTO_MAX_PER_MEMBER: '100000',
    });
    const id = await addMember(t.app.ctx.db, { username: `shapes_${flavour}` });
    token = await tokenFor(t.app, id);
  }, 60_000);
  afterAll(() => t.close());

  const send = (url: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: {
        email,
        otp: '123456',
        password: 'Secret123',
        name: 'Layla',
        message: 'Hello there, a question about rides.',
        username: 'someone_new',
        firstName: 'Layla',
        gender: 'Female',
        countryCode: '+971',
        phoneNumber: '501234567',
      },
    });

  it.each(EMAIL_ROUTES)('%s: e-mails that grow when lower-cased answer 400', async (url) => {
    for (const email of GROWING_EMAILS) {
      const res = await send(url, email);
      assertSafe(res.statusCode, res.body, `${url} ${email.slice(0, 12)}…`);
    }
    await fc.assert(
      fc.asyncProperty(growingEmail, async (email) => {
        const res = await send(url, email);
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('forgot-password and send-otp answer our e-mail message for them', async () => {
    for (const url of ['/api/user/forgot-password', '/api/email-verification/send-otp']) {
      const res = await send(url, GROWING_EMAILS[0]!);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: { email: string } }>().errors.email).toBe(MESSAGES.emailInvalid);
    }
  });

  it.each(BROKEN_MULTIPART)('the photo upload with %s answers 4xx', async (label, type, body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile/photo',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      payload: body,
    });
    assertSafe(res.statusCode, res.body, label);
  });
});
