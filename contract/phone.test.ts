import { describe, expect, it } from 'vitest';
import { PHONE_CASES } from './phone-cases';
import {
  PHONE_COUNTRIES,
  loginPhoneCandidates,
  readMobile,
  readSignupPhone,
  readWalletPhone,
  signupFormWithPhone,
  withoutTrunkZero,
} from './phone';
import { classifyIdentifier } from './validation';

const country = (code: string) => {
  const found = PHONE_COUNTRIES.find((c) => c.code === code);
  if (!found) throw new Error(code);
  return found;
};

describe('the phone rule (DECISIONS 31)', () => {
  it('lists the spec’s eight countries, UAE first', () => {
    expect(PHONE_COUNTRIES.map((c) => `${c.dialCode} ${c.label}`)).toEqual([
      '+971 UAE',
      '+1 US',
      '+44 UK',
      '+92 Pakistan',
      '+91 India',
      '+61 Australia',
      '+81 Japan',
      '+86 China',
    ]);
  });

  it('covers at least 30 numbers across all eight countries', () => {
    expect(PHONE_CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(PHONE_CASES.map(([, c]) => c)).size).toBe(8);
  });

  it.each(PHONE_CASES)('reads %s (%s) as %s', (typed, code, e164) => {
    expect(readMobile(typed, country(code))?.e164 ?? null).toBe(e164);
  });

  it('keeps the national significant number without the trunk 0', () => {
    expect(readMobile('050 123 4567', country('AE'))).toMatchObject({
      e164: '+971501234567',
      national: '501234567',
    });
    expect(readMobile('0300 1234567', country('PK'))?.national).toBe('3001234567');
  });

  it('names the chosen country in its message, and asks for a number when none is given', () => {
    expect(readSignupPhone('12345', '+971')).toEqual({
      ok: false,
      field: 'invalid',
      message: 'Enter a valid mobile number for UAE',
    });
    expect(readSignupPhone('12345', '+1')).toMatchObject({
      message: 'Enter a valid mobile number for USA',
    });
    expect(readSignupPhone('  ', '+971')).toMatchObject({ message: 'Phone number is required' });
    expect(readSignupPhone('0501234567', '+966')).toMatchObject({ field: 'unsupported' });
  });

  it('reads the old form’s code-and-ten-digits and a number sent without a country code', () => {
    expect(readSignupPhone('+9710501234567', '+971')).toMatchObject({
      ok: true,
      mobile: { e164: '+971501234567' },
    });
    expect(readSignupPhone('+923001234567', '')).toMatchObject({
      ok: true,
      mobile: { e164: '+923001234567', country: { name: 'Pakistan' } },
    });
  });

  it('tries a login number as E.164 and as a national number of each country, UAE first', () => {
    expect(loginPhoneCandidates('0501234567')).toEqual(['+971501234567']);
    expect(loginPhoneCandidates('501234567')).toEqual(['+971501234567']);
    expect(loginPhoneCandidates('+971501234567')).toEqual(['+971501234567']);
    // As stored before the repair, and as it reads.
    expect(loginPhoneCandidates('+9710501234567')).toEqual(['+9710501234567', '+971501234567']);
    // The same digits are a mobile in Japan and in India.
    expect(loginPhoneCandidates('09012345678')).toEqual(['+919012345678', '+819012345678']);
    expect(loginPhoneCandidates('layla')).toEqual([]);
    expect(loginPhoneCandidates('123')).toEqual([]);
  });

  it('finds the trunk 0 the old form stored after the calling code', () => {
    expect(withoutTrunkZero('+9710501234567')).toEqual({
      e164: '+971501234567',
      national: '501234567',
    });
    expect(withoutTrunkZero('+610412345678')).toEqual({
      e164: '+61412345678',
      national: '412345678',
    });
    expect(withoutTrunkZero('+971501234567')).toBeNull();
    expect(withoutTrunkZero('+12015550123')).toBeNull();
  });

  it('accepts a wallet number written the UAE way or any mobile with its code', () => {
    expect(readWalletPhone('050 123 4567')).toBe('+971501234567');
    expect(readWalletPhone('+44 7400 123456')).toBe('+447400123456');
    expect(readWalletPhone('+97142345678')).toBeNull();
    expect(readWalletPhone('07400 123456')).toBeNull();
  });

  it('makes the sign-up form’s phone field follow the chosen country', () => {
    const form = {
      username: 'new_member',
      firstName: 'Omar',
      lastName: '',
      email: 'omar@example.com',
      countryCode: '+971',
      phone: '050 123 4567',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      sponsorBy: '',
      gender: 'Male',
      otp: '',
    };
    expect(signupFormWithPhone(false).safeParse(form).success).toBe(true);
    const china = signupFormWithPhone(false).safeParse({ ...form, countryCode: '+86' });
    expect(china.error?.issues).toEqual([
      expect.objectContaining({
        path: ['phone'],
        message: 'Enter a valid mobile number for China',
      }),
    ]);
    const empty = signupFormWithPhone(false).safeParse({ ...form, phone: '' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual(['Phone number is required']);
  });

  it.each(['050 123 4567', '0501234567', '501234567', '+971 50 123 4567', '(050) 123-4567'])(
    'classifies the login identifier %s as a phone',
    (typed) => {
      expect(classifyIdentifier(typed)).toBe('phoneNumber');
    },
  );

  it.each([
    ['omar@example.com', 'email'],
    ['layla_h', 'username'],
    ['123456', 'username'],
  ])('classifies %s as %s', (typed, kind) => {
    expect(classifyIdentifier(typed)).toBe(kind);
  });
});
