import { describe, expect, it } from 'vitest';
import { isDisplayText, isMultilineText, stripHiddenCharacters } from './display-text';
import { contactSchema, signupFormSchema } from './validation';

describe('display text (DECISIONS 42)', () => {
  it.each([
    ['a right-to-left override', 'Layla\u202Eevil'],
    ['a left-to-right override', '\u202DLayla'],
    ['a bidi isolate', 'Lay\u2066la\u2069'],
    ['a right-to-left mark', 'Layla\u200F'],
    ['a zero-width space', 'Lay\u200Bla'],
    ['a NUL', 'Layla\u0000'],
    ['a byte-order mark', '\uFEFFLayla'],
    ['a soft hyphen', 'Lay\u00ADla'],
    ['a tab', 'Lay\tla'],
    ['a line break', 'Layla\nHaddad'],
    ['a line separator', 'Layla\u2028'],
    ['an escape', 'Layla\u001B[31m'],
    ['a lone surrogate', 'Layla\uD800'],
    ['a joiner next to a space', 'Layla \u200CHaddad'],
    ['a joiner at the end', 'Layla\u200D'],
  ])('refuses %s', (_label, value) => {
    expect(isDisplayText(value)).toBe(false);
  });

  it.each([
    ['Arabic', 'ليلى حداد'],
    ['Persian with a non-joiner between letters', 'می\u200Cخواهم'],
    ['Devanagari with a joiner between letters', 'क्\u200Dष'],
    ['Arabic with vowel marks', 'مُحَمَّد'],
    ['Chinese', '王小明'],
    ['Latin with accents and punctuation', "Zoë O'Neil-Smith"],
    ['Urdu', 'عائشہ'],
  ])('accepts %s', (_label, value) => {
    expect(isDisplayText(value)).toBe(true);
  });

  it('allows line breaks only in multi-line fields', () => {
    expect(isMultilineText('Hello,\r\nI need a ride.\nThanks')).toBe(true);
    expect(isMultilineText('Hello\u202E')).toBe(false);
    expect(isMultilineText('Hello\tthere')).toBe(false);
  });

  it('strips what it refuses and keeps the rest', () => {
    expect(stripHiddenCharacters('\u202ELay\u200Bla\u0000')).toBe('Layla');
    expect(stripHiddenCharacters('می\u200Cخواهم \u200D')).toBe('می\u200Cخواهم ');
    expect(stripHiddenCharacters('a\nb\u2066', { multiline: true })).toBe('a\nb');
  });

  it('the sign-up form says which name holds hidden characters', () => {
    const result = signupFormSchema(false).safeParse({
      username: 'layla_h',
      firstName: 'Layla\u202E',
      lastName: 'Had\u200Bdad',
      email: 'layla@example.com',
      countryCode: '+971',
      phone: '5012345678',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      sponsorBy: '',
      gender: 'Female',
      otp: '',
    });
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toContainEqual([
      'firstName',
      'First name contains characters that are not allowed.',
    ]);
    expect(messages).toContainEqual([
      'lastName',
      'Last name contains characters that are not allowed.',
    ]);
  });

  it('the contact form refuses hidden characters but keeps line breaks in the message', () => {
    const ok = contactSchema.safeParse({ name: 'ليلى', email: 'a@b.co', message: 'Hi\nthere' });
    expect(ok.success).toBe(true);
    const bad = contactSchema.safeParse({ name: 'x\u202E', email: 'a@b.co', message: 'Hi\u200B' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Name contains characters that are not allowed.',
      'Message contains characters that are not allowed.',
    ]);
  });
});
