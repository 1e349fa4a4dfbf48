/**
 * Demo phone numbers (DECISIONS 31): valid mobiles of the sign-up form's eight countries, so a
 * demo member can sign in by phone exactly as a real one would. A member of another country
 * (the demo's Saudi team) signed up with a UAE mobile and changed country later (DECISIONS 12).
 * demo/phones.test.ts reads every seeded number with the shared rule.
 */
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  type PhoneCountry,
} from '../../../contract/phone-countries';

/** The demo member's own number, easy to type: 055 123 4567. */
export const DEMO_PHONE = { phone: '+971551234567', national: '551234567' };

// A mobile range per country and how many digits follow it; the UAE's 056 keeps demo numbers
// apart from the 050 numbers people try at sign-up.
const RANGES: Record<PhoneCountry['code'], { lead: string; digits: number }> = {
  AE: { lead: '56', digits: 7 },
  US: { lead: '201555', digits: 4 },
  GB: { lead: '7400', digits: 6 },
  PK: { lead: '300', digits: 7 },
  IN: { lead: '98', digits: 8 },
  AU: { lead: '412', digits: 6 },
  JP: { lead: '90', digits: 8 },
  CN: { lead: '138', digits: 8 },
};

/** The `n`th demo mobile of `country` (a member's country name, e.g. 'UAE', 'UK'). */
export function demoPhone(country: string, n: number): { phone: string; national: string } {
  const c = PHONE_COUNTRIES.find((p) => p.name === country) ?? DEFAULT_PHONE_COUNTRY;
  const range = RANGES[c.code];
  const national = `${range.lead}${String(n).padStart(range.digits, '0')}`;
  return { phone: `${c.dialCode}${national}`, national };
}
