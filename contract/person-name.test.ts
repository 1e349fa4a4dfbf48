import { describe, expect, it } from 'vitest';
import { isPersonName, normaliseNameSpaces, repairedName } from './person-name';
import { contactSchema, signupFormSchema } from './validation';

describe('names that read as names (issue 27)', () => {
  it.each([
    ['a Hangul filler', '\u3164'],
    ['a Hangul choseong filler', '\u115F'],
    ['a half-width Hangul filler', '\uFFA0'],
    ['a blank Braille pattern', '\u2800\u2800'],
    ['combining marks alone', '\u0301\u0301'],
    ['a combining mark after a space', 'Layla \u0301'],
    ['a variation selector', 'Layla\uFE0F'],
    ['a supplementary variation selector', 'Lay\u{E0100}la'],
    ['a private-use character', 'Layla\uE000'],
    ['an unassigned code point', 'Layla\u0378'],
    ['a Hangul filler inside a name', 'Lay\u3164la'],
    ['digits and punctuation only', "12-3 '."],
  ])('refuses %s', (_label, value) => {
    expect(isPersonName(value)).toBe(false);
  });

  it.each([
    ['Arabic with vowel marks', 'مُحَمَّد'],
    ['Persian with a non-joiner between letters', 'می\u200Cخواهم'],
    ['Devanagari with a vowel sign', 'प्रिया'],
    ['Korean', '김민준'],
    ['Latin with a combining accent', 'Zoe\u0308'],
    ['a hyphen and an apostrophe', "O'Neil-Smith"],
  ])('accepts %s', (_label, value) => {
    expect(isPersonName(value)).toBe(true);
  });

  it('makes every space character one ordinary space, collapses runs and trims', () => {
    expect(normaliseNameSpaces('\u3000Layla\u2003\u2003 \u00A0Haddad\u202F')).toBe('Layla Haddad');
  });

  it('normalises and checks names in the sign-up and contact schemas', () => {
    const signup = signupFormSchema(false).shape;
    expect(signup.firstName.parse('  Layla\u3000\u3000Mae ')).toBe('Layla Mae');
    expect(signup.lastName.parse('\u2003')).toBe('');
    expect(signup.firstName.safeParse('\u3000\u2003').error?.issues[0]?.message).toBe(
      'First name is required',
    );
    expect(signup.firstName.safeParse('\u3164').error?.issues[0]?.message).toBe(
      'First name contains characters that are not allowed.',
    );
    expect(contactSchema.shape.name.safeParse('\u2800').success).toBe(false);
  });

  it('repairs stored names where a letter is left, and says when none is', () => {
    expect(repairedName('Lay\u3164la\u2003\u2003Haddad\uFE0F')).toBe('Layla Haddad');
    expect(repairedName('\u0301Amal')).toBe('Amal');
    expect(repairedName('\u3164\u2800')).toBeNull();
    expect(repairedName('Layla')).toBe('Layla');
  });
});
