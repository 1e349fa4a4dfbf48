/**
 * `PATCH /api/user/profile` (DECISIONS 37, 40): a member edits their own first name, last name
 * and gender with the sign-up rules and messages; username, e-mail, phone, sponsor and anything
 * else sent along are ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupFormSchema } from '../../../../contract/validation';
import type { ProfileResponse, User } from '../../../../contract/user';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { get, type Fail } from './test-support';

/** What sign-up says about a first name (the same words must come back from the profile). */
function signupMessage(field: 'firstName' | 'lastName' | 'gender', value: string): string {
  const result = signupFormSchema(false).shape[field].safeParse(value);
  if (result.success) throw new Error(`sign-up accepts ${field} ${JSON.stringify(value)}`);
  return result.error.issues[0]?.message ?? '';
}

describe.each(DB_FLAVOURS)('editing the profile (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour);
  });
  afterAll(() => t.close());

  async function member() {
    const id = await addMember(t.app.ctx.db, { firstName: 'Layla', lastName: 'Haddad' });
    return { id, token: await tokenFor(t.app, id) };
  }
  const patch = (payload: unknown, token?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: payload as Record<string, unknown>,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const current = async (token: string) =>
    (await get(t, '/drivers/get-current-user', token)).json<{ user: User }>().user;

  it('changes first name, last name and gender, answering the user as get-current-user does', async () => {
    const { id, token } = await member();
    const res = await patch({ firstName: ' Amal ', lastName: 'Saleh', gender: 'Female' }, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProfileResponse>();
    expect(body).toMatchObject({ success: true, message: 'Profile updated successfully' });
    expect(body.user).toMatchObject({
      id,
      _id: id,
      firstName: 'Amal',
      lastName: 'Saleh',
      name: 'Amal Saleh',
      gender: 'Female',
    });
    const after = await current(token);
    expect(Object.keys(body.user).sort()).toEqual(Object.keys(after).sort());
    expect(after).toMatchObject({ firstName: 'Amal', lastName: 'Saleh', gender: 'Female' });
  });

  it('leaves out what is not sent, and accepts Arabic names', async () => {
    const { token } = await member();
    const res = await patch({ lastName: 'حداد' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await current(token)).toMatchObject({
      firstName: 'Layla',
      lastName: 'حداد',
      gender: 'Other',
    });
  });

  it('ignores username, e-mail, phone, sponsor and unknown fields', async () => {
    const { token } = await member();
    const before = await current(token);
    const other = await addMember(t.app.ctx.db);
    const res = await patch(
      {
        firstName: 'Nadia',
        username: 'taken_over',
        email: 'new@example.test',
        phoneNumber: '+971509999999',
        sponsorBy: 'founder',
        sponsorId: 'abcd1234-000000',
        country: 'Japan',
        role: 'admin',
        kycLevel: 2,
        selfieImage: 'uploads/evil.svg',
        id: other,
        _id: other,
        favouriteColour: 'teal',
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await current(token);
    expect(after.firstName).toBe('Nadia');
    // Nothing else changed: not the username, e-mail, phone, sponsor, country, role or photo.
    expect({
      ...after,
      firstName: 'Layla',
      name: before.name,
      updatedAt: before.updatedAt,
    }).toEqual(before);
    const untouched = await t.app.ctx.db
      .selectFrom('members')
      .select('first_name')
      .where('id', '=', other)
      .executeTakeFirstOrThrow();
    expect(untouched.first_name).not.toBe('Nadia');
  });

  it.each([
    ['an empty first name', { firstName: '   ' }, 'firstName', signupMessage('firstName', '')],
    [
      'a first name of 61 letters',
      { firstName: 'a'.repeat(61) },
      'firstName',
      signupMessage('firstName', 'a'.repeat(61)),
    ],
    [
      'a last name of 61 letters',
      { lastName: 'b'.repeat(61) },
      'lastName',
      signupMessage('lastName', 'b'.repeat(61)),
    ],
    [
      'a bidi override',
      { firstName: 'Lay\u202Ela' },
      'firstName',
      'First name contains characters that are not allowed.',
    ],
    ['an unknown gender', { gender: 'Robot' }, 'gender', 'Gender is required'],
    ['a number for a name', { firstName: 42 }, 'firstName', undefined],
  ])('refuses %s with 400 and changes nothing', async (_label, body, field, message) => {
    const { token } = await member();
    const before = await current(token);
    const res = await patch(body, token);
    expect(res.statusCode).toBe(400);
    const failure = res.json<Fail>();
    expect(failure.success).toBe(false);
    expect(failure.errors[field]).toBeTruthy();
    if (message) expect(failure.errors[field]).toBe(message);
    expect(await current(token)).toEqual(before);
  });

  it('is for signed-in members only', async () => {
    const res = await patch({ firstName: 'Someone' });
    expect(res.statusCode).toBe(401);
  });
});
