import { DEFAULT_PHONE_COUNTRY, phoneCountryByDialCode } from '@contract/phone-countries';
import { TERMS_VERSION } from '@contract/terms';
import { typedCode } from '@contract/typed-number';
import type { SignupRequest } from '@contract/user';
import type { PhoneRule } from './phone-rule';

/** The signup form's fields, in the order they appear (focus goes to the first error). */
export const SIGNUP_FIELDS = [
  'username',
  'firstName',
  'lastName',
  'email',
  'otp',
  'countryCode',
  'phone',
  'password',
  'confirmPassword',
  'sponsorBy',
  'gender',
  'terms',
] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupValues = Record<SignupField, string>;

export const signupId = (field: SignupField) => `signup-${field}`;

export const emptySignup = (sponsorBy: string): SignupValues => ({
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  otp: '',
  countryCode: DEFAULT_PHONE_COUNTRY.dialCode,
  phone: '',
  password: '',
  confirmPassword: '',
  sponsorBy,
  gender: '',
  // 'yes' once the consent box is ticked; never ticked in advance (DECISIONS 48).
  terms: '',
});

/**
 * The payload of spec section 3. The phone goes in E.164 as the shared rule reads it (the form
 * has validated it), so '050 123 4567' is sent as +971501234567, never +9710501234567; without
 * the rule it goes as typed, beside its country code, and the server reads it the same way.
 */
export function signupPayload(v: SignupValues, rule: PhoneRule | null): SignupRequest {
  const country = phoneCountryByDialCode(v.countryCode);
  const mobile = country && rule?.readMobile(v.phone, country);
  return {
    username: v.username.trim(),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    countryCode: v.countryCode,
    phoneNumber: mobile ? mobile.e164 : v.phone.trim(),
    password: v.password,
    confirmPassword: v.confirmPassword,
    sponsorBy: v.sponsorBy.trim(),
    gender: v.gender as SignupRequest['gender'],
    otp: typedCode(v.otp),
    ...(v.terms === 'yes' ? { termsVersion: TERMS_VERSION } : {}),
  };
}

/** The consent box's error, when it is not ticked. */
export const consentErrors = (v: SignupValues, message: string): { terms?: string } =>
  v.terms === 'yes' ? {} : { terms: message };

/** The server's field names mapped onto the form's (it calls the phone phoneNumber). */
export function signupFieldFor(key: string): SignupField | null {
  if (key === 'phoneNumber') return 'phone';
  if (key === 'termsVersion') return 'terms';
  return (SIGNUP_FIELDS as readonly string[]).includes(key) ? (key as SignupField) : null;
}
