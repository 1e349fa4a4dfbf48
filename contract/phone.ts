/**
 * The phone rule (DECISIONS 13, 31), one for the SPA and the server: a mobile number of the
 * chosen country, typed the way people write it at home (with or without the trunk 0, with
 * spaces or dashes, or in international form), is read with libphonenumber's mobile metadata
 * and kept in E.164. The mobile build is the one that refuses landlines; `/min` cannot tell
 * them apart. It loads only with the screens that import this module (sign-up, never home).
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/mobile';
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  compactPhone,
  phoneCountryByDialCode,
  type PhoneCountry,
} from './phone-countries';
import { signupFormSchema } from './validation';
import { englishWords, words } from './validation-words';

export {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  phoneCountryByDialCode,
  type PhoneCountry,
} from './phone-countries';

/** The phone rule's sentences in English (the server's words; the SPA's are read when it checks). */
export const PHONE_MESSAGES = {
  required: englishWords('phoneRequired'),
  invalid: (country: PhoneCountry) =>
    englishWords('phoneInvalid', { country: country.name, countryCode: country.code }),
  unsupported: englishWords('phoneUnsupported'),
  wallet: englishWords('phoneWallet'),
} as const;

export interface Mobile {
  /** +971501234567 */
  e164: string;
  /** The national significant number, without the trunk 0: 501234567. */
  national: string;
  country: PhoneCountry;
}

// Islands that share the UK's numbering plan: their mobiles are +44 7… numbers people there
// call UK numbers (07911 123456, the usual example, is a Guernsey range).
const SHARED_PLAN: Partial<Record<PhoneCountry['code'], readonly string[]>> = {
  GB: ['GG', 'JE', 'IM'],
};

/** Digits with an optional +; `00` (the international prefix most of the eight use) becomes +. */
function cleaned(raw: string): string | null {
  const text = compactPhone(raw.trim()).replace(/^00/, '+');
  return /^\+?\d{4,17}$/.test(text) ? text : null;
}

function parsed(text: string, country?: PhoneCountry): PhoneNumber | undefined {
  return parsePhoneNumberFromString(text, country?.code);
}

function asMobile(number: PhoneNumber | undefined, country: PhoneCountry): Mobile | null {
  if (!number?.isValid() || `+${number.countryCallingCode}` !== country.dialCode) return null;
  const region = number.country;
  if (region !== country.code && !(region && SHARED_PLAN[country.code]?.includes(region)))
    return null;
  return { e164: number.number, national: number.nationalNumber, country };
}

/**
 * A valid mobile number of `country`, or null: '050 123 4567', '0501234567', '501234567',
 * '+971 50 123 4567', '00971501234567' and even '+9710501234567' all read as +971501234567.
 */
export function readMobile(raw: string, country: PhoneCountry): Mobile | null {
  const text = cleaned(raw);
  return text ? asMobile(parsed(text, country), country) : null;
}

/** The country of a number written with its calling code, if it is one of the eight. */
function countryOfInternational(text: string): PhoneCountry | undefined {
  const number = parsed(text.startsWith('+') ? text : `+${text}`);
  return number ? phoneCountryByDialCode(`+${number.countryCallingCode}`) : undefined;
}

export type SignupPhone =
  | { ok: true; mobile: Mobile }
  | { ok: false; field: 'required' | 'unsupported' | 'invalid'; message: string };

/**
 * The sign-up phone: `countryCode` is the form's dial code (+971); old apps may leave it empty
 * and send the number in international form, or join the code and the digits they typed
 * ('+9710501234567'). The message is in the installed language (English on the server).
 */
export function readSignupPhone(phoneNumber: string, countryCode: string): SignupPhone {
  if (!phoneNumber.trim()) return { ok: false, field: 'required', message: words('phoneRequired') };
  const code = countryCode.trim();
  const text = cleaned(phoneNumber);
  const country = code
    ? phoneCountryByDialCode(code)
    : ((text?.startsWith('+') ? countryOfInternational(text) : undefined) ?? DEFAULT_PHONE_COUNTRY);
  if (!country) return { ok: false, field: 'unsupported', message: words('phoneUnsupported') };
  const mobile = readMobile(phoneNumber, country);
  return mobile
    ? { ok: true, mobile }
    : {
        ok: false,
        field: 'invalid',
        message: words('phoneInvalid', { country: country.name, countryCode: country.code }),
      };
}

/**
 * Every E.164 number a login identifier may mean (DECISIONS 13): as typed when it starts with +
 * (a stored number the repair left alone), read in international form, and as a national
 * number of each of the eight countries, UAE first. Empty when it does not read as a phone.
 */
export function loginPhoneCandidates(raw: string): string[] {
  const text = cleaned(raw);
  if (!text || !/^\+?\d{7,15}$/.test(text)) return [];
  const out = new Set<string>();
  if (text.startsWith('+')) {
    out.add(text);
    const country = countryOfInternational(text);
    const mobile = country && readMobile(text, country);
    if (mobile) out.add(mobile.e164);
    return [...out];
  }
  for (const country of PHONE_COUNTRIES) {
    const mobile = readMobile(text, country);
    if (mobile) out.add(mobile.e164);
  }
  return [...out];
}

/**
 * A stored number with a trunk 0 after its calling code ('+9710501234567', as the old form
 * joined the code and ten typed digits) → E.164 without it ('+971501234567'); null when there
 * is none. E.164 never keeps a trunk 0 for any of the eight (the US has none).
 */
export function withoutTrunkZero(stored: string): { e164: string; national: string } | null {
  if (!/^\+\d+$/.test(stored)) return null;
  const country = PHONE_COUNTRIES.find(
    (c) => c.code !== 'US' && stored.startsWith(`${c.dialCode}0`),
  );
  if (!country) return null;
  const national = stored.slice(country.dialCode.length + 1);
  return { e164: `${country.dialCode}${national}`, national };
}

/**
 * A mobile wallet number (DECISIONS 39): any country's valid mobile in international form, or
 * a UAE number written the local way. E.164, or null.
 */
export function readWalletPhone(raw: string): string | null {
  const text = cleaned(raw);
  if (!text) return null;
  const number = parsed(text, DEFAULT_PHONE_COUNTRY);
  return number?.isValid() ? number.number : null;
}

/** The sign-up form's schema with the phone rule (the SPA; the server checks the same rule). */
export const signupFormWithPhone = (otpSent: boolean) =>
  signupFormSchema(otpSent).superRefine((v, ctx) => {
    if (!v.phone.trim()) return;
    const phone = readSignupPhone(v.phone, v.countryCode);
    if (!phone.ok) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.message });
  });
