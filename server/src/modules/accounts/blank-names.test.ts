/**
 * Names that read as names (issue 27, DECISIONS 47) through the API: blank-looking names are
 * refused at sign-up, on the profile and on the contact form with the name rule's message, and
 * any space character is stored as one ordinary space.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { GENEROUS_LIMITS, post, requestCode, signupBody } from './test-support';
import type { Fail } from './test-support';

const NOT_ALLOWED = (label: string) => `${label} contains characters that are not allowed.`;

describe.each(DB_FLAVOURS)('blank-looking names (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour, GENEROUS_LIMITS);
  });
  afterAll(() => t.close());

  const signUpWith = async (names: { firstName: string; lastName: string }) => {
    const body = signupBody(names);
    body.otp = await requestCode(t, body.email);
    return post(t, '/user/signup', body);
  };

  it.each([
    ['a Hangul filler', '\u3164'],
    ['blank Braille', '\u2800'],
    ['a half-width filler', '\uFFA0'],
    ['a lone combining mark', '\u0301'],
    ['a private-use character', '\uE000'],
  ])('refuses a first name made of %s', async (_label, firstName) => {
    const res = await signUpWith({ firstName, lastName: 'Haddad' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Fail>().errors.firstName).toBe(NOT_ALLOWED('First name'));
  });

  it('stores wide spaces as one ordinary space, trimmed', async () => {
    const res = await signUpWith({
      firstName: '\u3000Layla\u2003\u2003Mae',
      lastName: 'Haddad\u00A0',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ user: { firstName: string; lastName: string } }>().user).toMatchObject({
      firstName: 'Layla Mae',
      lastName: 'Haddad',
    });
  });

  it('refuses the same on the profile and the contact form', async () => {
    const id = await addMember(t.app.ctx.db);
    const token = await tokenFor(t.app, id);
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { lastName: 'Nour\uFE0F' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json<Fail>().errors.lastName).toBe(NOT_ALLOWED('Last name'));
    const contact = await post(t, '/contact', {
      name: '\u2800\u2800',
      email: 'someone@example.test',
      message: 'A question about rides.',
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json<Fail>().errors.name).toBe(NOT_ALLOWED('Name'));
  });
});
