import type { SignupResponse } from '../../../../contract/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/validation';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { GENEROUS_LIMITS, get, post, requestCode, signUp, signupBody } from './test-support';
import type { Fail, TestUser } from './test-support';
import type { ReferralTreeResponse } from '../../../../contract/tree';

describe.each(DB_FLAVOURS)('POST /api/user/signup (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour, GENEROUS_LIMITS);
  });
  afterAll(() => t.close());

  it('creates a verified member and answers 201 with token, ids and the user', async () => {
    const body = signupBody({ email: 'Mixed.Case@Example.TEST' });
    body.otp = await requestCode(t, body.email);
    const res = await post(t, '/user/signup', body);
    expect(res.statusCode).toBe(201);
    const json = res.json<SignupResponse>();
    expect(json).toMatchObject({
      success: true,
      message: 'Registration completed successfully',
      username: body.username,
      userId: json.user.id,
      sponsorId: json.user.sponsorId,
    });
    expect(json.token.split('.')).toHaveLength(3);
    expect(json.user).toMatchObject({
      _id: json.user.id,
      email: 'mixed.case@example.test',
      phoneNumber: body.phoneNumber,
      country: 'UAE',
      role: 'customer',
      isVerified: true,
      kycStatus: null,
      name: 'Layla Haddad',
      crrRank: { current: 'None', lastUpdated: null, rewardAmount: 0, rewardClaimed: false },
      qualificationPoints: { pgp: { monthly: 0, accumulated: 0 } },
    });
    expect(json.user.sponsorId).toMatch(/^[0-9a-f]{8}-\d{6}$/);
    expect(JSON.stringify(json)).not.toMatch(/password|argon2/i);
    const me = await get(t, '/drivers/get-current-user', json.token);
    expect(me.statusCode).toBe(200);
  });

  it('derives the country from the phone code and stores E.164', async () => {
    const { user } = await signUp(t, { countryCode: '+92', phoneNumber: '+923001234567' });
    expect(user).toMatchObject({ country: 'Pakistan', phoneNumber: '+923001234567' });
    const uk = await signUp(t, { countryCode: '+44', phoneNumber: '07400 123456' });
    expect(uk.user).toMatchObject({ country: 'UK', phoneNumber: '+447400123456' });
    const china = await signUp(t, { countryCode: '+86', phoneNumber: '138 1234 5678' });
    expect(china.user).toMatchObject({ country: 'China', phoneNumber: '+8613812345678' });
  });

  it.each([
    ['050 123 4567', '+971', '+971501234567'],
    ['0521234567', '+971', '+971521234567'],
    ['551234567', '+971', '+971551234567'],
    ['+971 56 123 4567', '+971', '+971561234567'],
    // The old form joined the code and the ten digits typed.
    ['+9710581234567', '+971', '+971581234567'],
    ['+971541234567', '', '+971541234567'],
  ])('stores a UAE mobile typed %s (code %s) as %s', async (typed, countryCode, e164) => {
    const { user } = await signUp(t, { countryCode, phoneNumber: typed });
    expect(user).toMatchObject({ country: 'UAE', phoneNumber: e164 });
    const row = await t.app.ctx.db
      .selectFrom('members')
      .select(['phone', 'phone_national'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone: e164, phone_national: e164.slice(4) });
  });

  it('refuses the same mobile typed another way as already registered', async () => {
    const first = await signUp(t, { countryCode: '+91', phoneNumber: '98765 43210' });
    const again = signupBody({ countryCode: '+91', phoneNumber: '+91 098765 43210' });
    again.otp = await requestCode(t, again.email);
    const res = await post(t, '/user/signup', again);
    expect(res.statusCode).toBe(409);
    expect(res.json<Fail>().errors).toEqual({
      phoneNumber: 'This phone number is already registered',
    });
    expect(first.user.phoneNumber).toBe('+919876543210');
  });

  it.each([
    [{ username: 'ab' }, 'username', MESSAGES.usernameInvalid],
    [{ username: 'bad name!' }, 'username', MESSAGES.usernameInvalid],
    [{ username: 'x'.repeat(31) }, 'username', MESSAGES.usernameInvalid],
    [{ firstName: '  ' }, 'firstName', MESSAGES.firstNameRequired],
    [{ email: '' }, 'email', MESSAGES.emailRequired],
    [{ email: 'not-an-email' }, 'email', MESSAGES.emailInvalid],
    [{ phoneNumber: '' }, 'phoneNumber', MESSAGES.phoneRequired],
    [{ phoneNumber: '+97150123' }, 'phoneNumber', 'Enter a valid mobile number for UAE'],
    [{ phoneNumber: '+97150123456789' }, 'phoneNumber', 'Enter a valid mobile number for UAE'],
    // A landline, and the old 10-digit rule's idea of a UAE number.
    [{ phoneNumber: '04 234 5678' }, 'phoneNumber', 'Enter a valid mobile number for UAE'],
    [{ phoneNumber: '5012345678' }, 'phoneNumber', 'Enter a valid mobile number for UAE'],
    [
      { countryCode: '+44', phoneNumber: '020 7946 0018' },
      'phoneNumber',
      'Enter a valid mobile number for UK',
    ],
    [
      { countryCode: '+86', phoneNumber: '1381234567' },
      'phoneNumber',
      'Enter a valid mobile number for China',
    ],
    [
      { countryCode: '+971', phoneNumber: '+92 300 1234567' },
      'phoneNumber',
      'Enter a valid mobile number for UAE',
    ],
    [{ countryCode: '+966', phoneNumber: '0501234567' }, 'phoneNumber', 'Unsupported country code'],
    [{ password: 'Short1', confirmPassword: 'Short1' }, 'password', MESSAGES.passwordLength],
    [
      { password: 'alllowercase1', confirmPassword: 'alllowercase1' },
      'password',
      MESSAGES.passwordComplexity,
    ],
    [
      { password: 'NoDigitsHere', confirmPassword: 'NoDigitsHere' },
      'password',
      MESSAGES.passwordComplexity,
    ],
    [{ confirmPassword: '' }, 'confirmPassword', MESSAGES.confirmRequired],
    [{ confirmPassword: 'Different1' }, 'confirmPassword', MESSAGES.passwordsMismatch],
    [{ gender: '' as const }, 'gender', MESSAGES.genderRequired],
    [{ otp: '' }, 'otp', MESSAGES.otpRequired],
    [{ otp: '12ab56' }, 'otp', MESSAGES.otpDigits],
  ])('answers 400 with the spec message for %o', async (override, field, message) => {
    const body = { ...signupBody(), otp: '123456', ...override };
    const res = await post(t, '/user/signup', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } });
  });

  // Unknown fields are accepted and ignored (DECISIONS 40): server/test/compat/bodies.test.ts.
  it('refuses wrong types and malformed JSON with 400', async () => {
    const typed = await post(t, '/user/signup', { ...signupBody(), otp: 123456 });
    expect(typed.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      success: false,
      message: 'Malformed JSON body',
      code: 'MALFORMED_JSON',
    });
  });

  it('answers 413 for a body over 64 KB', async () => {
    const res = await post(t, '/user/signup', { ...signupBody(), firstName: 'x'.repeat(70_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json<Fail>().success).toBe(false);
  });

  it('answers 409 with an errors map for a taken username, e-mail or phone (any case)', async () => {
    const first = await signUp(t);
    // The same e-mail in another case cannot even get a code: it is registered.
    const send = await post(t, '/email-verification/send-otp', {
      email: first.body.email.toUpperCase(),
    });
    expect(send.statusCode).toBe(409);
    expect(send.json<Fail>().errors.email).toBe(
      'This email is already registered. Please proceed to login.',
    );
    // With a valid code for a new e-mail, the taken username and phone are reported by field.
    const fresh = signupBody({
      username: first.body.username.toUpperCase(),
      phoneNumber: first.body.phoneNumber,
    });
    fresh.otp = await requestCode(t, fresh.email);
    const res = await post(t, '/user/signup', fresh);
    expect(res.statusCode).toBe(409);
    expect(res.json<Fail>().errors).toEqual({
      username: 'This username is already taken',
      phoneNumber: 'This phone number is already registered',
    });
    // The code was not used up by the refused attempt.
    const ok = await post(t, '/user/signup', {
      ...fresh,
      username: `${fresh.username}_b`,
      phoneNumber: signupBody().phoneNumber,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('links the sponsor by username or sponsor id, and ?ref= wins over sponsorBy', async () => {
    const sponsor = await signUp(t);
    const other = await signUp(t);
    const byName = await signUp(t, { sponsorBy: sponsor.body.username.toUpperCase() });
    const byCode = await signUp(t, { sponsorBy: sponsor.user.sponsorId });
    expect(byName.user.sponsorBy).toBe(sponsor.body.username.toUpperCase());
    expect(byCode.user.sponsorBy).toBe(sponsor.user.sponsorId);

    const body = signupBody({ sponsorBy: other.body.username });
    body.otp = await requestCode(t, body.email);
    const res = await post(t, `/user/signup?ref=${sponsor.body.username}`, body);
    expect(res.statusCode).toBe(201);
    const tree = await get(t, '/user/referral-tree', sponsor.token);
    const ids = tree.json<ReferralTreeResponse>().referralTree.members.level1?.map((m) => m.id);
    expect(ids).toEqual([byName.user.id, byCode.user.id, res.json<{ user: TestUser }>().user.id]);
    expect(tree.json<ReferralTreeResponse>().referralTree.counts.level1).toBe(3);
  });

  it('refuses an unknown sponsor and self-sponsoring with 400', async () => {
    const body = signupBody({ sponsorBy: 'nobody_here' });
    body.otp = await requestCode(t, body.email);
    const res = await post(t, '/user/signup', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<Fail>().errors).toEqual({ sponsorBy: 'Invalid sponsor ID or username' });
    const self = await post(t, '/user/signup', { ...body, sponsorBy: body.username });
    expect(self.statusCode).toBe(400);
    expect(self.json<Fail>().errors).toEqual({ sponsorBy: 'You cannot be your own sponsor' });
  });

  it('treats SQL metacharacters and long strings as plain data', async () => {
    const nasty = "Robert'); DROP TABLE members;--";
    const { user } = await signUp(t, { firstName: nasty, lastName: '" OR 1=1 --' });
    expect(user.firstName).toBe(nasty);
    const probe = await post(t, '/user/signup', {
      ...signupBody(),
      otp: '123456',
      sponsorBy: "' OR '1'='1",
    });
    expect(probe.statusCode).toBe(400);
    for (const field of [
      'username',
      'email',
      'sponsorBy',
      'lastName',
      'phoneNumber',
      'countryCode',
    ]) {
      const res = await post(t, '/user/signup', {
        ...signupBody(),
        otp: '123456',
        [field]: 'é'.repeat(5000),
      });
      expect(res.statusCode, field).toBe(400);
    }
    const count = await t.app.ctx.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
  });
});
