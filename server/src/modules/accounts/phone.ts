/**
 * Phone numbers (DECISIONS 12, 13, 31): the contract's rule, shared with the SPA. Stored in
 * E.164 beside the national significant number; the country follows from the form's country.
 */
import { readSignupPhone } from '../../../../contract/phone';

export interface ParsedPhone {
  e164: string;
  national: string;
  country: string;
}

/** The sign-up phone as stored, or the message for the `phoneNumber` field. */
export function parseSignupPhone(
  phoneNumber: string,
  countryCode: string,
): ParsedPhone | { message: string } {
  const read = readSignupPhone(phoneNumber, countryCode);
  if (!read.ok) return { message: read.message };
  const { e164, national, country } = read.mobile;
  return { e164, national, country: country.name };
}
