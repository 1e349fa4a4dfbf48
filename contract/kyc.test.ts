import { describe, expect, it } from 'vitest';
import {
  ageOn,
  KYC_MESSAGES,
  kycFieldsSchema,
  luhnValid,
  normaliseEmiratesId,
  normalisePassportNumber,
} from './kyc';

const TODAY = '2026-11-26';
const valid = {
  documentType: 'emirates_id',
  fullName: '  Sami   Haddad ',
  documentNumber: '784-1990-1234567-6',
  documentExpiry: '2028-01-31',
  dateOfBirth: '1990-05-01',
};
const errorsOf = (input: Record<string, string>) => {
  const r = kycFieldsSchema(TODAY).safeParse(input);
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('KYC rules', () => {
  it('checks the Emirates ID Luhn digit, typed with or without dashes and in Arabic digits', () => {
    expect(luhnValid('784199012345676')).toBe(true);
    expect(luhnValid('784199012345677')).toBe(false);
    expect(normaliseEmiratesId('784199012345676')).toBe('784-1990-1234567-6');
    expect(normaliseEmiratesId('٧٨٤-١٩٩٠-١٢٣٤٥٦٧-٦')).toBe('784-1990-1234567-6');
    expect(normaliseEmiratesId('784-1990-1234567-5')).toBeNull();
    expect(normaliseEmiratesId('785-1990-1234567-6')).toBeNull();
    expect(normaliseEmiratesId('784-1990-123456-6')).toBeNull();
  });

  it('takes passport numbers of 6 to 9 letters and digits', () => {
    expect(normalisePassportNumber(' n1234567 ')).toBe('N1234567');
    expect(normalisePassportNumber('AB12')).toBeNull();
    expect(normalisePassportNumber('AB-123456')).toBeNull();
  });

  it('counts age in whole years, birthdays included', () => {
    expect(ageOn('2008-11-26', TODAY)).toBe(18);
    expect(ageOn('2008-11-27', TODAY)).toBe(17);
  });

  it('accepts a valid Emirates ID submission, normalising the number and the name', () => {
    const r = kycFieldsSchema(TODAY).parse(valid);
    expect(r).toMatchObject({
      documentNumber: '784-1990-1234567-6',
      fullName: 'Sami Haddad',
      nationality: null,
    });
  });

  it('refuses a wrong check digit, an expired document and a member under 18', () => {
    expect(errorsOf({ ...valid, documentNumber: '784-1990-1234567-1' })).toEqual({
      documentNumber: KYC_MESSAGES.emiratesId,
    });
    expect(errorsOf({ ...valid, documentExpiry: '2026-11-25' })).toEqual({
      documentExpiry: KYC_MESSAGES.expired,
    });
    expect(errorsOf({ ...valid, documentExpiry: TODAY })).toEqual({});
    expect(errorsOf({ ...valid, dateOfBirth: '2008-11-27' })).toEqual({
      dateOfBirth: KYC_MESSAGES.underage,
    });
    expect(errorsOf({ ...valid, dateOfBirth: '2008-11-26' })).toEqual({});
    expect(errorsOf({ ...valid, dateOfBirth: '1990-02-30' })).toEqual({
      dateOfBirth: KYC_MESSAGES.dateOfBirth,
    });
  });

  it('needs a passport number and a real nationality for a passport', () => {
    const passport = { ...valid, documentType: 'passport', documentNumber: 'N1234567' };
    expect(errorsOf({ ...passport, nationality: 'ae' })).toEqual({});
    expect(kycFieldsSchema(TODAY).parse({ ...passport, nationality: 'ae' }).nationality).toBe('AE');
    expect(errorsOf({ ...passport, nationality: 'ZZ' })).toEqual({
      nationality: KYC_MESSAGES.nationality,
    });
    expect(
      errorsOf({ ...passport, nationality: 'AE', documentNumber: '784199012345676x' }),
    ).toEqual({
      documentNumber: KYC_MESSAGES.passportNumber,
    });
  });
});
