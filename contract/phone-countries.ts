/**
 * The sign-up form's countries (spec section 9, DECISIONS 31): the spec's eight, UAE first and
 * preselected. No phone library here, so any screen may import the list; the phone rule itself
 * (contract/phone.ts) loads `libphonenumber-js` and stays with the screens that need it.
 */

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, as libphonenumber and the flags know it. */
  code: 'AE' | 'US' | 'GB' | 'PK' | 'IN' | 'AU' | 'JP' | 'CN';
  dialCode: string;
  /** What the select shows beside the dial code (the spec's words). */
  label: string;
  /** The member's `country` when they sign up with it (DECISIONS 12), and the messages' name. */
  name: string;
  /** A mobile number written the way people there write it (the input's placeholder). */
  example: string;
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'AE', dialCode: '+971', label: 'UAE', name: 'UAE', example: '050 123 4567' },
  { code: 'US', dialCode: '+1', label: 'US', name: 'USA', example: '(201) 555-0123' },
  { code: 'GB', dialCode: '+44', label: 'UK', name: 'UK', example: '07400 123456' },
  { code: 'PK', dialCode: '+92', label: 'Pakistan', name: 'Pakistan', example: '0300 1234567' },
  { code: 'IN', dialCode: '+91', label: 'India', name: 'India', example: '98765 43210' },
  { code: 'AU', dialCode: '+61', label: 'Australia', name: 'Australia', example: '0412 345 678' },
  { code: 'JP', dialCode: '+81', label: 'Japan', name: 'Japan', example: '090-1234-5678' },
  { code: 'CN', dialCode: '+86', label: 'China', name: 'China', example: '138 1234 5678' },
];

export const DEFAULT_PHONE_COUNTRY = PHONE_COUNTRIES[0] as PhoneCountry;

export const phoneCountryByDialCode = (dialCode: string): PhoneCountry | undefined =>
  PHONE_COUNTRIES.find((c) => c.dialCode === dialCode.trim());

// Arabic-Indic and Extended Arabic-Indic digits, as an Arabic keyboard types them.
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Digits typed on an Arabic keyboard become 0-9; everything else is kept. */
export const asciiDigits = (text: string): string =>
  text.replace(ARABIC_DIGITS, (d) => String((d.codePointAt(0) ?? 0) & 0xf));

/** Spaces, dashes, dots and brackets people write between digit groups. */
const SEPARATORS = /[\s().\-\u2010-\u2015]/g;

/** The typed text without separators, digits made ASCII: '050 123 4567' → '0501234567'. */
export const compactPhone = (text: string): string => asciiDigits(text).replace(SEPARATORS, '');

/**
 * A login identifier that reads as a phone (DECISIONS 13): 7-15 digits with an optional leading
 * + (or 00), separators ignored.
 */
export const looksLikePhone = (text: string): boolean =>
  /^(\+|00)?\d{7,15}$/.test(compactPhone(text.trim()));
