/**
 * Real-format mobile numbers of the eight countries, as people write them at home, with the
 * E.164 number each must become (null: refused). Shared by the SPA's and the server's tests of
 * the phone rule, so both sides are held to the same table.
 */
import type { PhoneCountry } from './phone-countries';

export type PhoneCase = [typed: string, country: PhoneCountry['code'], e164: string | null];

export const PHONE_CASES: PhoneCase[] = [
  // UAE: with and without the trunk 0, spaced, international, 00, Arabic-Indic digits.
  ['050 123 4567', 'AE', '+971501234567'],
  ['0501234567', 'AE', '+971501234567'],
  ['501234567', 'AE', '+971501234567'],
  ['+971 50 123 4567', 'AE', '+971501234567'],
  ['+971501234567', 'AE', '+971501234567'],
  ['00971 50 123 4567', 'AE', '+971501234567'],
  ['+971 050 123 4567', 'AE', '+971501234567'],
  ['055-987-6543', 'AE', '+971559876543'],
  ['(058) 123 4567', 'AE', '+971581234567'],
  ['٠٥٠ ١٢٣ ٤٥٦٧', 'AE', '+971501234567'],
  ['04 234 5678', 'AE', null],
  ['050 123 456', 'AE', null],
  ['5012345678', 'AE', null],
  ['+92 300 1234567', 'AE', null],
  ['050 123 4567 ext 2', 'AE', null],
  // China: eleven digits, no trunk 0 for mobiles.
  ['13812345678', 'CN', '+8613812345678'],
  ['138 1234 5678', 'CN', '+8613812345678'],
  ['+86 199 1234 5678', 'CN', '+8619912345678'],
  ['1381234567', 'CN', null],
  ['010 1234 5678', 'CN', null],
  // UK: trunk 0, the (0) people write after +44, a Guernsey range on UK numbering.
  ['07400 123456', 'GB', '+447400123456'],
  ['7400123456', 'GB', '+447400123456'],
  ['+44 (0) 7400 123456', 'GB', '+447400123456'],
  ['07911 123456', 'GB', '+447911123456'],
  ['020 7946 0018', 'GB', null],
  // Pakistan
  ['0300 1234567', 'PK', '+923001234567'],
  ['3001234567', 'PK', '+923001234567'],
  ['+92 345 1234567', 'PK', '+923451234567'],
  ['042 3575 1234', 'PK', null],
  // India
  ['98765 43210', 'IN', '+919876543210'],
  ['098765 43210', 'IN', '+919876543210'],
  ['+91 98765 43210', 'IN', '+919876543210'],
  ['011 2345 6789', 'IN', null],
  // Australia
  ['0412 345 678', 'AU', '+61412345678'],
  ['412 345 678', 'AU', '+61412345678'],
  ['02 9876 5432', 'AU', null],
  // Japan
  ['090-1234-5678', 'JP', '+819012345678'],
  ['080 1234 5678', 'JP', '+818012345678'],
  ['03-1234-5678', 'JP', null],
  // USA: no trunk 0; a Canadian number is not one of the USA's.
  ['(201) 555-0123', 'US', '+12015550123'],
  ['201-555-0123', 'US', '+12015550123'],
  ['1 201 555 0123', 'US', '+12015550123'],
  ['+1 416 555 0123', 'US', null],
  ['555-0123', 'US', null],
];
