import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import type { Fail } from '../accounts/test-support';

describe.each(DB_FLAVOURS)('POST /api/contact (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour, { CONTACT_MAX_PER_IP: '3', SUPPORT_EMAIL: 'help@rihla.test' });
  });
  afterAll(() => t.close());

  const send = (payload: unknown, ip = '203.0.113.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('refuses a name with a line break (a mail header injection), DECISIONS 42', async () => {
    const res = await send({
      name: 'Sara\r\nBcc: x@evil.test',
      email: 'sara@example.test',
      message: 'Hello',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: { name: 'Name contains characters that are not allowed.' },
    });
  });

  it('stores the message, mails it to the support address and answers 201', async () => {
    const res = await send({
      name: 'Sara Haddad',
      email: 'sara@example.test',
      message: "Hi'; DROP TABLE members;--",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Message sent. We will reply soon.' });
    const mail = t.mailer.sent.at(-1)!;
    expect(mail).toMatchObject({ to: 'help@rihla.test', replyTo: 'sara@example.test' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const row = await t.app.ctx.db
      .selectFrom('contact_messages')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'sara@example.test',
      message: "Hi'; DROP TABLE members;--",
    });
    expect(row.mailed_at).not.toBeNull();
  });

  it.each([
    [{ name: '', email: 'a@b.co', message: 'x' }, 'name', 'Name is required'],
    [{ name: 'A', email: '', message: 'x' }, 'email', 'Email is required'],
    [{ name: 'A', email: 'bad', message: 'x' }, 'email', 'Email is invalid'],
    [{ name: 'A', email: 'a@b.co', message: ' ' }, 'message', 'Message is required'],
    [{ name: 'A'.repeat(101), email: 'a@b.co', message: 'x' }, 'name', undefined],
    [{ name: 'A', email: 'a@b.co', message: 'x'.repeat(4001) }, 'message', undefined],
  ])('answers 400 for %o', async (body, field, message) => {
    const res = await send(body, '203.0.113.50');
    expect(res.statusCode).toBe(400);
    expect(res.json<Fail>().errors).toHaveProperty(field);
    if (message) expect(res.json<Fail>().errors[field]).toBe(message);
  });

  it('is rate limited per IP with 429 and Retry-After', async () => {
    const body = { name: 'A', email: 'a@b.co', message: 'hello' };
    for (let i = 0; i < 3; i++) expect((await send(body, '203.0.113.9')).statusCode).toBe(201);
    const res = await send(body, '203.0.113.9');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
