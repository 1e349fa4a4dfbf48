/**
 * Phone numbers (DECISIONS 12, 13): stored in E.164; the country follows from the calling code
 * of the sign-up form's list.
 */
import { COUNTRY_CODES } from '../../../../contract/user';

export interface ParsedPhone {
  e164: string;
  national: string;
  country: string;
}

// Longest code first, so +971 is never read as a shorter code.
const CODES = [...COUNTRY_CODES].sort((a, b) => b.code.length - a.code.length);

export type PhoneProblem = 'required' | 'digits' | 'country';

/**
 * Reads the sign-up phone: the form sends the calling code plus 10 national digits joined
 * ("+971501234567"); old apps may send the 10 digits with `countryCode` apart.
 */
export function parseSignupPhone(
  phoneNumber: string,
  countryCode: string,
): ParsedPhone | PhoneProblem {
  const raw = phoneNumber.replace(/[\s()-]/g, '');
  if (!raw) return 'required';
  const code = countryCode.trim();
  let full = raw;
  if (!raw.startsWith('+')) full = code && /^\d{10}$/.test(raw) ? `${code}${raw}` : `+${raw}`;
  const match = code && full.startsWith(code) ? CODES.find((c) => c.code === code) : undefined;
  const entry = match ?? CODES.find((c) => full.startsWith(c.code));
  if (!entry) return /^\+\d+$/.test(full) ? 'country' : 'digits';
  const national = full.slice(entry.code.length);
  if (!/^\d{10}$/.test(national)) return 'digits';
  return { e164: `${entry.code}${national}`, national, country: entry.country };
}

/** How a login phone is looked up: an exact E.164 number or a 10-digit national number. */
export function loginPhoneLookup(value: string): { e164: string } | { national: string } | null {
  const raw = value.replace(/[\s()-]/g, '');
  if (/^\+\d{8,15}$/.test(raw)) return { e164: raw };
  if (/^\d{10}$/.test(raw)) return { national: raw };
  if (/^\d{11,15}$/.test(raw)) return { e164: `+${raw}` };
  return null;
}
