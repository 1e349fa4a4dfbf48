import { describe, expect, it } from 'vitest';
import { asciiDigits, parseTypedAmount, typedCode } from './typed-number';
import { otpField } from './validation';

const value = (typed: string) => {
  const r = parseTypedAmount(typed);
  return r.ok ? r.value : r.problem;
};

describe('parseTypedAmount', () => {
  it('reads every form of DECISIONS 46', () => {
    expect(value('1,000')).toBe(1000);
    expect(value('1000.5')).toBe(1000.5);
    expect(value('AED 100')).toBe(100);
    expect(value('100 AED')).toBe(100);
    expect(value('aed100')).toBe(100);
    expect(value('د.إ 250')).toBe(250);
    expect(value('250 د.إ.')).toBe(250);
    expect(value('١٠٠')).toBe(100);
    expect(value('١٠٠٫٥٠')).toBe(100.5);
    expect(value('١٬٠٠٠')).toBe(1000);
    expect(value('۱۰۰')).toBe(100);
    expect(value('１００')).toBe(100);
    expect(value('  75.25  ')).toBe(75.25);
    expect(value('\u2066 1,234,567.89 \u2069')).toBe(1234567.89);
    expect(value('50.')).toBe(50);
    expect(value('.5')).toBe(0.5);
  });

  it('says what is wrong with the rest', () => {
    expect(value('')).toBe('empty');
    expect(value('   ')).toBe('empty');
    expect(value('AED')).toBe('empty');
    expect(value('10.505')).toBe('decimals');
    expect(value('١٠٫١٢٣')).toBe('decimals');
    expect(value('abc')).toBe('invalid');
    expect(value('1,00')).toBe('invalid');
    expect(value('1.000,50')).toBe('invalid');
    expect(value('-50')).toBe('invalid');
    expect(value('1e3')).toBe('invalid');
    expect(value('12 34')).toBe('invalid');
    expect(value('USD 100')).toBe('invalid');
  });
});

describe('typed digits', () => {
  it('makes every script ASCII and leaves other characters', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ ０１２３４５６７８９ ab')).toBe(
      '0123456789 0123456789 0123456789 ab',
    );
  });

  it('reads a mailed code typed in any digits, with spaces or a dash between groups', () => {
    expect(typedCode('١٢٣ ٤٥٦')).toBe('123456');
    expect(typedCode('۱۲۳-۴۵۶')).toBe('123456');
    expect(typedCode(' 123456 ')).toBe('123456');
    // The shared rule of sign-up, reset and verify reads them the same way.
    expect(otpField.parse('١٢٣ ٤٥٦')).toBe('123456');
    expect(otpField.safeParse('12345x').success).toBe(false);
  });
});
