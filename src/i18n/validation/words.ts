/**
 * The contract's validation messages in the reader's language (issue 15). The schemas are shared
 * with the server, which answers in English; they word each message when zod parses, through
 * the words installed here. Installed once, when a form that validates imports this module:
 * in English it leaves every sentence to the contract (the spec's words, byte for byte), in
 * Arabic it answers from the 'validation' catalogue, with the field's name in Arabic too.
 */
import { setValidationWords, type ValidationWords } from '@contract/validation-words';
import { activeLanguage, translate, type Values } from '@/i18n/catalogue';
import { regionName } from '@/lib/country-name';
import type en from './messages.en';
import { validationMessages } from './messages';

type Id = keyof typeof en;
type LabelId = Id & `label${string}`;

/**
 * A field's English name, as the contract's schemas and `labelOf` give it → its catalogue id.
 * (Written out: at run time the catalogue holds compiled messages, not these strings.)
 */
export const LABEL_IDS: Readonly<Record<string, LabelId>> = {
  Email: 'labelEmail',
  Password: 'labelPassword',
  OTP: 'labelOtp',
  'Email, phone number, or username': 'labelIdentifier',
  Username: 'labelUsername',
  'First name': 'labelFirstName',
  'Last name': 'labelLastName',
  'Confirm password': 'labelConfirmPassword',
  'Sponsor code': 'labelSponsorCode',
  'Sponsor by': 'labelSponsorBy',
  Gender: 'labelGender',
  Name: 'labelName',
  Message: 'labelMessage',
  Phone: 'labelPhone',
  'Phone number': 'labelPhoneNumber',
  'Country code': 'labelCountryCode',
  'This value': 'labelThisValue',
};

/** A field's name in the active language; an unknown field is "this field". */
export function fieldLabel(english: string): string {
  return translate(validationMessages, LABEL_IDS[english] ?? 'labelThisValue');
}

function inArabic(values: Record<string, unknown>): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (typeof values.label === 'string') out.label = fieldLabel(values.label);
  if (typeof values.countryCode === 'string') out.country = regionName(values.countryCode, 'ar');
  return out;
}

/** The contract's sentences in Arabic while Arabic is active; English otherwise (undefined). */
export const arabicValidationWords: ValidationWords = (id, values) => {
  if (activeLanguage() !== 'ar') return undefined;
  const given = values as Record<string, unknown> | undefined;
  return translate(validationMessages, id, given && inArabic(given));
};

setValidationWords(arabicValidationWords);
